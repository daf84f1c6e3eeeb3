import { assert, describe, getByRole, getByText, it, waitFor } from '@masthead/test/browser-setup';
import { apiError, fakeApi } from '@masthead/client/testing';
import { member, memberContact, renderPage } from '../../testing/render-page.tsx';
import { ChangeEmailPage } from './change-email-page.tsx';

const changed = { ...memberContact, email: 'new@example.org' };

const open = (fetch: typeof window.fetch, contact = null as typeof member | null) =>
  renderPage(ChangeEmailPage, {
    url: '/auth/change-email/abc',
    route: '/auth/change-email/:id',
    params: { id: 'abc' },
    fetch,
    contact,
  });

describe('Change email page', () => {
  it('changes nothing on opening; the button uses the link and says which address is now the account’s', async () => {
    const api = fakeApi(({ method, path }) => {
      if (method === 'POST' && path === 'email-change/abc') return { status: 200, body: changed };
      if (path === 'contact/me?with=isReviewer') return { status: 200, body: changed };
      return undefined;
    });
    const ctx = await open(api.fetch, member);
    assert.equal(api.calls.length, 0, 'a mail scanner opening the link changes nothing');
    getByRole('button', { name: 'Use this email address' }).click();
    await waitFor(() => getByText('Your email address is now new@example.org.'));
    assert.ok(getByRole('link', { name: 'Go to your account' }));
    // The owner's session shows the new address.
    await waitFor(() => assert.equal(ctx.session.contact?.email, 'new@example.org'));
  });

  it('works logged out, without asking for the session', async () => {
    const api = fakeApi(({ method, path }) =>
      method === 'POST' && path === 'email-change/abc' ? { status: 200, body: changed } : undefined,
    );
    await open(api.fetch);
    getByRole('button', { name: 'Use this email address' }).click();
    await waitFor(() => getByText('Your email address is now new@example.org.'));
    assert.deepEqual(
      api.calls.map((call) => `${call.method} ${call.path}`),
      ['POST email-change/abc'],
    );
  });

  it('an expired or used link says so and how to get a new one', async () => {
    const api = fakeApi(() => apiError('link-expired'));
    await open(api.fetch);
    getByRole('button', { name: 'Use this email address' }).click();
    await waitFor(() => getByText('This link has expired or has already been used. Please ask for a new one.'));
    getByText('You can ask for a new link by changing your email address on your account page again.');
  });

  it('an address taken meanwhile gets the catalogue text', async () => {
    const api = fakeApi(() => apiError('duplicate-email'));
    await open(api.fetch);
    getByRole('button', { name: 'Use this email address' }).click();
    await waitFor(() => getByRole('alert'));
  });
});
