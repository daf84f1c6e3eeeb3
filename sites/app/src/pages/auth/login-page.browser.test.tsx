import {
  assert,
  describe,
  getByLabelText,
  getByRole,
  it,
  queryAllByRole,
  sleep,
  typeInto,
  waitFor,
} from '@masthead/test/browser-setup';
import { apiError, fakeApi } from '@masthead/client/testing';
import { memberContact, renderPage } from '../../testing/render-page.tsx';
import { LoginPage } from './login-page.tsx';

const login = (url = '/auth/login', answer: Parameters<typeof fakeApi>[0]) => {
  const api = fakeApi(answer);
  return { api, ready: renderPage(LoginPage, { url, route: '/auth/login', fetch: api.fetch }) };
};

async function fillIn(email: string, password: string) {
  typeInto(getByRole('textbox', { name: 'Email' }) as HTMLInputElement, email);
  typeInto(getByLabelText('Password'), password);
  await sleep(0);
  getByRole('button', { name: 'Log in' }).click();
}

/** The page's own alert, not the notification list's region. */
const formAlert = () => getByRole('alert', {}, getByRole('region', { name: 'Log in' }));

describe('Login page', () => {
  it('asks for the 2FA code when the server wants one, reports a wrong code, then logs in and goes to next', async () => {
    const { api, ready } = login('/auth/login?next=%2Fprofile%2Faccount', ({ method, path, body }) => {
      if (method === 'POST' && path === 'auth/login') {
        const token = (body as { token?: string }).token;
        if (!token) return apiError('mfa-token-required');
        return token === '654321' ? { status: 204 } : apiError('invalid-token');
      }
      if (method === 'GET' && path === 'contact/me?with=isReviewer') return { status: 200, body: memberContact };
      return undefined;
    });
    const ctx = await ready;
    await fillIn('rea@example.org', 'Passw0rd');

    const code = await waitFor(() => getByRole('textbox', { name: 'Verification code' }));
    await waitFor(() => assert.equal(document.activeElement, code, 'focus moves to the code'));
    getByRole('link', { name: 'Lost your 2FA device?' });

    typeInto(code as HTMLInputElement, '123 456');
    await sleep(0);
    getByRole('button', { name: 'Log in' }).click();
    await waitFor(() => assert.equal(code.getAttribute('aria-invalid'), 'true'));
    const errorId = code.getAttribute('aria-describedby')!;
    assert.equal(document.getElementById(errorId)?.textContent, 'Invalid 2FA token');
    assert.equal(ctx.session.contact, null);

    typeInto(code as HTMLInputElement, '654321');
    await sleep(0);
    getByRole('button', { name: 'Log in' }).click();
    await waitFor(() => assert.equal(location.pathname, '/profile/account'));
    assert.equal(ctx.session.contact?.email, 'rea@example.org');
    assert.deepEqual(
      api.calls.map((c) => [c.method, c.path, c.body]),
      [
        ['POST', 'auth/login', { email: 'rea@example.org', password: 'Passw0rd' }],
        ['POST', 'auth/login', { email: 'rea@example.org', password: 'Passw0rd', token: '123456' }],
        ['POST', 'auth/login', { email: 'rea@example.org', password: 'Passw0rd', token: '654321' }],
        ['GET', 'contact/me?with=isReviewer', undefined],
      ],
    );
  });

  it('says when email and password do not match, and offers a reset after too many tries', async () => {
    let code: 'login-failed' | 'TOO_MANY_REQUESTS' = 'login-failed';
    const { ready } = login(undefined, ({ path }) => (path === 'auth/login' ? apiError(code) : undefined));
    await ready;
    await fillIn('rea@example.org', 'wrong');
    await waitFor(() => assert.equal(formAlert().textContent, 'Invalid password/email combination'));
    assert.equal(queryAllByRole('link', { name: 'Reset your password' }).length, 0);
    code = 'TOO_MANY_REQUESTS';
    getByRole('button', { name: 'Log in' }).click();
    await waitFor(() => assert.match(formAlert().textContent ?? '', /^Rate limit exceeded/));
    getByRole('link', { name: 'Reset your password' });
  });

  it('checks the fields before sending and focuses the first problem', async () => {
    const { api, ready } = login(undefined, () => undefined);
    await ready;
    await fillIn('not-an-email', '');
    const email = getByRole('textbox', { name: 'Email' });
    await waitFor(() => assert.equal(document.activeElement, email));
    assert.equal(
      document.getElementById(email.getAttribute('aria-describedby')!)?.textContent,
      'Please enter a valid email address',
    );
    const password = getByLabelText('Password');
    assert.equal(
      document.getElementById(password.getAttribute('aria-describedby')!)?.textContent,
      'This field is required',
    );
    assert.equal(api.calls.length, 0);
  });

  it('ignores a next parameter that leads off the site', async () => {
    const { ready } = login('/auth/login?next=https%3A%2F%2Fevil.example%2F', ({ path }) =>
      path === 'auth/login' ? { status: 204 } : { status: 200, body: memberContact },
    );
    await ready;
    await fillIn('rea@example.org', 'Passw0rd');
    await waitFor(() => assert.equal(location.href, `${location.origin}/`));
  });
});
