import {
  assert,
  axeViolations,
  describe,
  findAccessible,
  getByLabelText,
  getByRole,
  getByText,
  it,
  sleep,
  typeInto,
  waitFor,
} from '@masthead/test/browser-setup';
import { apiError, fakeApi, type SentCall } from '@masthead/client/testing';
import { member, renderPage } from '../../../testing/render-page.tsx';
import type { AccountContact } from './account-contact.ts';
import { AccountPage } from './account-page.tsx';

const contact: AccountContact = {
  ...member,
  activeRoles: ['member'],
  joined: '2025-01-02T10:00:00.000Z',
  lastSeen: '2026-11-20T10:00:00.000Z',
  contributionAmount: null,
  contributionPeriod: null,
  roles: [{ role: 'member', dateAdded: '2025-01-02T10:00:00.000Z', dateExpires: null }],
  profile: {
    telephone: '',
    preferredContact: '',
    deliveryOptIn: false,
    deliveryAddress: null,
    newsletterStatus: 'none',
    newsletterGroups: [],
  },
};

const recoveryCodes = Array.from({ length: 10 }, (_, i) => `ABCD-EFGH-IJKL-MN${String.fromCharCode(65 + i)}${i}`);

/**
 * A server for one member: contact/me, PATCH merging, and 2FA with the code 123456 and the password
 * Correct1horse; `start` changes the member it starts with.
 */
function server(
  extra: (call: SentCall) => ReturnType<Parameters<typeof fakeApi>[0]> = () => undefined,
  start: Partial<AccountContact> = {},
) {
  let current = { ...structuredClone(contact), ...start };
  let mfa = false;
  return fakeApi((call) => {
    const found = extra(call);
    if (found) return found;
    const body = (call.body ?? {}) as Record<string, unknown> & { token?: string };
    if (call.method === 'GET' && call.path === 'contact/me?with=profile&with=roles')
      return { status: 200, body: current };
    if (call.method === 'GET' && call.path === 'contact/me/mfa')
      return { status: 200, body: mfa ? { type: 'totp' } : null };
    if (call.method === 'PATCH' && call.path === 'contact/me') {
      const { profile, ...rest } = body as Partial<AccountContact>;
      // A password is not part of the contact the server answers.
      const shown = Object.fromEntries(Object.entries(rest).filter(([key]) => !/password/i.test(key)));
      current = { ...current, ...shown, profile: { ...current.profile, ...profile } };
      if (body.password) current.hasPassword = true;
      return { status: 200, body: current };
    }
    if (call.path === 'contact/me/mfa' && (call.method === 'POST' || call.method === 'DELETE')) {
      if (call.method === 'POST' && body.password !== 'Correct1horse') return apiError('login-failed');
      if (body.token !== '123456') return apiError('invalid-token');
      mfa = call.method === 'POST';
      return mfa ? { status: 200, body: { recoveryCodes } } : { status: 204 };
    }
    return undefined;
  });
}

const section = (name: string) => getByRole('region', { name });
const errorOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter((text) => text && !/^At least 8/.test(text))
    .join(' | ');

async function open(api: ReturnType<typeof server>) {
  const ctx = await renderPage(AccountPage, {
    url: '/profile/account',
    route: '/profile/account',
    fetch: api.fetch,
    contact: member,
  });
  await waitFor(() => section('Contact information'));
  return ctx;
}

describe('Account page', () => {
  it('requires line 1, city and postcode once any part of the address is given', async () => {
    const api = server();
    await open(api);
    typeInto(getByLabelText('Address line 2'), 'Flat 2');
    await sleep(0);
    getByRole('button', { name: 'Save delivery address' }).click();
    const line1 = getByLabelText('Address line 1');
    await waitFor(() => assert.equal(document.activeElement, line1));
    const message = 'This field is required if you want to add an address';
    assert.deepEqual(
      ['Address line 1', 'City or town', 'Postcode'].map((l) => errorOf(getByLabelText(l))),
      [message, message, message],
    );
    assert.equal(errorOf(getByLabelText('Address line 2')), '');
    assert.equal(api.calls.filter((c) => c.method === 'PATCH').length, 0);

    typeInto(line1, '1 Mill Lane');
    typeInto(getByLabelText('City or town'), 'Bristol');
    typeInto(getByLabelText('Postcode'), 'BS1 1AA');
    await sleep(0);
    getByRole('button', { name: 'Save delivery address' }).click();
    await waitFor(() => getByText(/^Success: Your delivery address has been saved$/));
    assert.deepEqual(api.calls.at(-1)?.body, {
      profile: {
        deliveryOptIn: false,
        deliveryAddress: { line1: '1 Mill Lane', line2: 'Flat 2', city: 'Bristol', postcode: 'BS1 1AA' },
      },
    });
  });

  it("checks the new password and says when the passwords don't match", async () => {
    const api = server();
    await open(api);
    const password = getByLabelText('New password');
    typeInto(getByLabelText('Current password'), 'Correct1horse');
    typeInto(password, 'password');
    typeInto(getByLabelText('Confirm new password'), 'Password1');
    await sleep(0);
    getByRole('button', { name: 'Save login details' }).click();
    await waitFor(() => assert.equal(document.activeElement, password));
    assert.equal(errorOf(password), 'Use at least 8 characters, with a number, an uppercase and a lowercase letter');
    assert.equal(errorOf(getByLabelText('Confirm new password')), "The passwords don't match");
    assert.equal(api.calls.filter((c) => c.method === 'PATCH').length, 0);
  });

  it('asks for the current password to change the password, and says when it is wrong', async () => {
    const api = server((call) =>
      call.method === 'PATCH' && (call.body as { currentPassword?: string }).currentPassword !== 'Correct1horse'
        ? apiError('login-failed')
        : undefined,
    );
    const ctx = await open(api);
    const current = getByLabelText('Current password');
    typeInto(getByLabelText('New password'), 'Another2horse');
    typeInto(getByLabelText('Confirm new password'), 'Another2horse');
    await sleep(0);
    getByRole('button', { name: 'Save login details' }).click();
    await waitFor(() => assert.equal(document.activeElement, current));
    assert.equal(errorOf(current), 'This field is required');
    assert.equal(api.calls.filter((c) => c.method === 'PATCH').length, 0);

    typeInto(current, 'Wrong1horse');
    await sleep(0);
    getByRole('button', { name: 'Save login details' }).click();
    await waitFor(() => assert.equal(errorOf(current), 'That is not your current password.'));
    assert.equal(document.activeElement, current);
    assert.equal(ctx.session.contact?.id, member.id, 'a wrong password does not log the member out');

    typeInto(current, 'Correct1horse');
    await sleep(0);
    getByRole('button', { name: 'Save login details' }).click();
    await waitFor(() => getByText(/^Success: Your login details have been saved$/));
    assert.deepEqual(api.calls.at(-1)?.body, { password: 'Another2horse', currentPassword: 'Correct1horse' });
    assert.equal((getByLabelText('Current password') as HTMLInputElement).value, '');
  });

  it('lets a member without a password choose one without a current one, then asks for it as for anyone', async () => {
    const api = server(undefined, { hasPassword: false });
    await open(api);
    const login = section('Login details');
    getByText('You have no password yet. Choose one here to log in with your email address and password.');
    assert.equal(login.querySelectorAll('input[autocomplete="current-password"]').length, 0, 'no current password');
    typeInto(getByLabelText('New password'), 'Brand1newhorse');
    typeInto(getByLabelText('Confirm new password'), 'Brand1newhorse');
    await sleep(0);
    getByRole('button', { name: 'Save login details' }).click();
    await waitFor(() => getByText(/^Success: Your login details have been saved$/));
    assert.deepEqual(api.calls.at(-1)?.body, { password: 'Brand1newhorse' });

    const current = await waitFor(() => getByLabelText('Current password'));
    assert.equal(login.textContent?.includes('You have no password yet'), false);
    typeInto(getByLabelText('New password'), 'Another2horse');
    typeInto(getByLabelText('Confirm new password'), 'Another2horse');
    await sleep(0);
    getByRole('button', { name: 'Save login details' }).click();
    await waitFor(() => assert.equal(errorOf(current), 'This field is required'));
    assert.equal(api.calls.filter((c) => c.method === 'PATCH').length, 1);
  });

  it('a new email waits for the link sent to it: the field keeps the address in use and says where to look', async () => {
    // The server answers the contact as it is: the email changes only when the link is opened.
    const api = server((call) => (call.method === 'PATCH' ? { status: 200, body: contact } : undefined));
    await open(api);
    const email = getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    typeInto(email, 'new@example.org');
    await sleep(0);
    getByRole('button', { name: 'Save login details' }).click();
    await waitFor(() => getByText(/^Success: Check your inbox at new@example\.org/));
    getByText('Your email address changes when you open the link we have sent to the new address.');
    assert.equal(email.value, contact.email);
    assert.deepEqual(api.calls.at(-1)?.body, { email: 'new@example.org' });
  });

  it('shows a taken email on the email field', async () => {
    const api = server((call) => (call.method === 'PATCH' ? apiError('duplicate-email') : undefined));
    await open(api);
    const email = getByRole('textbox', { name: 'Email' });
    typeInto(email as HTMLInputElement, 'taken@example.org');
    await sleep(0);
    getByRole('button', { name: 'Save login details' }).click();
    await waitFor(() => assert.equal(errorOf(email), 'Email address already exists'));
    assert.equal(document.activeElement, email);
    assert.deepEqual(api.calls.at(-1)?.body, { email: 'taken@example.org' });
  });

  it('sets up 2FA with a QR code and the key as text, reports a wrong code, and turns it off again', async () => {
    const api = server();
    const ctx = await open(api);
    getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await waitFor(() => getByRole('textbox', { name: 'Verification code' }));
    const password = getByLabelText('Your password');
    const [qr] = await findAccessible('image', 'QR code for your authenticator app');
    assert.ok(qr, 'the QR code is an image named for screen readers');
    const key = getByText(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/).textContent!.replace(/ /g, '');
    const code = getByRole('textbox', { name: 'Verification code' });
    await waitFor(() => assert.equal(document.activeElement, code));

    typeInto(code as HTMLInputElement, '000000');
    await sleep(0);
    getByRole('button', { name: 'Turn on' }).click();
    await waitFor(() => assert.equal(errorOf(password), 'This field is required'));
    assert.equal(document.activeElement, password);
    assert.equal(api.calls.filter((c) => c.method === 'POST').length, 0);

    typeInto(password, 'Wrong1horse');
    await sleep(0);
    getByRole('button', { name: 'Turn on' }).click();
    await waitFor(() => assert.equal(errorOf(password), 'That is not your password.'));

    typeInto(password, 'Correct1horse');
    await sleep(0);
    getByRole('button', { name: 'Turn on' }).click();
    await waitFor(() => assert.match(errorOf(code), /^That code doesn't match/));

    typeInto(code as HTMLInputElement, '123456');
    await sleep(0);
    getByRole('button', { name: 'Turn on' }).click();
    await waitFor(() => getByText(/^Success: Two-factor authentication is on$/));
    const { method, path, body } = api.calls.at(-1)!;
    assert.deepEqual(
      { method, path, body },
      {
        method: 'POST',
        path: 'contact/me/mfa',
        body: { secret: key, token: '123456', type: 'totp', password: 'Correct1horse' },
      },
    );
    getByRole('button', { name: 'I have saved my codes' }).click();
    await waitFor(() => getByRole('button', { name: 'Turn off two-factor authentication' }));

    getByRole('button', { name: 'Turn off two-factor authentication' }).click();
    const again = await waitFor(() => getByRole('textbox', { name: 'Verification code' }));
    typeInto(again as HTMLInputElement, '111111');
    await sleep(0);
    getByRole('button', { name: 'Turn off' }).click();
    await waitFor(() => assert.equal(errorOf(again), 'Invalid 2FA token'));
    assert.equal(ctx.session.contact?.id, member.id, 'a wrong code does not log the member out');
    typeInto(again as HTMLInputElement, '123456');
    await sleep(0);
    getByRole('button', { name: 'Turn off' }).click();
    await waitFor(() => getByText(/^Success: Two-factor authentication is off$/));
    assert.deepEqual(api.calls.at(-1)?.body, { token: '123456', type: 'totp' });
  });

  it('shows the recovery codes once, to copy or download, saying that each works once', async () => {
    const api = server();
    await open(api);
    getByRole('button', { name: 'Set up two-factor authentication' }).click();
    typeInto(await waitFor(() => getByLabelText('Your password')), 'Correct1horse');
    typeInto(getByLabelText('Verification code'), '123456');
    await sleep(0);
    getByRole('button', { name: 'Turn on' }).click();
    const heading = await waitFor(() => getByRole('heading', { name: 'Your recovery codes' }));
    await waitFor(() => assert.equal(document.activeElement, heading));
    const list = getByRole('list', { name: 'Recovery codes' });
    assert.deepEqual(
      [...list.querySelectorAll('li')].map((li) => li.textContent),
      recoveryCodes,
    );
    getByText(/Each code works only once\.$/);
    getByText(/You will not see them again\.$/);
    const download = getByRole('link', { name: 'Download codes' });
    assert.equal(download.getAttribute('download'), 'recovery-codes.txt');
    assert.equal(
      decodeURIComponent(download.getAttribute('href')!.replace(/^data:text\/plain;charset=utf-8,/, '')),
      `${recoveryCodes.join('\n')}\n`,
    );
    getByRole('button', { name: 'Copy codes' }).click();
    await waitFor(() => getByText(/The recovery codes are copied|Copying did not work/));
    assert.deepEqual(await axeViolations(), []);

    getByRole('button', { name: 'I have saved my codes' }).click();
    await waitFor(() => getByRole('button', { name: 'Turn off two-factor authentication' }));
    assert.equal(document.body.textContent?.includes(recoveryCodes[0]!), false, 'the codes are not shown again');
  });

  it('subscribes to the newsletter and shows the pending state', async () => {
    const api = server((call) =>
      call.method === 'PATCH'
        ? { status: 200, body: { ...contact, profile: { ...contact.profile, newsletterStatus: 'pending' } } }
        : undefined,
    );
    await open(api);
    getByText('You are not subscribed to our newsletter.');
    getByRole('button', { name: 'Subscribe' }).click();
    await waitFor(() => getByText(/^Your subscription is waiting for you to confirm it/));
    getByRole('button', { name: 'Unsubscribe' });
    assert.deepEqual(api.calls.at(-1)?.body, { profile: { newsletterStatus: 'subscribed' } });
  });
});
