import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { adminApi, contactsWithEmail, emailTo, outbox, type AdminApi } from './admin-api.ts';
import { assertNoViolations } from './axe.ts';
import { linkIn, startTestSmtp, type TestSmtp } from './test-smtp.ts';
import { consoleErrors, freePort, startServerAndBrowser, stopServerAndBrowser, type RunningServer } from './harness.ts';
import { newsroomPage } from './newsroom-page.ts';

// Joining beyond the happy path, with the demo provider (no provider keys): a declined payment,
// an address that already has an account, a required join survey, and the element in German.

const admin = { email: 'e2e-join-more-admin@example.org', password: 'Admin1e2etest' };
/** The seeded demo member: an account with a password. */
const member = { email: 'member@example.org', password: 'Member1demo' };

let browser: Browser;
let server: RunningServer;
let api: AdminApi;
/** The readers' mailboxes: the outbox shows admins join links masked. */
let smtp: TestSmtp;

before(async () => {
  smtp = await startTestSmtp();
  const port = await freePort();
  // SITE_URL: the links the join emails carry must be on the organisation's own site.
  const env = {
    SMTP_URL: smtp.url,
    SITE_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  };
  ({ server, browser } = await startServerAndBrowser({ port, env }));
  api = adminApi(server.url, admin);
});
after(async () => {
  await stopServerAndBrowser(server, browser);
  await smtp?.close();
});

/** Every email the outbox holds for `to`, by template. */
async function templatesTo(to: string): Promise<string[]> {
  return (await outbox(api)).filter((email) => email.to.includes(to)).map((email) => email.template);
}

async function freshPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext();
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  return { page, errors: consoleErrors(page) };
}

/** `/join`: £5 a month by card for `email`, on to the demo checkout. */
async function startJoining(page: Page, email: string) {
  await page.goto(`${server.url}/join`);
  await page.getByRole('radio', { name: '£5', exact: true }).check();
  // The first (most used) method is chosen for the reader.
  assert.equal(await page.getByRole('radio', { name: 'Credit or debit card' }).isChecked(), true);
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/\/demo-checkout\//);
  await page
    .getByText(/no money moves/i)
    .first()
    .waitFor();
}

/** Pays on the demo checkout and gives the names: the join ends on "Check your email". */
async function payAndName(page: Page, email: string, name: { first: string; last: string }) {
  await page.getByRole('button', { name: 'Pay (succeeds)' }).click();
  await page.waitForURL(/\/join\/complete\?paymentFlowId=/);
  await page.getByRole('heading', { name: 'Almost done: your name' }).waitFor();
  await page.getByRole('textbox', { name: /^First name/ }).fill(name.first);
  await page.getByRole('textbox', { name: /^Last name/ }).fill(name.last);
  await page.getByRole('button', { name: 'Finish joining' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  await page.getByText(email, { exact: false }).first().waitFor();
}

test('a declined payment lands on /join/failed, and nobody has joined', async () => {
  const { page, errors } = await freshPage();
  const reader = 'declined.reader@example.org';
  const refusals: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refusals.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await startJoining(page, reader);
  await page.getByRole('button', { name: 'Decline (fails)' }).click();
  // Back on the form, which checks the flow (signup/check) before it asks for any names.
  await page.waitForURL(`${server.url}/join/failed`);
  await page.getByText('The team has been notified.').waitFor();
  await page.getByText(/Your payment did not go through/).waitFor();
  await assertNoViolations(page, '/join/failed');

  // Starting again is one link away, and no contact was made.
  await page.getByRole('link', { name: 'Try joining again' }).click();
  await page.waitForURL(`${server.url}/join`);
  await page.getByRole('button', { name: 'Continue to payment' }).waitFor();
  assert.deepEqual(await contactsWithEmail(api, reader), []);
  assert.deepEqual(await templatesTo(reader), []);
  // signup/check answers the refusal as a status: no failed request, and a clean console.
  assert.deepEqual(refusals, []);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('joining again with an address that has an account: "Check your email", the log-in email, no second contact', async () => {
  const { page, errors } = await freshPage();
  const before = await contactsWithEmail(api, member.email);
  assert.equal(before.length, 1);
  await startJoining(page, member.email);
  await payAndName(page, member.email, { first: 'Mina', last: 'Again' });
  // The same screen a new address gets: a stranger learns nothing of who has an account.
  await page.getByText(/If you already have an account, we've sent you an email to log in instead\./).waitFor();
  await assertNoViolations(page, 'check your email');

  const email = await emailTo(api, member.email, 'join-email-exists-login');
  assert.match(email.text, new RegExp(`${server.url.replace(/[.]/g, '\\.')}/auth/login`));
  const templates = await templatesTo(member.email);
  assert.ok(!templates.includes('join-confirm-email'), `no confirmation link for a known address: ${templates}`);
  const afterJoin = await contactsWithEmail(api, member.email);
  assert.deepEqual(
    afterJoin.map((c) => c.id),
    before.map((c) => c.id),
  );
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a required join survey: the new member answers it, then sets up the account and reaches /profile', async () => {
  const { items: callouts } = await api<{ items: { id: string; slug: string; status: string; access: string }[] }>(
    'GET',
    'callout?limit=100',
  );
  // The seed's open call-out for members: a topic to choose and a reason.
  const survey = callouts.find((c) => c.status === 'open' && c.access === 'member');
  assert.ok(survey, `an open members' call-out in the seed: ${JSON.stringify(callouts)}`);
  await api('PATCH', 'content/join/setup', { surveySlug: survey.slug, surveyRequired: true });
  try {
    const { page, errors } = await freshPage();
    const reader = 'survey.reader@example.org';
    await startJoining(page, reader);
    await payAndName(page, reader, { first: 'Sam', last: 'Survey' });
    const link = await linkIn(smtp, reader, /https?:\/\/\S+\/join\/confirm-email\/[\w-]+/);
    await page.goto(link);

    await page.waitForURL(`${server.url}/join/survey`);
    // The respond page's call-out form, as a React component of the app (not the custom element).
    const form = page.getByRole('main');
    await form.getByRole('combobox', { name: /Which topic should we cover next\?/ }).selectOption('schools');
    // Required: there is no way past it but answering.
    assert.equal(await page.getByRole('button', { name: 'Skip' }).count(), 0);
    await assertNoViolations(page, '/join/survey');
    await form.getByRole('textbox', { name: /Why does it matter to you\?/ }).fill('Asked while joining.');
    await form.getByRole('button', { name: /Submit/ }).click();

    await page.waitForURL(`${server.url}/join/setup`);
    assert.equal(await page.getByRole('textbox', { name: /^First name/ }).inputValue(), 'Sam');
    // A new member has no password yet: they choose one here.
    await page.getByLabel(/^New password/).fill('Sam1survey');
    await page.getByLabel(/^Confirm new password/).fill('Sam1survey');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${server.url}/profile`);
    await page.getByText('Your account is set up. Welcome!').waitFor();

    // The answer is stored, as this member's.
    const [contact] = await contactsWithEmail(api, reader);
    assert.ok(contact);
    const { items } = await api<{
      items: { contact?: { id: string; email: string } | null; answers?: Record<string, Record<string, unknown>> }[];
    }>('GET', `callout/${survey.id}/responses?with=answers&with=contact&limit=100`);
    const mine = items.filter((item) => item.contact?.id === contact.id);
    assert.equal(mine.length, 1);
    assert.deepEqual(mine[0]!.answers?.ideas, { topic: 'schools', why: 'Asked while joining.' });
    assert.deepEqual(errors, []);
    await page.context().close();
  } finally {
    await api('PATCH', 'content/join/setup', { surveySlug: null, surveyRequired: false });
  }
});

// The standard title and subtitle (content/join leaves them empty) are the form's own, translated.
test('<join-form lang="de"> shows its form in German, with no English left', () => germanJoinForm());

async function germanJoinForm() {
  const page = await newsroomPage(browser, server.url, '<join-form lang="de"></join-form>', 'de');
  const errors = consoleErrors(page);
  const form = page.locator('join-form');
  await form.getByRole('button', { name: 'Weiter zur Zahlung' }).waitFor();
  await form.getByRole('radio', { name: 'Anderer' }).waitFor();
  await form.getByRole('radio', { name: 'Monatlich' }).waitFor();
  await form.getByRole('radio', { name: 'Kredit- oder Debitkarte' }).waitFor();
  await form.getByRole('textbox', { name: /^E-Mail/ }).waitFor();
  await form.getByText('Zahlungsart', { exact: true }).waitFor();

  const text = await form.evaluate((element) =>
    [...element.shadowRoot!.children].map((child) => (child as HTMLElement).innerText ?? '').join('\n'),
  );
  for (const german of [
    'Werden Sie Mitglied',
    'Unterstützen Sie unabhängigen Journalismus',
    'Betrag',
    'Monatlich',
    'Jährlich',
    'Zahlungsart',
    'E-Mail',
    'Weiter zur Zahlung',
  ])
    assert.ok(text.includes(german), `"${german}" in:\n${text}`);
  for (const english of [
    'Join',
    'Support',
    'Monthly',
    'Annually',
    'Email',
    'Amount',
    'Payment method',
    'Continue to payment',
    'Credit or debit card',
    'Other',
    'fee',
  ])
    assert.ok(!new RegExp(`\\b${english}\\b`).test(text), `"${english}" left in:\n${text}`);
  assert.equal(await form.locator('[lang]').first().getAttribute('lang'), 'de');
  await assertNoViolations(page, '<join-form lang="de">');
  assert.deepEqual(errors, []);
  await page.context().close();
}
