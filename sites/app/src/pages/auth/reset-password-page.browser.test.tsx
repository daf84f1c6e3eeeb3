import {
  assert,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  sleep,
  typeInto,
  waitFor,
} from '@masthead/test/browser-setup';
import { apiError, fakeApi } from '@masthead/client/testing';
import { member, memberContact, renderPage } from '../../testing/render-page.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { ResetDevicePage } from './reset-device-page.tsx';
import { ResetPasswordPage, SetPasswordPage } from './reset-password-page.tsx';

async function choose(password: string, confirmation: string, button: string) {
  typeInto(getByLabelText('New password'), password);
  typeInto(getByLabelText('Confirm new password'), confirmation);
  await sleep(0);
  getByRole('button', { name: button }).click();
}

describe('Reset and set password pages', () => {
  it('sets a new password, asking for the 2FA code when needed, and logs in', async () => {
    const api = fakeApi(({ method, path, body }) => {
      if (method === 'PUT' && path === 'reset-password/abc') {
        return (body as { token?: string }).token === '123456'
          ? { status: 200, body: memberContact }
          : apiError('mfa-token-required');
      }
      if (path === 'contact/me?with=isReviewer') return { status: 200, body: memberContact };
      return undefined;
    });
    const ctx = await renderPage(ResetPasswordPage, {
      url: '/auth/reset-password/abc',
      route: '/auth/reset-password/:id',
      params: { id: 'abc' },
      fetch: api.fetch,
    });
    getByText('Choose a new password for your account.');
    await choose('Passw0rd', 'Passw0rd', 'Change password');
    const code = await waitFor(() => getByRole('textbox', { name: 'Verification code' }));
    typeInto(code as HTMLInputElement, '123456');
    await sleep(0);
    getByRole('button', { name: 'Change password' }).click();
    await waitFor(() => assert.equal(location.pathname, '/'));
    assert.equal(ctx.session.contact?.id, member.id);
    assert.deepEqual(api.calls[1]?.body, { password: 'Passw0rd', token: '123456' });
  });

  it('shows an expired link with a way to ask for a new one', async () => {
    const api = fakeApi(() => apiError('link-expired'));
    await renderPage(SetPasswordPage, {
      url: '/auth/set-password/old',
      route: '/auth/set-password/:id',
      params: { id: 'old' },
      fetch: api.fetch,
    });
    getByRole('heading', { level: 1, name: 'Set your password' });
    await choose('Passw0rd', 'Passw0rd', 'Save password');
    await waitFor(() => getByText('This link has expired'));
    getByText('This link has expired or has already been used. Please ask for a new one.');
    assert.equal(getByRole('link', { name: 'Ask for a new link' }).getAttribute('href'), '/auth/forgot-password');
  });

  it('checks the rule and the match before sending', async () => {
    const api = fakeApi(() => undefined);
    await renderPage(ResetPasswordPage, {
      url: '/auth/reset-password/x',
      route: '/auth/reset-password/:id',
      params: { id: 'x' },
      fetch: api.fetch,
    });
    await choose('Passw0rd', 'Passw0rd1', 'Change password');
    const confirmation = getByLabelText('Confirm new password');
    await waitFor(() => assert.equal(document.activeElement, confirmation));
    assert.equal(
      document.getElementById(confirmation.getAttribute('aria-describedby')!)?.textContent,
      "The passwords don't match",
    );
    assert.equal(api.calls.length, 0);
  });
});

describe('Forgot password and reset device pages', () => {
  it('asks for a reset link with the reset page as its base and says it was sent', async () => {
    const api = fakeApi(() => ({ status: 204 }));
    await renderPage(ForgotPasswordPage, {
      url: '/auth/forgot-password',
      route: '/auth/forgot-password',
      fetch: api.fetch,
    });
    typeInto(getByRole('textbox', { name: 'Email' }) as HTMLInputElement, 'rea@example.org');
    await sleep(0);
    getByRole('button', { name: 'Send reset link' }).click();
    await waitFor(() => getByText(/^If there is an account for rea@example.org, we have sent it a link/));
    const { method, path, body } = api.calls[0]!;
    assert.deepEqual(
      { method, path, body },
      {
        method: 'POST',
        path: 'reset-password',
        body: { email: 'rea@example.org', resetUrl: `${location.origin}/auth/reset-password` },
      },
    );
  });

  it('turns 2FA off with the password, and reports a wrong one', async () => {
    const api = fakeApi(({ body }) =>
      (body as { password: string }).password === 'Passw0rd' ? { status: 204 } : apiError('login-failed'),
    );
    await renderPage(ResetDevicePage, {
      url: '/auth/reset-device/d1',
      route: '/auth/reset-device/:id',
      params: { id: 'd1' },
      fetch: api.fetch,
    });
    typeInto(getByLabelText('Password'), 'nope');
    await sleep(0);
    getByRole('button', { name: 'Turn off two-factor authentication' }).click();
    await waitFor(() => getByText('Invalid password/email combination'));
    typeInto(getByLabelText('Password'), 'Passw0rd');
    await sleep(0);
    getByRole('button', { name: 'Turn off two-factor authentication' }).click();
    await waitFor(() => getByText(/^Two-factor authentication is off\./));
    const { method, path, body } = api.calls.at(-1)!;
    assert.deepEqual(
      { method, path, body },
      {
        method: 'PUT',
        path: 'reset-device/d1',
        body: { password: 'Passw0rd', type: 'totp' },
      },
    );
  });
});
