import {
  assert,
  axeViolations,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  typeInto,
  waitFor,
} from '@masthead/test/browser-setup';
import type { NewsletterFailedPush, NewsletterSettings, NewsletterSync } from '@masthead/core';
import { fakeApi, listAnswer, pathOf, validationAnswer, type Answer } from '@masthead/client/testing';
import { renderPage } from '../../../testing/render-page.tsx';
import { adminContact } from '../../../admin-kit/admin-contacts.test-helper.ts';
import { NewsletterSettingsPage } from './newsletter-page.tsx';

const none: NewsletterSettings = {
  provider: 'none',
  apiKey: '',
  serverPrefix: '',
  audienceId: '',
  doubleOptIn: true,
  groups: [],
  webhookUrl: null,
};
const failedPush: NewsletterFailedPush = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'bounced@example.org',
  error: 'Mailchimp 400: Invalid Resource',
  attempts: 1,
  failedAt: '2030-01-01T10:00:00.000Z',
};

/** The newsletter endpoints as the server keeps them; `refuse` answers the first PATCH. */
function newsletterServer(refuse?: Answer) {
  let settings = { ...none };
  let sync: NewsletterSync = { state: 'idle', done: 0, total: 0, failed: 0, startedAt: null, finishedAt: null };
  let polls = 0;
  let failed = [failedPush];
  const api = fakeApi((call) => {
    switch (call.operation) {
      case 'GET /newsletter/settings':
        return { status: 200, body: settings };
      case 'PATCH /newsletter/settings': {
        if (refuse) {
          const answer = refuse;
          refuse = undefined;
          return answer;
        }
        const { apiKey, ...rest } = call.body as Partial<NewsletterSettings>;
        settings = { ...settings, ...rest, serverPrefix: 'us21', webhookUrl: '/api/1.0/newsletter/webhook/s3cret' };
        if (apiKey) settings.apiKey = `••••••••${apiKey.slice(-4)}`;
        return { status: 200, body: settings };
      }
      case 'GET /newsletter/interests':
        return { status: 200, body: [{ id: 'intweekly', name: 'Weekly', category: 'Newsletters' }] };
      case 'POST /newsletter/sync':
        sync = { ...sync, state: 'queued', startedAt: '2030-01-01T10:00:00.000Z' };
        return { status: 202, body: sync };
      case 'GET /newsletter/sync':
        if (sync.state === 'queued' || sync.state === 'running') {
          polls += 1;
          sync =
            polls < 2
              ? { ...sync, state: 'running', done: 2, total: 4 }
              : { ...sync, state: 'done', done: 4, total: 4, failed: 1, finishedAt: '2030-01-01T10:01:00.000Z' };
        }
        return { status: 200, body: sync };
      case 'GET /newsletter/failed':
        return listAnswer(failed);
      case 'POST /newsletter/failed/{id}/retry':
        failed = failed.filter((push) => !pathOf(call).endsWith(push.id + '/retry'));
        return { status: 204, body: null };
      default:
        return undefined;
    }
  });
  return api;
}

const open = (api: ReturnType<typeof newsletterServer>) =>
  renderPage(NewsletterSettingsPage, {
    url: '/admin/settings/newsletter',
    route: '/admin/settings/newsletter',
    fetch: api.fetch,
    contact: adminContact,
  });

describe('Settings: newsletter tab', () => {
  it('says statuses stay in Masthead without a provider, and connects Mailchimp after a refused key', async () => {
    const api = newsletterServer(validationAnswer([{ field: 'apiKey', rule: 'rejected' }]));
    await open(api);
    await waitFor(() => getByText(/statuses and groups stay in Masthead/));
    assert.equal(getByRole('link', { name: 'Newsletter' }).getAttribute('aria-current'), 'page');
    const provider = getByLabelText('Provider') as unknown as HTMLSelectElement;
    provider.value = 'mailchimp';
    provider.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => getByLabelText(/API key/));
    getByRole('button', { name: 'Save' }).click();
    // Checked here first: the key and audience are missing.
    await waitFor(() => assert.equal(document.activeElement, getByLabelText(/API key/)));
    typeInto(getByLabelText(/API key/) as HTMLInputElement, '0123456789abcdef-us21');
    typeInto(getByLabelText(/Audience id/) as HTMLInputElement, 'a1b2c3d4e5');
    getByRole('button', { name: 'Save' }).click();
    await waitFor(() => getByText('Mailchimp did not accept this API key.'));
    assert.equal(document.activeElement, getByLabelText(/API key/));
    getByRole('button', { name: 'Save' }).click();
    await waitFor(() => getByText(/The newsletter settings have been saved/));
    const patches = api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body);
    assert.deepEqual(patches.at(-1), {
      provider: 'mailchimp',
      apiKey: '0123456789abcdef-us21',
      audienceId: 'a1b2c3d4e5',
    });
    await waitFor(() => getByLabelText('Webhook address'));
    assert.match(
      (getByLabelText('Webhook address') as HTMLInputElement).value,
      /\/api\/1\.0\/newsletter\/webhook\/s3cret$/,
    );
    assert.deepEqual(await axeViolations(), []);
  });

  it('syncs now with a progress bar and an announced result, and retries a failed push', async () => {
    const api = newsletterServer();
    await open(api);
    await waitFor(() => getByLabelText('Provider'));
    const provider = getByLabelText('Provider') as unknown as HTMLSelectElement;
    provider.value = 'mailchimp';
    provider.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => getByLabelText(/API key/));
    typeInto(getByLabelText(/API key/) as HTMLInputElement, '0123456789abcdef-us21');
    typeInto(getByLabelText(/Audience id/) as HTMLInputElement, 'a1b2c3d4e5');
    getByRole('button', { name: 'Save' }).click();
    await waitFor(() => getByRole('button', { name: 'Sync now' }));
    getByRole('button', { name: 'Sync now' }).click();
    await waitFor(() => getByRole('progressbar', { name: 'Sync progress' }));
    await waitFor(() => getByText('The last sync finished: 4 of 4 done, 1 failed.'), { timeout: 5000 });
    await waitFor(() => getByText('bounced@example.org'));
    getByRole('button', { name: 'Retry bounced@example.org' }).click();
    await waitFor(() => getByText('The change for bounced@example.org is sent again.'));
    await waitFor(() => getByText('Every change has reached Mailchimp.'));
    assert.deepEqual(await axeViolations(), []);
  });
});
