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
import { csvRecordCounter } from '../../../../common/csv-download-link.tsx';
import { ResponsesCsvLink } from './csv-download.tsx';

const header = 'Number,Story\r\n';
const row = (n: number) => `${n},"A story, with ""quotes""\nand a line break"\r\n`;

/** A CSV answer whose chunks arrive when the test lets them. */
function slowCsv() {
  const encoder = new TextEncoder();
  let push: (text: string | null) => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => (text === null ? controller.close() : controller.enqueue(encoder.encode(text)));
    },
  });
  const response = new Response(body, {
    headers: {
      'content-type': 'text/csv',
      'content-disposition': 'attachment; filename="street-stories-responses.csv"',
    },
  });
  return { response, push: (text: string | null) => push(text) };
}

describe('CsvDownloadLink', () => {
  afterEach(cleanup);

  it('counts records outside quotes across chunks', () => {
    const count = csvRecordCounter();
    const bytes = new TextEncoder().encode(header + row(1) + row(2));
    assert.equal(count(bytes.slice(0, 20)) + 0, 1);
    assert.equal(count(bytes.slice(20)), 3);
  });

  it('shows rows received in a live status while it downloads, then saves the file', async () => {
    const csv = slowCsv();
    const asked: string[] = [];
    const saved: { name: string; href: string }[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.href.startsWith('blob:')) saved.push({ name: this.download, href: this.href });
      else click.call(this);
    };
    try {
      render(
        <ResponsesCsvLink
          href="/api/1.0/callout/c1/responses.csv"
          fileName="fallback.csv"
          fetchCsv={async (url) => {
            asked.push(url);
            return csv.response;
          }}
        >
          Export all responses as CSV
        </ResponsesCsvLink>,
      );
      const link = getByRole('link', { name: 'Export all responses as CSV' });
      assert.equal(link.getAttribute('href'), '/api/1.0/callout/c1/responses.csv');
      link.click();
      await waitFor(() => assert.equal(asked.length, 1));
      csv.push(header + row(1) + row(2));
      await new Promise((resolve) => setTimeout(resolve, 300));
      csv.push(row(3));
      await waitFor(() => assert.match(getByRole('status').textContent ?? '', /Downloading… \d responses/));
      assert.ok(getByRole('progressbar', { name: 'Download progress' }));
      assert.equal(link.getAttribute('aria-busy'), 'true');
      assert.deepEqual(await axeViolations(document.body, { region: false }), []);
      csv.push(null);
      await waitFor(() => assert.equal(getByRole('status').textContent, 'Download complete: 3 responses.'));
      assert.deepEqual(
        saved.map((file) => file.name),
        ['street-stories-responses.csv'],
      );
      assert.equal(document.querySelector('progress'), null);
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  });

  it('says when the download failed', async () => {
    render(
      <ResponsesCsvLink
        href="/api/1.0/callout/c1/responses.csv"
        fileName="c1.csv"
        fetchCsv={async () => new Response('{}', { status: 500 })}
      >
        Export all responses as CSV
      </ResponsesCsvLink>,
    );
    getByRole('link', { name: 'Export all responses as CSV' }).click();
    await waitFor(() => assert.equal(getByRole('status').textContent, 'The download failed. Please try again.'));
  });
});
