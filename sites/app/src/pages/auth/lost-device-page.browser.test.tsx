import {
  assert,
  axeViolations,
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
import { renderPage } from '../../testing/render-page.tsx';
import { LostDevicePage } from './lost-device-page.tsx';

const goodCode = 'ABCD-EFGH-IJKL-MNOP';

async function open() {
  let used = false;
  const api = fakeApi(({ method, path, body }) => {
    if (method !== 'POST' || path !== 'reset-device/recovery-code') return undefined;
    const { password, code } = body as { password: string; code: string };
    if (password !== 'Correct1horse') return apiError('login-failed');
    if (code !== goodCode || used) return apiError('invalid-token');
    used = true;
    return { status: 204 };
  });
  await renderPage(LostDevicePage, { url: '/auth/lost-device', route: '/auth/lost-device', fetch: api.fetch });
  const form = getByRole('region', { name: 'Have a recovery code?' });
  const toggle = getByRole('button', { name: 'Enter a recovery code' });
  assert.equal(toggle.getAttribute('aria-expanded'), 'false');
  assert.equal(form.querySelector('input'), null, 'the page leads with the emailed link');
  toggle.click();
  await waitFor(() => assert.equal(toggle.getAttribute('aria-expanded'), 'true'));
  return { api, form };
}

const within = (form: HTMLElement, label: string) =>
  [...form.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label))!.control as HTMLInputElement;

const errorOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean)
    .join(' | ');

describe('Lost device page, with a recovery code', () => {
  it('turns 2FA off with email, password and a recovery code, and says when the code is wrong', async () => {
    const { api, form } = await open();
    const email = await waitFor(() => within(form, 'Email'));
    // Opening the form moves focus to it.
    await waitFor(() => assert.equal(document.activeElement, email));
    typeInto(within(form, 'Password'), 'Correct1horse');
    await sleep(0);
    getByRole('button', { name: 'Use recovery code' }).click();
    await waitFor(() => assert.ok(errorOf(email), 'the empty email is reported'));
    assert.equal(errorOf(within(form, 'Recovery code')), 'This field is required');
    assert.equal(document.activeElement, email);
    assert.equal(api.calls.length, 0);

    typeInto(email, 'mo@example.org');
    typeInto(within(form, 'Password'), 'Wrong1horse');
    typeInto(within(form, 'Recovery code'), goodCode);
    await sleep(0);
    getByRole('button', { name: 'Use recovery code' }).click();
    await waitFor(() => getByText('Invalid password/email combination'));

    typeInto(within(form, 'Password'), 'Correct1horse');
    const code = within(form, 'Recovery code');
    typeInto(code, 'AAAA-AAAA-AAAA-AAAA');
    await sleep(0);
    getByRole('button', { name: 'Use recovery code' }).click();
    await waitFor(() => assert.equal(errorOf(code), 'This recovery code is not right, or it has been used already.'));
    assert.equal(document.activeElement, code);

    typeInto(code, goodCode);
    await sleep(0);
    getByRole('button', { name: 'Use recovery code' }).click();
    await waitFor(() => getByText(/^Two-factor authentication is off and the recovery code is used up/));
    assert.deepEqual(api.calls.at(-1)?.body, {
      email: 'mo@example.org',
      password: 'Correct1horse',
      code: goodCode,
      type: 'totp',
    });
    getByRole('link', { name: 'Log in' });
    assert.deepEqual(await axeViolations(), []);
  });

  it('has no axe violations with both forms', async () => {
    await open();
    getByLabelText('Recovery code');
    assert.deepEqual(await axeViolations(), []);
  });
});
