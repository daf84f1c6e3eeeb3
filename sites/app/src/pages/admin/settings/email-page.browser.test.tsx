import {
  assert,
  axeViolations,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  waitFor,
} from '@masthead/test/browser-setup';
import { apiError, fakeApi, pathOf, queryOf } from '@masthead/client/testing';
import { renderPage } from '../../../testing/render-page.tsx';
import { adminContact } from '../crowdnewsroom/review.test-helper.ts';
import { EmailSettingsPage } from './email-page.tsx';

const mergeFields = ['NAME', 'ORGANISATION', 'URL'];
const defaults = { subject: 'Welcome to *|ORGANISATION|*', body: 'Welcome.\n\n[Go to your account](*|URL|*)' };

/** A fake API with the welcome email: PUT keeps a text per locale (or refuses an unknown merge field), DELETE drops it. */
async function open() {
  const saved = new Map<string, { subject: string; body: string }>();
  const view = (locale: string) => ({
    id: 'join-welcome',
    locale,
    ...(saved.get(locale) ?? defaults),
    mergeFields,
    custom: saved.has(locale),
  });
  const api = fakeApi((call) => {
    if (call.operation === 'GET /email') {
      const item = { id: 'join-welcome', name: 'Welcome', description: 'Welcomes a member.', mergeFields };
      return { status: 200, body: { items: [item] } };
    }
    if (call.operation === 'GET /email/{id}') return { status: 200, body: view(queryOf(call).get('locale')!) };
    if (call.operation === 'PUT /email/{id}') {
      const { locale, subject, body } = call.body as { locale: string; subject: string; body: string };
      if (body.includes('*|FNAME|*')) {
        return apiError('validation', [{ field: 'body', rule: 'merge-field', params: { mergeField: 'FNAME' } }]);
      }
      saved.set(locale, { subject, body });
      return { status: 200, body: view(locale) };
    }
    if (call.operation === 'DELETE /email/{id}') {
      saved.delete(queryOf(call).get('locale')!);
      return { status: 204 };
    }
    if (call.operation === 'POST /email/{id}/preview' && pathOf(call) === 'email/join-welcome/preview') {
      const { subject } = call.body as { subject: string };
      return { status: 200, body: { subject, text: 'Hello', html: '<p>Hello Ada Lovelace</p>' } };
    }
    return undefined;
  });
  await renderPage(EmailSettingsPage, {
    url: '/admin/settings/email',
    route: '/admin/settings/email',
    fetch: api.fetch,
    contact: adminContact,
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
    assert.deepEqual(saved.get('en'), { subject: 'Hi *|NAME|*!', body: 'Dear *|NAME|*' });
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
});
