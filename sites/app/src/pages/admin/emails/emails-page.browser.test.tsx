import {
  assert,
  axeViolations,
  describe,
  getByRole,
  getByText,
  it,
  queryAllByRole,
  sleep,
  waitFor,
} from '@masthead/test/browser-setup';
import type { OutboxEmail } from '@masthead/core';
import { apiError, fakeApi, listAnswer, pathOf, queryOf, type Answer } from '@masthead/client/testing';
import { chooseOption, renderAdminPage } from '../../../admin-kit/admin-page.test-helper.ts';
import { EmailsPage } from './emails-page.tsx';

const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const email = (i: number, fields: Partial<OutboxEmail>): OutboxEmail => ({
  id: id(i),
  to: `reader${i}@example.org`,
  from: '"The Daily Example" <no-reply@example.org>',
  subject: `Subject ${i}`,
  text: 'Hello',
  html: '<p>Hello</p>',
  template: 'reset-password',
  locale: 'en',
  createdAt: '2026-11-30T18:00:00.000Z',
  status: 'queued',
  attempts: 0,
  lastError: null,
  sentAt: null,
  ...fields,
});

/** A failed email, a sent one and a queued one, newest first; the server's state, changed by a retry. */
function outbox() {
  return [
    email(1, { status: 'failed', attempts: 10, lastError: 'RCPT TO: 451 <recipient>: Try again later' }),
    email(2, { status: 'sent', attempts: 1, sentAt: '2026-11-30T18:00:05.000Z' }),
    email(3, { status: 'queued' }),
  ];
}

/**
 * The email as `GET outbox/{id}` answers an admin who is not its recipient: the reset link masked
 * (server email/mask-secrets.ts), the list shows no body at all.
 */
const opened = (e: OutboxEmail): OutboxEmail => ({
  ...e,
  text: 'Hello Reader,\n\nSet a new password: https://news.example.org/auth/reset-password/••••••',
  html: '<p>Set a new password: <a href="https://news.example.org/auth/reset-password/••••••">here</a></p><script>parent.document.title = "pwned"</script>',
});

async function open(retryAnswer?: Answer) {
  const emails = outbox();
  const api = fakeApi((call) => {
    if (call.operation === 'POST /outbox/{id}/retry') {
      if (retryAnswer) return retryAnswer;
      const found = emails.find((e) => pathOf(call) === `outbox/${e.id}/retry`)!;
      Object.assign(found, { status: 'queued', attempts: 0 });
      return { status: 204 };
    }
    if (call.operation === 'GET /outbox/{id}') {
      const found = emails.find((e) => pathOf(call) === `outbox/${e.id}`);
      return found ? { status: 200, body: opened(found) } : apiError('not-found');
    }
    if (pathOf(call) !== 'outbox') return undefined;
    const status = queryOf(call).get('status');
    return listAnswer(emails.filter((e) => !status || e.status === status));
  });
  await renderAdminPage(EmailsPage, '/admin/emails', api);
  await waitFor(() => getByRole('list', { name: 'Emails' }));
  return api;
}

const items = () => [...getByRole('list', { name: 'Emails' }).querySelectorAll(':scope > li')];
const facts = (item: Element) => [...item.querySelectorAll('dl > div')].map((d) => d.textContent);
const when = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

describe('Emails page', () => {
  it('lists every email with its recipient, status, dates, attempts and last error; Retry only on a failed one', async () => {
    const api = await open();
    assert.equal(queryOf(api.calls[0]!).toString(), 'limit=25&offset=0');
    assert.equal(items().length, 3);
    const [failed, sent, queued] = items() as [Element, Element, Element];
    assert.equal(failed.querySelector('h2')!.textContent, 'Subject 1');
    assert.deepEqual(facts(failed), [
      'Toreader1@example.org',
      'StatusFailed',
      `Written${when('2026-11-30T18:00:00.000Z')}`,
      'Attempts10',
      'Last errorRCPT TO: 451 <recipient>: Try again later',
    ]);
    assert.deepEqual(facts(sent).slice(1, 4), [
      'StatusSent',
      `Written${when('2026-11-30T18:00:00.000Z')}`,
      `Sent${when('2026-11-30T18:00:05.000Z')}`,
    ]);
    assert.deepEqual(facts(queued).slice(1), ['StatusQueued', `Written${when('2026-11-30T18:00:00.000Z')}`]);
    assert.ok(getByRole('button', { name: 'Retry' }, failed));
    const buttons = (item: Element) => [...item.querySelectorAll('button')].map((b) => b.textContent);
    assert.deepEqual(buttons(sent), ['Read the email']);
    assert.deepEqual(buttons(queued), ['Read the email']);
    assert.deepEqual(await axeViolations(document.body), []);
  });

  it('shows the failed emails only when asked', async () => {
    const api = await open();
    chooseOption('Status', 'failed');
    await waitFor(() => assert.equal(items().length, 1));
    assert.equal(queryOf(api.calls.at(-1)!).toString(), 'limit=25&offset=0&status=failed');
    assert.equal(items()[0]!.querySelector('h2')!.textContent, 'Subject 1');
  });

  it('sends a failed email again: the retry is announced and the email shows queued', async () => {
    const api = await open();
    getByRole('button', { name: 'Retry' }, items()[0]!).click();
    await waitFor(() => getByText('The email to reader1@example.org is queued to be sent again.'));
    const retried = api.calls.find((call) => call.operation === 'POST /outbox/{id}/retry')!;
    assert.equal(pathOf(retried), `outbox/${id(1)}/retry`);
    await waitFor(() => assert.equal(facts(items()[0]!)[1], 'StatusQueued'));
    assert.equal(queryAllByRole('button', { name: 'Retry' }, items()[0]!).length, 0);
  });

  it('says so when the server refuses the retry (it is no longer failed)', async () => {
    await open(apiError('conflict'));
    getByRole('button', { name: 'Retry' }, items()[0]!).click();
    await waitFor(() => getByText('Oops, something went wrong! Contact support if this happens again.'));
  });

  it('says what fills the empty list, and that no email failed', async () => {
    const api = fakeApi((call) => (pathOf(call) === 'outbox' ? listAnswer([], 0, 0) : undefined));
    await renderAdminPage(EmailsPage, '/admin/emails', api);
    await waitFor(() =>
      getByText(
        'No emails yet. Every email the app sends — login links, receipts, notifications to the newsroom — appears here.',
      ),
    );
    chooseOption('Status', 'failed');
    await waitFor(() => getByText('No failed emails: every email was sent or is still waiting its turn.'));
    chooseOption('Status', 'sent');
    await waitFor(() => getByText('No emails with this status. Choose another status to see the rest.'));
  });

  it('opens an email to read its text and its HTML in a frame that runs no script: the server’s masked copy, no token', async () => {
    const api = await open();
    const [, sent] = items() as [Element, Element];
    const read = getByRole('button', { name: 'Read the email' }, sent);
    assert.equal(read.getAttribute('aria-expanded'), 'false');
    read.click();
    const text = await waitFor(() => {
      const pre = sent.querySelector('pre');
      assert.ok(pre, 'the text is shown');
      return pre;
    });
    assert.equal(getByRole('button', { name: 'Hide the email' }, sent).getAttribute('aria-expanded'), 'true');
    assert.ok(api.calls.some((call) => call.operation === 'GET /outbox/{id}' && pathOf(call) === `outbox/${id(2)}`));
    assert.match(text.textContent!, /reset-password\/••••••$/);
    const frame = sent.querySelector('iframe')!;
    assert.equal(frame.getAttribute('sandbox'), '');
    assert.equal(frame.getAttribute('title'), 'HTML of the email: Subject 2');
    assert.match(frame.getAttribute('srcdoc')!, /reset-password\/••••••/);
    // Neither the text nor the HTML shown holds anything shaped like a token (43 base64url characters).
    assert.ok(!/[\w-]{43}/.test(sent.innerHTML), 'no token-shaped run');
    await sleep(100);
    assert.ok(document.title !== 'pwned', 'the email’s script did not run');
    assert.deepEqual(await axeViolations(document.body), []);

    getByRole('button', { name: 'Hide the email' }, sent).click();
    await waitFor(() => assert.equal(sent.querySelector('pre'), null));
  });
});
