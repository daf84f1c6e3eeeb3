import {
  afterEach,
  assert,
  axeViolations,
  cleanup,
  describe,
  getByRole,
  it,
  render,
  waitFor,
} from '@masthead/test/browser-setup';
import { errorBody } from '@masthead/core';
import { ContactsCsvLink } from './contacts-csv-link.tsx';

const href = '/api/1.0/contact.csv?sort=email';
const header = 'id,email,firstname\r\n';
/** A row of about 100 KB (a long, quoted name with a line break), so a few rows pass a megabyte. */
const bigRow = (n: number) => `${n},reader${n}@example.org,"${'x'.repeat(100_000)}\nstill the name"\r\n`;

/** A CSV answer whose chunks arrive when the test lets them, with the server's headers. */
function slowCsv(headers: Record<string, string> = {}) {
  const encoder = new TextEncoder();
  let push: (text: string | null) => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => (text === null ? controller.close() : controller.enqueue(encoder.encode(text)));
    },
  });
  const response = new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="contacts-2035-03-04.csv"',
      ...headers,
    },
  });
  return { response, push: (text: string | null) => push(text) };
}

/** Files the page handed the browser (blob links clicked), instead of downloading them. */
function catchSaves() {
  const saved: { name: string; text: Promise<string> }[] = [];
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (this.href.startsWith('blob:'))
      saved.push({ name: this.download, text: fetch(this.href).then((r) => r.text()) });
    else click.call(this);
  };
  return { saved, restore: () => (HTMLAnchorElement.prototype.click = click) };
}

const status = () => getByRole('status').textContent ?? '';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ContactsCsvLink', () => {
  afterEach(cleanup);

  it('shows the size and contacts received of the total in a live status, then saves the file', async () => {
    const csv = slowCsv({ 'x-total-count': '12' });
    const asked: string[] = [];
    const saves = catchSaves();
    try {
      render(
        <ContactsCsvLink
          href={href}
          fetchCsv={async (url) => {
            asked.push(url);
            return csv.response;
          }}
        >
          Download CSV
        </ContactsCsvLink>,
      );
      const link = getByRole('link', { name: 'Download CSV' });
      assert.equal(link.getAttribute('href'), href, 'still a plain link for a new tab');
      link.click();
      await waitFor(() => assert.deepEqual(asked, [href]));
      const rows = Array.from({ length: 12 }, (_, i) => bigRow(i + 1));
      csv.push(header + rows.slice(0, 4).join(''));
      await pause(600);
      csv.push(rows.slice(4, 11).join(''));
      await waitFor(() => assert.match(status(), /^Downloaded 1(\.\d)? MB, 11 of 12 contacts…$/));
      const bar = getByRole('progressbar', { name: 'Export progress' }) as HTMLProgressElement;
      assert.deepEqual([bar.value, bar.max], [11, 12]);
      assert.equal(link.getAttribute('aria-busy'), 'true');
      assert.deepEqual(await axeViolations(document.body, { region: false }), []);
      link.click();
      assert.deepEqual(asked, [href], 'a second click while it runs starts nothing');

      csv.push(rows[11]!);
      csv.push(null);
      await waitFor(() => assert.equal(status(), 'Export ready: 12 contacts.'));
      assert.deepEqual(
        saves.saved.map((file) => file.name),
        ['contacts-2035-03-04.csv'],
      );
      assert.equal(await saves.saved[0]!.text, header + rows.join(''), 'the file is every byte received');
      assert.equal(document.querySelector('progress'), null);
      assert.equal(link.getAttribute('aria-busy'), null);
    } finally {
      saves.restore();
    }
  });

  it('counts without a total when the server sends none, in kilobytes while small', async () => {
    const csv = slowCsv();
    const saves = catchSaves();
    try {
      render(
        <ContactsCsvLink href={href} fetchCsv={async () => csv.response}>
          Download CSV
        </ContactsCsvLink>,
      );
      getByRole('link', { name: 'Download CSV' }).click();
      await pause(50);
      csv.push(header);
      await pause(600);
      csv.push('1,a@example.org,Ann\r\n');
      await waitFor(() => assert.match(status(), /^Downloaded 0 kB, 1 contacts…$/));
      const bar = getByRole('progressbar', { name: 'Export progress' }) as HTMLProgressElement;
      assert.equal(bar.hasAttribute('value'), false, 'no total: an indeterminate bar');
      csv.push(null);
      await waitFor(() => assert.equal(status(), 'Export ready: 1 contact.'));
    } finally {
      saves.restore();
    }
  });

  it('says why the export failed when the server names it, else asks to try again; saves nothing', async () => {
    const saves = catchSaves();
    try {
      const answers = [
        new Response(JSON.stringify({ ...errorBody('invalid-rule') }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
        new Response('<html>Bad gateway</html>', { status: 502 }),
      ];
      render(
        <ContactsCsvLink href={href} fetchCsv={async () => answers.shift()!}>
          Download CSV
        </ContactsCsvLink>,
      );
      getByRole('link', { name: 'Download CSV' }).click();
      await waitFor(() => assert.match(status(), /^The export failed\. \S/));
      assert.equal(status(), `The export failed. ${errorBody('invalid-rule').message}`);
      getByRole('link', { name: 'Download CSV' }).click();
      await waitFor(() => assert.equal(status(), 'The export failed. Please try again.'));
      assert.deepEqual(saves.saved, []);
    } finally {
      saves.restore();
    }
  });
});
