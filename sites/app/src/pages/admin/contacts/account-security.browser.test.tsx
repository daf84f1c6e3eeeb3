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
import { apiError } from '@masthead/client/testing';
import { ada } from './contact.test-helper.ts';
import { accountServer, openTab, sent } from './account.test-helper.ts';

const security = () => getByRole('region', { name: 'Security' });

async function open(options: Parameters<typeof accountServer>[0] = {}) {
  const api = accountServer(options);
  await openTab(api, 'account');
  await waitFor(() => getByRole('heading', { level: 2, name: 'Security' }));
  return api;
}

describe('Contact page, account tab: security', () => {
  it('resets 2FA after a confirmation, without a code, and says it is off', async () => {
    const api = await open({ mfa: true });
    await waitFor(() => getByText('Two-factor authentication is on.'));
    getByRole('button', { name: 'Reset two-factor authentication' }).click();
    const dialog = await waitFor(() =>
      getByRole('dialog', { name: 'Reset two-factor authentication for Ada Reader?' }),
    );
    getByRole('button', { name: 'Reset two-factor authentication' }, dialog).click();
    await waitFor(() => getByText('Two-factor authentication is now off for Ada Reader.'));
    const call = sent(api, 'DELETE /contact/{id}/mfa')[0]!;
    assert.equal(call.path, `contact/${ada.id}/mfa`);
    assert.deepEqual(call.body, {});
    getByText('Two-factor authentication is off.');
    assert.equal(queryAllByRole('button', { name: 'Reset two-factor authentication' }).length, 0);
  });

  it('offers no 2FA reset when it is off', async () => {
    const api = await open();
    await waitFor(() => getByText('Two-factor authentication is off.'));
    assert.equal(queryAllByRole('button', { name: 'Reset two-factor authentication' }).length, 0);
    assert.equal(sent(api, 'GET /contact/{id}/mfa').length, 1);
  });

  it('sends a password reset email pointing at the app’s reset page', async () => {
    const api = await open();
    getByRole('button', { name: 'Send a password reset email' }).click();
    await waitFor(() => getByText('We have sent a password reset link to ada@example.org.'));
    assert.deepEqual(sent(api, 'POST /contact/{id}/reset-password')[0]!.body, {
      resetUrl: `${location.origin}/auth/reset-password`,
    });
  });

  it('unlocks the account and says so', async () => {
    const api = await open();
    getByRole('button', { name: 'Unlock the account' }).click();
    await waitFor(() => getByText('The account is unlocked: Ada Reader can log in again now.'));
    assert.equal(sent(api, 'POST /contact/{id}/unlock')[0]!.path, `contact/${ada.id}/unlock`);
  });

  it('shows an emergency login link in a read-only field with its one-hour expiry and a copy button', async () => {
    const api = await open();
    getByRole('button', { name: 'Create a login link' }).click();
    const link = (await waitFor(() => getByLabelText('Login link'))) as HTMLInputElement;
    assert.equal(link.value, `${location.origin}/auth/login-link/${ada.id}-once`);
    assert.equal(link.readOnly, true);
    await waitFor(() => assert.equal(document.activeElement, link));
    getByText('A login link has been created.');
    getByText(/^It works once, until .+ \(one hour\)\./);
    assert.equal(sent(api, 'POST /contact/{id}/login-link').length, 1);
    getByRole('button', { name: 'Copy link' }).click();
    await waitFor(() =>
      getByText(/^(Copied to the clipboard\.|The link is selected: press Ctrl\+C \(or ⌘\+C\) to copy it\.)$/),
    );
    assert.deepEqual(await axeViolations(), []);
  });

  it('shows the catalogue’s text when the server refuses an action', async () => {
    await open({
      route: (call) => (call.operation === 'POST /contact/{id}/unlock' ? apiError('forbidden') : undefined),
    });
    getByRole('button', { name: 'Unlock the account' }).click();
    await waitFor(() => getByText("You don't have access to that.", security()));
    assert.equal(queryAllByRole('status').filter((s) => /unlocked/.test(s.textContent ?? '')).length, 0);
  });
});

describe('Contact page, account tab: delete', () => {
  it('deletes the contact after a dialog naming them, then opens the list with a notification', async () => {
    const api = await open();
    const button = getByRole('button', { name: 'Delete contact' });
    button.focus();
    button.click();
    const dialog = await waitFor(() => getByRole('dialog', { name: 'Delete Ada Reader?' }));
    getByText(/^Kept: their call-out answers, anonymised, their comments, and their payments/, dialog);
    getByText(/^Removed: their name, email address/, dialog);
    assert.equal(document.activeElement, getByRole('button', { name: 'Cancel' }, dialog), 'focus on the safe choice');
    assert.deepEqual(await axeViolations(), []);
    getByRole('button', { name: 'Cancel' }, dialog).click();
    await waitFor(() => assert.equal(queryAllByRole('dialog').length, 0));
    assert.equal(sent(api, 'DELETE /contact/{id}').length, 0);

    button.click();
    (await waitFor(() => getByRole('button', { name: 'Delete Ada Reader' }))).click();
    await waitFor(() => assert.equal(location.pathname, '/admin/contacts'));
    assert.equal(sent(api, 'DELETE /contact/{id}')[0]!.path, `contact/${ada.id}`);
    getByText(/^Success: Ada Reader has been deleted\.$/);
  });

  it('says why a delete was refused and stays', async () => {
    const api = await open({
      route: (call) => (call.operation === 'DELETE /contact/{id}' ? apiError('forbidden') : undefined),
    });
    getByRole('button', { name: 'Delete contact' }).click();
    (await waitFor(() => getByRole('button', { name: 'Delete Ada Reader' }))).click();
    await waitFor(() => getByText("You don't have access to that."));
    assert.equal(location.pathname, `/admin/contacts/${ada.id}/account`);
    assert.equal(sent(api, 'DELETE /contact/{id}').length, 1);
  });

  it('offers no delete on one’s own page', async () => {
    const api = accountServer();
    await openTab(api, 'account', { ...ada, activeRoles: ['member', 'admin'] });
    await waitFor(() => getByRole('heading', { level: 2, name: 'Security' }));
    assert.equal(queryAllByRole('button', { name: 'Delete contact' }).length, 0);
    assert.equal(queryAllByRole('region', { name: 'Delete the contact' }).length, 0);
  });
});
