import {
  assert,
  axeViolations,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  queryAllByRole,
  waitFor,
} from '@masthead/test/browser-setup';
import type { SessionContact } from '@masthead/client';
import { apiError, fakeApi, pathOf, queryOf } from '@masthead/client/testing';
import { renderPage } from '../../../testing/render-page.tsx';
import { adminContact, superadminContact } from '../../../admin-kit/admin-contacts.test-helper.ts';
import { EmailSettingsPage } from './email-page.tsx';

const mergeFields = ['NAME', 'ORGANISATION', 'URL'];
const defaults = { subject: 'Welcome to *|ORGANISATION|*', body: 'Welcome.\n\n[Go to your account](*|URL|*)' };
const items = [
  { id: 'join-welcome', name: 'Welcome', description: 'Welcomes a member.', mergeFields, secureLink: false },
  { id: 'reset-password', name: 'Reset password', description: 'The reset link.', mergeFields, secureLink: true },
];

/**
 * A fake API with the welcome and the reset email: PUT keeps a text per
 * email and locale (or refuses an unknown merge field, or a reset's link
 * glued to another address), DELETE drops it.
 */
async function open(contact: SessionContact = adminContact, { testsLeft = Infinity } = {}) {
  let tests = testsLeft;
  const saved = new Map<string, { subject: string; body: string }>();
  const view = (id: string, locale: string) => ({
    id,
    locale,
    ...(saved.get(`${id} ${locale}`) ?? defaults),
    mergeFields,
    custom: saved.has(`${id} ${locale}`),
  });
  const idOf = (path: string) => path.split('/')[1]!;
  const api = fakeApi((call) => {
    if (call.operation === 'GET /email') return { status: 200, body: { items } };
    if (call.operation === 'GET /email/{id}') {
      return { status: 200, body: view(idOf(pathOf(call)), queryOf(call).get('locale')!) };
    }
    if (call.operation === 'PUT /email/{id}') {
      const id = idOf(pathOf(call));
      const { locale, subject, body } = call.body as { locale: string; subject: string; body: string };
      if (body.includes('*|FNAME|*')) {
        return apiError('validation', [{ field: 'body', rule: 'merge-field', params: { mergeField: 'FNAME' } }]);
      }
      if (id === 'reset-password' && body.includes('evil.example')) {
        return apiError('validation', [{ field: 'body', rule: 'link-alone' }]);
      }
      saved.set(`${id} ${locale}`, { subject, body });
      return { status: 200, body: view(id, locale) };
    }
    if (call.operation === 'DELETE /email/{id}') {
      saved.delete(`${idOf(pathOf(call))} ${queryOf(call).get('locale')!}`);
      return { status: 204 };
    }
    if (call.operation === 'POST /email/{id}/preview' && /^email\/[\w-]+\/preview$/.test(pathOf(call))) {
      const { subject } = call.body as { subject: string };
      return { status: 200, body: { subject, text: 'Hello', html: '<p>Hello Ada Lovelace</p>' } };
    }
    if (call.operation === 'POST /email/{id}/test' && /^email\/[\w-]+\/test$/.test(pathOf(call))) {
      if (tests <= 0) return apiError('TOO_MANY_REQUESTS');
      tests -= 1;
      return { status: 204 };
    }
    return undefined;
  });
  await renderPage(EmailSettingsPage, {
    url: '/admin/settings/email',
    route: '/admin/settings/email',
    fetch: api.fetch,
    contact,
  });
  await waitFor(() => getByRole('button', { name: 'Welcome' }));
  return { api, saved };
}

const field = (label: string) => getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const type = (element: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!.set!;
  setter.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('email settings page', () => {
  it('edits, previews, saves and resets an email in one language, with no axe violations', async () => {
    const { api, saved } = await open();
    assert.equal(getByRole('link', { name: 'Email' }).getAttribute('aria-current'), 'page');
    getByRole('button', { name: 'Welcome' }).click();
    await waitFor(() => field('Subject'));
    assert.equal(field('Subject').value, defaults.subject);
    getByText('The default text.');
    assert.deepEqual(await axeViolations(), []);

    // A merge field goes in at the cursor of the field last used.
    const subject = field('Subject');
    type(subject, 'Hi !');
    subject.focus();
    subject.setSelectionRange(3, 3);
    getByRole('button', { name: '*|NAME|*' }).click();
    await waitFor(() => assert.equal(field('Subject').value, 'Hi *|NAME|*!'));

    getByRole('button', { name: 'Preview' }).click();
    const frame = await waitFor(() => getByRole('region', { name: 'Preview' }).querySelector('iframe')!);
    assert.equal(frame.getAttribute('sandbox'), '');
    assert.match(frame.getAttribute('srcdoc') ?? '', /Ada Lovelace/);
    getByText('Subject: Hi *|NAME|*!');

    // The server's 422 is shown on its field.
    type(field('Body'), 'Dear *|FNAME|*');
    getByRole('button', { name: 'Save' }).click();
    await waitFor(() => getByText(/\*\|FNAME\|\* is not a merge field of this email/));
    assert.equal(field('Body').getAttribute('aria-invalid'), 'true');

    type(field('Body'), 'Dear *|NAME|*');
    getByRole('button', { name: 'Save' }).click();
    await waitFor(() => getByText('Your own text for this language.'));
    assert.deepEqual(saved.get('join-welcome en'), { subject: 'Hi *|NAME|*!', body: 'Dear *|NAME|*' });
    assert.deepEqual(await axeViolations(), []);

    getByRole('button', { name: 'Reset to default' }).click();
    const dialog = await waitFor(() => getByRole('dialog', { name: 'Reset this email to its default text?' }));
    (dialog.querySelectorAll('button')[1] as HTMLButtonElement).click();
    await waitFor(() => getByText('The default text.'));
    assert.equal(saved.size, 0);
    assert.ok(
      api.calls.some((call) => call.operation === 'DELETE /email/{id}' && queryOf(call).get('locale') === 'en'),
    );
  });

  it('shows an admin a security email read-only, with why, and the preview only', async () => {
    const { api } = await open();
    getByRole('button', { name: 'Reset password' }).click();
    await waitFor(() => field('Subject'));
    getByText('Only a superadmin can change this email, because it carries a secret link.');
    assert.equal(field('Subject').readOnly, true);
    assert.equal(field('Body').readOnly, true);
    assert.equal(queryAllByRole('button', { name: 'Save' }).length, 0);
    assert.equal(queryAllByRole('button', { name: '*|URL|*' }).length, 0, 'no merge fields to put in');
    getByRole('button', { name: 'Preview' }).click();
    await waitFor(() => getByRole('region', { name: 'Preview' }));
    assert.ok(!api.calls.some((call) => call.operation === 'PUT /email/{id}'));
    assert.deepEqual(await axeViolations(), []);
  });

  it('lets a superadmin change a security email’s words, not its link', async () => {
    const { saved } = await open(superadminContact);
    getByRole('button', { name: 'Reset password' }).click();
    await waitFor(() => field('Subject'));
    getByText(/This email carries a secret link\. You can change the words around it/);
    assert.equal(field('Body').readOnly, false);

    type(field('Body'), 'Words.\n\n[Reset](https://evil.example/r?u=*|URL|*)');
    getByRole('button', { name: 'Save' }).click();
    await waitFor(() => getByText(/Keep \*\|URL\|\* on its own/));
    assert.equal(field('Body').getAttribute('aria-invalid'), 'true');
    assert.equal(saved.size, 0, 'the app refuses it before the server does');

    type(field('Body'), 'Our own words.\n\n[Choose a new password](*|URL|*)');
    getByRole('button', { name: 'Save' }).click();
    await waitFor(() => getByText('Your own text for this language.'));
    assert.deepEqual(saved.get('reset-password en'), {
      subject: defaults.subject,
      body: 'Our own words.\n\n[Choose a new password](*|URL|*)',
    });
    getByRole('button', { name: 'Reset to default' });
    assert.deepEqual(await axeViolations(), []);
  });

  it('sends a test of the saved email to the admin’s own address, says so, and says when too many were sent', async () => {
    const { api } = await open(adminContact, { testsLeft: 1 });
    getByRole('button', { name: 'Reset password' }).click();
    await waitFor(() => field('Subject'));
    const send = getByRole('button', { name: 'Send a test to me' });
    assert.equal(
      document.getElementById(send.getAttribute('aria-describedby')!)?.textContent,
      'The test is the saved text with sample values and a dummy link, sent to your own address.',
    );
    send.click();
    await waitFor(() => getByText(/A test of this email is on its way to ed@example\.org\./));
    const calls = api.calls.filter((call) => call.operation === 'POST /email/{id}/test');
    assert.equal(calls.length, 1);
    assert.equal(pathOf(calls[0]!), 'email/reset-password/test');
    assert.equal(queryOf(calls[0]!).get('locale'), 'en');
    assert.equal(calls[0]!.body, undefined, 'no address is sent: the server writes to the caller’s own');
    assert.deepEqual(await axeViolations(), []);

    getByRole('button', { name: 'Send a test to me' }).click();
    await waitFor(() => getByText(/^Rate limit exceeded/));
  });
});
