import {
  assert,
  axeViolations,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  press,
  queryAllByRole,
  tab,
  waitFor,
} from '@masthead/test/browser-setup';
import { apiError, fakeApi, queryOf, type Answer, type SentCall } from '@masthead/client/testing';
import { renderPage } from '../../../testing/render-page.tsx';
import { adminContact } from '../../../admin-kit/admin-contacts.test-helper.ts';
import { ImportContactsPage } from './import-page.tsx';
import type { ImportReport } from './import-report.tsx';

const importId = '00000000-0000-4000-8000-0000000001a1';

/** A Ghost members export: its own header, one bad address, one member on a free plan. */
const ghostCsv = [
  'id,email,name,note,subscribed_to_emails,complimentary_plan,stripe_customer_id,created_at,deleted_at,labels,tiers',
  '1,ann@example.org,Ann Lee,,true,false,,2024-01-02T10:00:00.000Z,,Moved,',
  '2,not-an-address,Bo Sun,,false,false,,2024-01-03T10:00:00.000Z,,,',
  '3,cy@example.org,"Cy, Jr.",,true,true,cus_1,2024-01-04T10:00:00.000Z,,"VIP,Moved",Gold',
].join('\n');

function report(overrides: Partial<ImportReport> = {}): ImportReport {
  return {
    id: importId,
    state: 'dry-run',
    dryRun: true,
    encoding: 'utf-8',
    delimiter: ',',
    columns: ghostCsv.split('\n')[0]!.split(','),
    mapping: { email: 'email', name: 'name' },
    ignored: ['id', 'tiers'],
    options: { updateExisting: false, tags: [], newsletter: 'none', invite: false },
    total: 3,
    done: 3,
    counts: { new: 1, updated: 0, unchanged: 0, left: 1, refused: 1 },
    refused: [
      { line: 3, code: 'invalid-email', field: 'email', message: 'The email address is missing or not valid.' },
    ],
    refusedTotal: 1,
    newTags: ['VIP'],
    preview: [],
    error: null,
    createdAt: '2026-12-04T10:00:00.000Z',
    finishedAt: '2026-12-04T10:00:01.000Z',
    fileName: 'members.csv',
    createdBy: { id: adminContact.id, displayName: 'Ada Admin' },
    invited: 0,
    ...overrides,
  };
}

/** The past imports' list: no import, unless a test gives some. */
const noImports = { status: 200, body: { items: [], offset: 0, count: 0, total: 0 } };

/** A report as `GET contact-import` lists it. */
const listed = (r: ImportReport) => ({
  ...{ id: r.id, state: r.state, fileName: r.fileName, createdBy: r.createdBy, total: r.total, done: r.done },
  ...{ counts: r.counts, invite: r.options.invite, invited: r.invited, error: r.error },
  ...{ createdAt: r.createdAt, finishedAt: r.finishedAt },
});

type Route = (call: SentCall) => Answer | undefined;

async function open(route: Route, url = '/admin/contacts/import') {
  const api = fakeApi((call) => route(call) ?? (call.operation === 'GET /contact-import' ? noImports : undefined));
  const ctx = await renderPage(ImportContactsPage, {
    url,
    route: '/admin/contacts/import',
    fetch: api.fetch,
    contact: adminContact,
  });
  await waitFor(() => getByLabelText('CSV file'));
  return Object.assign(api, { router: ctx.router });
}

/** Chooses a file in the file input, as a person picking it would. */
function chooseFile(text: string, name = 'members.csv') {
  const input = getByLabelText('CSV file') as HTMLInputElement;
  const files = new DataTransfer();
  files.items.add(new File([text], name, { type: 'text/csv' }));
  input.files = files.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

function select(label: string, value: string) {
  const field = getByLabelText(label) as unknown as HTMLSelectElement;
  field.value = value;
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

const posts = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.operation === 'POST /contact-import');
const headingNamed = (name: string) => getByRole('heading', { name });

describe('Import contacts', () => {
  it('reads the file in the browser, shows its first rows and guesses Ghost', async () => {
    const api = await open(() => undefined);
    chooseFile(ghostCsv);
    await waitFor(() => getByText('members.csv: read as UTF-8, columns separated by commas.'));
    getByText('The header and the first rows of the file');
    assert.ok(document.querySelector('thead')!.textContent!.includes('stripe_customer_id'));
    getByText('Cy, Jr.');
    getByText('VIP,Moved');
    assert.equal(document.querySelectorAll('tbody')[0]!.querySelectorAll('tr').length, 3);
    assert.equal((getByLabelText('Kind of file') as unknown as HTMLSelectElement).value, 'ghost');
    assert.equal((getByLabelText('email') as unknown as HTMLSelectElement).value, 'email');
    assert.equal((getByLabelText('labels') as unknown as HTMLSelectElement).value, 'tags');
    assert.equal((getByLabelText('tiers') as unknown as HTMLSelectElement).value, 'ignore');
    assert.equal((getByLabelText('Update contacts that already exist') as HTMLInputElement).checked, false);
    assert.deepEqual(
      api.calls.map((call) => call.operation),
      ['GET /contact-import'],
      'nothing is sent before a button is pressed; the past imports are read',
    );
    assert.deepEqual(await axeViolations(), []);
  });

  it('checks the file with a dry run and shows the counts and refused rows', async () => {
    const api = await open((call) =>
      call.operation === 'POST /contact-import' ? { status: 200, body: report() } : undefined,
    );
    chooseFile(ghostCsv);
    await waitFor(() => getByLabelText('Kind of file'));
    select('note', 'ignore');
    getByLabelText('Update contacts that already exist').click();
    select('Newsletter status of new contacts', 'unsubscribed');
    const tags = getByLabelText('Tags for everyone imported') as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(tags, 'Moved, 2026');
    tags.dispatchEvent(new Event('input', { bubbles: true }));
    getByRole('button', { name: 'Check the file' }).click();
    const heading = await waitFor(() => headingNamed('3. The check: what the import would do'));
    await waitFor(() => assert.equal(document.activeElement, heading));
    const sent = posts(api)[0]!;
    assert.ok(sent.headers.get('content-type')?.startsWith('multipart/form-data'));
    assert.deepEqual(Object.fromEntries(queryOf(sent)), {
      preset: 'ghost',
      mapping: JSON.stringify({ note: 'ignore' }),
      dryRun: 'true',
      updateExisting: 'true',
      tags: 'Moved, 2026',
      newsletter: 'unsubscribed',
    });
    getByText('Left unchanged because updating is off');
    getByText('New tags: VIP');
    getByText('The email address is missing or not valid. (email)');
    const link = getByRole('link', { name: 'Download all refused rows (CSV)' });
    assert.equal(link.getAttribute('href'), `/api/1.0/contact-import/${importId}/refused`);
    assert.deepEqual(await axeViolations(), []);
  });

  it('works from the keyboard: Enter in a field checks the file, Tab leads to the import', async () => {
    const api = await open((call) =>
      call.operation === 'POST /contact-import' ? { status: 200, body: report() } : undefined,
    );
    chooseFile(ghostCsv);
    (await waitFor(() => getByLabelText('Tags for everyone imported'))).focus();
    await press('Enter');
    const heading = await waitFor(() => headingNamed('3. The check: what the import would do'));
    await waitFor(() => assert.equal(document.activeElement, heading));
    assert.equal(queryOf(posts(api)[0]!).get('dryRun'), 'true');
    getByRole('button', { name: 'Check the file' }).focus();
    await tab();
    assert.equal(document.activeElement, getByRole('button', { name: 'Import' }));
  });

  it('imports a long file as a job: a progress bar until it is done, then the counts', async () => {
    let reads = 0;
    const api = await open((call) => {
      if (call.operation === 'POST /contact-import')
        return {
          status: 202,
          body: report({ state: 'pending', dryRun: false, total: 2500, done: 0, finishedAt: null }),
        };
      if (call.operation === 'GET /contact-import/{id}') {
        reads += 1;
        return reads === 1
          ? {
              status: 200,
              body: report({ state: 'running', dryRun: false, total: 2500, done: 1000, finishedAt: null }),
            }
          : {
              status: 200,
              body: report({
                state: 'done',
                dryRun: false,
                total: 2500,
                done: 2500,
                counts: { new: 2490, updated: 0, unchanged: 5, left: 4, refused: 1 },
              }),
            };
      }
      return undefined;
    });
    chooseFile(ghostCsv);
    await waitFor(() => getByLabelText('Kind of file'));
    getByRole('button', { name: 'Import' }).click();
    const running = await waitFor(() => headingNamed('Importing…'));
    assert.equal(document.activeElement, running);
    running.blur();
    const bar = getByRole('progressbar', { name: 'Import progress' }) as HTMLProgressElement;
    assert.equal(bar.max, 2500);
    getByText('0 of 2,500 rows imported.');
    await waitFor(() => getByText('1,000 of 2,500 rows imported.'), { timeout: 3000 });
    assert.equal((getByRole('progressbar', { name: 'Import progress' }) as HTMLProgressElement).value, 1000);
    const finished = await waitFor(() => headingNamed('Import finished'), { timeout: 3000 });
    await waitFor(() => assert.equal(document.activeElement, finished));
    assert.equal(queryAllByRole('progressbar').length, 0);
    getByText('2,490');
    assert.equal(queryOf(posts(api)[0]!).get('dryRun'), 'false');
    assert.equal(api.calls.filter((c) => c.operation === 'GET /contact-import/{id}').length, 2);
    const back = queryAllByRole('link').filter((a) => a.textContent === 'Back to contacts');
    assert.equal(back.at(-1)!.getAttribute('href'), '/admin/contacts');
  });

  it('invitations: off by default and explained; on, the import asks for them and its report counts them', async () => {
    const api = await open((call) => {
      if (call.operation !== 'POST /contact-import') return undefined;
      const dryRun = queryOf(call).get('dryRun') === 'true';
      const options = { updateExisting: false, tags: [], newsletter: 'none', invite: true };
      return {
        status: 200,
        body: dryRun ? report({ options }) : report({ options, state: 'done', dryRun: false, invited: 1 }),
      };
    });
    chooseFile(ghostCsv);
    const box = (await waitFor(() => getByLabelText('Send each new contact an invitation'))) as HTMLInputElement;
    assert.equal(box.checked, false, 'off by default');
    const described = document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    assert.match(described, /^Each contact this import adds gets an email with a link to choose a password/);
    box.click();
    getByRole('button', { name: 'Check the file' }).click();
    await waitFor(() => getByText('Invitations the import would send: 1, one to each new contact.'));
    assert.equal(queryOf(posts(api)[0]!).get('invite'), 'true');
    getByRole('button', { name: 'Import' }).click();
    await waitFor(() => getByText('Invitations in the outbox: 1. They leave at most 200 a minute.'));
    assert.deepEqual([queryOf(posts(api)[1]!).get('invite'), queryOf(posts(api)[1]!).get('dryRun')], ['true', 'false']);
    assert.equal(api.router.location.search, `?id=${importId}`, 'the address names the import: a reload finds it');
    assert.deepEqual(await axeViolations(), []);
  });

  it('past imports: a table with a caption, newest first, each opening its report by keyboard', async () => {
    const other = '00000000-0000-4000-8000-0000000001b2';
    const done = report({ state: 'done', dryRun: false, invited: 2 });
    const done2 = { ...done, options: { ...done.options, invite: true } };
    const check = report({ id: other, fileName: null, createdBy: null, createdAt: '2026-12-03T09:00:00.000Z' });
    const api = await open((call) => {
      if (call.operation === 'GET /contact-import')
        return { status: 200, body: { items: [listed(done2), listed(check)], offset: 0, count: 2, total: 2 } };
      if (call.operation === 'GET /contact-import/{id}') return { status: 200, body: done2 };
      return undefined;
    });
    const table = (await waitFor(() => getByRole('group', { name: 'Past imports' }).querySelector('table')!))!;
    assert.match(table.caption?.textContent ?? '', /^Past imports, newest first/);
    const rows = [...table.tBodies[0]!.rows].map((row) => [...row.cells].map((cell) => cell.textContent));
    assert.deepEqual(rows[0]!.slice(0, 1).concat(rows[0]!.slice(2)), [
      'members.csv',
      'Ada Admin',
      'Finished',
      '3',
      '1',
      '0',
      '1',
      '2',
    ]);
    assert.deepEqual(
      [rows[1]![0], rows[1]![2], rows[1]![3], rows[1]![8]],
      ['File without a name', 'An API key or a deleted contact', 'Check only, nothing written', 'None asked'],
    );
    const link = getByRole('link', { name: 'members.csv' });
    assert.equal(link.getAttribute('href'), `/admin/contacts/import?id=${importId}`);
    link.focus();
    await press('Enter');
    const heading = await waitFor(() => headingNamed('Import finished'));
    await waitFor(() => assert.equal(document.activeElement, heading));
    getByText('Invitations in the outbox: 2. They leave at most 200 a minute.');
    assert.equal(api.calls.filter((c) => c.operation === 'GET /contact-import/{id}').length, 1);
    assert.deepEqual(await axeViolations(), []);
  });

  /** A reload while an import runs: the page opens at `url` and shows the progress bar again. */
  async function reloadWhileRunning(url: string) {
    let reads = 0;
    const running = report({ state: 'running', dryRun: false, total: 2500, done: 1000, finishedAt: null });
    const api = await open((call) => {
      if (call.operation === 'GET /contact-import')
        return { status: 200, body: { items: [listed(running)], offset: 0, count: 1, total: 1 } };
      if (call.operation !== 'GET /contact-import/{id}') return undefined;
      reads += 1;
      return { status: 200, body: reads < 2 ? running : { ...running, done: 2000 } };
    }, url);
    await waitFor(() => headingNamed('Importing…'));
    const bar = getByRole('progressbar', { name: 'Import progress' }) as HTMLProgressElement;
    assert.deepEqual([bar.value, bar.max], [1000, 2500]);
    await waitFor(() => getByText('2,000 of 2,500 rows imported.'), { timeout: 3000 });
    assert.equal(api.router.location.search, `?id=${importId}`);
    assert.deepEqual(await axeViolations(), []);
  }

  it('after a reload the page finds a running import again by its address', async () => {
    await reloadWhileRunning(`/admin/contacts/import?id=${importId}`);
  });

  it('opened without an address, the page shows the newest running import', async () => {
    await reloadWhileRunning('/admin/contacts/import');
  });

  it('shows an API error as the other pages do, and a file that is no CSV', async () => {
    const api = await open((call) =>
      call.operation === 'POST /contact-import' ? apiError('request-too-large') : undefined,
    );
    chooseFile(ghostCsv);
    await waitFor(() => getByLabelText('Kind of file'));
    getByRole('button', { name: 'Import' }).click();
    const alert = await waitFor(() => getByText('File too large'));
    assert.ok(alert.closest('[role=alert]'), 'read at once, as every form error');
    assert.equal(posts(api).length, 1);

    select('email', 'ignore');
    getByRole('button', { name: 'Check the file' }).click();
    await waitFor(() => getByText(/^No column is mapped to Email/));
    assert.equal(posts(api).length, 1, 'a file without an email column is not sent');

    chooseFile('a,b\u0000c\n', 'photo.csv');
    await waitFor(() => getByText(/^This is not a CSV file/));
    assert.equal(queryAllByRole('button', { name: 'Import' }).length, 0);
  });
});
