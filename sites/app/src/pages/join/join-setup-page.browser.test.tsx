import {
  assert,
  axeViolations,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  queryAllByRole,
  sleep,
  typeInto,
  waitFor,
} from '@masthead/test/browser-setup';
import { defaultJoinSetup, type ContactPatch, type ContactProfile, type JoinSetup } from '@masthead/core';
import { fakeApi, validationAnswer, type Answer, type SentCall } from '@masthead/client/testing';
import { member, memberContact, renderPage } from '../../testing/render-page.tsx';
import { JoinSetupPage } from './join-setup-page.tsx';

const everything: Partial<JoinSetup> = {
  welcome: 'Welcome aboard!\n\nYou make our reporting possible.',
  showMailOptIn: true,
  showNewsletterOptIn: true,
  newsletterTitle: 'Our newsletters',
  newsletterText: 'The best of the week, on Fridays.',
  newsletterOptIn: 'Yes, send me the newsletter',
  newsletterGroups: [
    { id: 'weekly', label: 'The weekly digest', checked: true },
    { id: 'events', label: 'Events near me', checked: false },
  ],
};

const profile: ContactProfile = {
  telephone: '',
  preferredContact: '',
  deliveryOptIn: false,
  deliveryAddress: null,
  newsletterStatus: 'none',
  newsletterGroups: [],
};

/** What `PATCH contact/me` answers: the new member with the change made (a password is not shown, only had). */
const merged = ({ profile: change, password: _password, ...rest }: ContactPatch) => ({
  ...memberContact,
  ...rest,
  profile: { ...profile, ...change },
  hasPassword: true,
});

/**
 * A member on `/join/setup` with the settings `setup`; `patch` answers `PATCH contact/me` (the contact by
 * default). `hasPassword: false` is one who has just joined, without a password yet.
 */
async function open(setup: Partial<JoinSetup>, patch?: (call: SentCall) => Answer, { hasPassword = true } = {}) {
  const api = fakeApi((call) => {
    if (call.method === 'GET' && call.path === 'content/join/setup')
      return { status: 200, body: { ...defaultJoinSetup, ...setup } };
    if (call.method === 'GET' && call.path === 'contact/me?with=profile')
      return { status: 200, body: { ...memberContact, profile, hasPassword } };
    if (call.method === 'PATCH' && call.path === 'contact/me')
      return patch ? patch(call) : { status: 200, body: merged(call.body as ContactPatch) };
    return undefined;
  });
  const ctx = await renderPage(JoinSetupPage, {
    url: '/join/setup',
    route: '/join/setup',
    fetch: api.fetch,
    contact: member,
  });
  await waitFor(() => getByRole('button', { name: 'Continue' }));
  return { api, ctx, patches: () => api.calls.filter((c) => c.method === 'PATCH') };
}

const errorOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('Join setup page', () => {
  it('shows only the names, prefilled, when the settings offer no opt-ins, and saves them', async () => {
    const { ctx, patches } = await open({ welcome: 'Thanks for joining.' });
    getByText('Thanks for joining.');
    assert.equal(getByLabelText(/^First name/).value, 'Rea');
    assert.equal(getByLabelText(/^Last name/).value, 'Der');
    assert.equal(queryAllByRole('checkbox').length, 0, 'no address or newsletter opt-in');
    assert.equal(
      document.querySelectorAll('input[type="password"]').length,
      0,
      'a member with a password is not asked for one',
    );
    typeInto(getByLabelText(/^Last name/), 'Dear');
    await sleep(0);
    getByRole('button', { name: 'Continue' }).click();
    await waitFor(() => assert.equal(ctx.router.location.pathname, '/profile'));
    assert.deepEqual(
      patches().map((c) => c.body),
      [{ firstname: 'Rea', lastname: 'Dear' }],
    );
    await waitFor(() => getByText(/^Success: Your account is set up\. Welcome!$/));
    assert.equal(ctx.session.contact?.lastname, 'Dear', 'the session shows the new name');
  });

  it('saves names, the delivery address and the newsletter with its groups in one PATCH', async () => {
    const { ctx, patches } = await open(everything);
    getByText('You make our reporting possible.');
    getByRole('heading', { level: 2, name: 'Our newsletters' });
    getByText('The best of the week, on Fridays.');
    assert.equal(queryAllByRole('textbox', { name: /Address line 1/ }).length, 0, 'the address waits for the opt-in');
    getByLabelText('Send things to me by post').click();
    getByLabelText('Yes, send me the newsletter').click();
    await waitFor(() => getByLabelText(/^Address line 1/));
    assert.equal(getByLabelText('The weekly digest').checked, true, 'a group ticked in the settings starts ticked');
    assert.equal(getByLabelText('Events near me').checked, false);
    getByLabelText('Events near me').click();
    getByLabelText('The weekly digest').click();
    typeInto(getByLabelText(/^Address line 1/), ' 1 High Street ');
    typeInto(getByLabelText(/^City or town/), 'Leeds');
    typeInto(getByLabelText(/^Postcode/), 'LS1 1AA');
    assert.deepEqual(await axeViolations(document.body, { region: false }), []);
    await sleep(0);
    getByRole('button', { name: 'Continue' }).click();
    await waitFor(() => assert.equal(ctx.router.location.pathname, '/profile'));
    assert.deepEqual(
      patches().map((c) => c.body),
      [
        {
          firstname: 'Rea',
          lastname: 'Der',
          profile: {
            deliveryOptIn: true,
            deliveryAddress: { line1: '1 High Street', line2: '', city: 'Leeds', postcode: 'LS1 1AA' },
            newsletterStatus: 'subscribed',
            newsletterGroups: ['events'],
          },
        },
      ],
    );
  });

  it('records a member who leaves the newsletter unticked as unsubscribed, without an address', async () => {
    const { patches } = await open(everything);
    getByRole('button', { name: 'Continue' }).click();
    await waitFor(() => assert.equal(patches().length, 1));
    assert.deepEqual(patches()[0]?.body, {
      firstname: 'Rea',
      lastname: 'Der',
      profile: { newsletterStatus: 'unsubscribed' },
    });
  });

  it('asks a member whose subscription waits for a double opt-in to confirm it by email', async () => {
    const pending = (call: SentCall): Answer => {
      const answer = merged(call.body as ContactPatch);
      return { status: 200, body: { ...answer, profile: { ...answer.profile, newsletterStatus: 'pending' } } };
    };
    const { ctx } = await open(everything, pending);
    getByLabelText('Yes, send me the newsletter').click();
    await sleep(0);
    getByRole('button', { name: 'Continue' }).click();
    await waitFor(() => assert.equal(ctx.router.location.pathname, '/profile'));
    await waitFor(() => getByText('Please confirm your newsletter subscription in the email we sent you.'));
  });

  it('marks empty names and a half-filled address on their fields and sends nothing', async () => {
    const { ctx, patches } = await open(everything);
    typeInto(getByLabelText(/^First name/), ' ');
    getByLabelText('Send things to me by post').click();
    await waitFor(() => getByLabelText(/^Address line 1/));
    typeInto(getByLabelText(/^Address line 1/), '1 High Street');
    await sleep(0);
    getByRole('button', { name: 'Continue' }).click();
    await waitFor(() => assert.match(errorOf(getByLabelText(/^First name/)), /This field is required/));
    assert.match(errorOf(getByLabelText(/^City or town/)), /This field is required/);
    assert.match(errorOf(getByLabelText(/^Postcode/)), /This field is required/);
    assert.ok(!/required/.test(errorOf(getByLabelText(/^Address line 1/))), 'line 1 is filled in');
    assert.equal(document.activeElement, getByLabelText(/^First name/), 'focus on the first field to fix');
    assert.equal(patches().length, 0);
    assert.equal(ctx.router.location.pathname, '/join/setup');
  });

  it("shows the server's refusal of a field on that field and stays", async () => {
    const { ctx } = await open(everything, () =>
      validationAnswer([{ field: 'profile.deliveryAddress.postcode', rule: 'maxLength' }]),
    );
    getByLabelText('Send things to me by post').click();
    await waitFor(() => getByLabelText(/^Address line 1/));
    typeInto(getByLabelText(/^Address line 1/), '1 High Street');
    typeInto(getByLabelText(/^City or town/), 'Leeds');
    typeInto(getByLabelText(/^Postcode/), 'LS1 1AA LS1 1AA LS1 1AA');
    await sleep(0);
    getByRole('button', { name: 'Continue' }).click();
    await waitFor(() => assert.match(errorOf(getByLabelText(/^Postcode/)), /\S/));
    assert.equal(document.activeElement, getByLabelText(/^Postcode/));
    assert.equal(ctx.router.location.pathname, '/join/setup');
  });

  it('has a member without a password choose one, checked here, and sends it in the same PATCH', async () => {
    const { ctx, patches } = await open({}, undefined, { hasPassword: false });
    const password = getByLabelText(/^New password/);
    const confirmation = getByLabelText(/^Confirm new password/);
    assert.equal(password.closest('fieldset')?.querySelector('legend')?.textContent, 'Choose a password');
    getByRole('button', { name: 'Continue' }).click();
    await waitFor(() => assert.equal(document.activeElement, password));
    assert.match(errorOf(password), /This field is required/, 'required, not optional');
    assert.equal(errorOf(confirmation), '', 'two empty fields match: the new one is what is missing');

    typeInto(password, 'password');
    typeInto(confirmation, 'Password1');
    await sleep(0);
    getByRole('button', { name: 'Continue' }).click();
    await waitFor(() => assert.match(errorOf(password), /Use at least 8 characters/));
    assert.match(errorOf(confirmation), /The passwords don't match/);
    assert.equal(patches().length, 0);

    typeInto(password, 'Brand1newhorse');
    typeInto(confirmation, 'Brand1newhorse');
    await sleep(0);
    getByRole('button', { name: 'Continue' }).click();
    await waitFor(() => assert.equal(ctx.router.location.pathname, '/profile'));
    assert.deepEqual(
      patches().map((c) => c.body),
      [{ firstname: 'Rea', lastname: 'Der', password: 'Brand1newhorse' }],
      'no current password: the member has none',
    );
  });

  it("shows the server's refusal of the password on the password field", async () => {
    const { ctx } = await open({}, () => validationAnswer([{ field: 'password', rule: 'password' }]), {
      hasPassword: false,
    });
    const password = getByLabelText(/^New password/);
    typeInto(password, 'Brand1newhorse');
    typeInto(getByLabelText(/^Confirm new password/), 'Brand1newhorse');
    assert.deepEqual(await axeViolations(document.body, { region: false }), []);
    await sleep(0);
    getByRole('button', { name: 'Continue' }).click();
    await waitFor(() => assert.match(errorOf(password), /Use at least 8 characters/));
    assert.equal(document.activeElement, password);
    assert.equal(ctx.router.location.pathname, '/join/setup');
  });
});
