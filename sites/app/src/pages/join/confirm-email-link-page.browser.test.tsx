import { assert, describe, getByRole, getByText, it, sleep, waitFor } from '@masthead/test/browser-setup';
import { apiError, fakeApi } from '@masthead/client/testing';
import { defaultJoinSetup, statusErrorBody, type JoinSetup } from '@masthead/core';
import { member, memberContact, renderPage } from '../../testing/render-page.tsx';
import { ConfirmEmailLinkPage } from './confirm-email-link-page.tsx';
import { ConfirmEmailPage } from './confirm-email-page.tsx';
import { JoinFailedPage } from './join-failed-page.tsx';
import { LoginPage } from '../auth/login-page.tsx';

const openLink = (id: string, send: typeof fetch) =>
  renderPage(ConfirmEmailLinkPage, {
    url: `/join/confirm-email/${id}`,
    route: '/join/confirm-email/:id',
    params: { id },
    fetch: send,
  });

/** A server that confirms any link and answers content/join/setup with `setup` (or fails it with `setupStatus`). */
const confirming = (setup: Partial<JoinSetup>, setupStatus = 200) =>
  fakeApi(({ method, path }) => {
    if (method === 'POST' && path === 'signup/confirm-email') return { status: 200, body: memberContact };
    if (path === 'contact/me?with=isReviewer') return { status: 200, body: memberContact };
    if (path === 'content/join/setup')
      return setupStatus === 200
        ? { status: 200, body: { ...defaultJoinSetup, ...setup } }
        : { status: setupStatus, body: statusErrorBody(setupStatus) };
    return undefined;
  });

describe('Join pages', () => {
  it('confirms the emailed link once, logs the new member in and goes on to set up their account', async () => {
    const api = confirming({ surveySlug: null });
    const ctx = await openLink('flow1', api.fetch);
    await waitFor(() => assert.equal(ctx.router.location.pathname, '/join/setup'));
    assert.equal(ctx.session.contact?.id, member.id, 'the session is loaded as after a login');
    const confirms = api.calls.filter((c) => c.path === 'signup/confirm-email');
    assert.deepEqual(
      confirms.map((c) => c.body),
      [{ joinFlowId: 'flow1' }],
    );
  });

  it('goes on to the join survey first when the settings name one', async () => {
    const ctx = await openLink('flow2', confirming({ surveySlug: 'join-survey', surveyRequired: true }).fetch);
    await waitFor(() => assert.equal(ctx.router.location.pathname, '/join/survey'));
  });

  it('goes on to the setup when the join settings cannot be read', async () => {
    const ctx = await openLink('flow3', confirming({}, 500).fetch);
    await waitFor(() => assert.equal(ctx.router.location.pathname, '/join/setup'));
    assert.equal(ctx.session.contact?.id, member.id);
  });

  it('says an expired or unknown link has expired, with the way to join again', async () => {
    const api = fakeApi(({ path }) => (path === 'signup/confirm-email' ? apiError('join-flow-expired') : undefined));
    const ctx = await openLink('old', api.fetch);
    await waitFor(() => getByText('This confirmation link has expired or is not valid. Please join again.'));
    assert.equal(getByRole('link', { name: 'Join again' }).getAttribute('href'), '/join');
    await sleep(20);
    assert.equal(ctx.router.location.pathname, '/join/confirm-email/old');
    assert.equal(ctx.session.contact, null);
  });

  it('sends a link confirmed before, in another browser, to the login', async () => {
    const api = fakeApi(({ path }) => (path === 'signup/confirm-email' ? apiError('join-confirmed') : undefined));
    await openLink('used', api.fetch);
    await waitFor(() => getByText('Your email address is already confirmed. Please log in.'));
    assert.equal(getByRole('link', { name: 'Log in' }).getAttribute('href'), '/auth/login?next=%2Fprofile');
  });

  it('shows "Check your email" on its own page, the same words whether the address is known or not', async () => {
    await renderPage(ConfirmEmailPage, {
      url: '/join/confirm-email',
      route: '/join/confirm-email',
      fetch: fakeApi(() => undefined).fetch,
    });
    await waitFor(() => getByRole('heading', { name: 'Check your email' }));
    getByText("If you already have an account, we've sent you an email to log in instead.");
  });

  it('"Check your email" takes the organisation\'s own title and text from the membership builder', async () => {
    await renderPage(ConfirmEmailPage, {
      url: '/join/confirm-email',
      route: '/join/confirm-email',
      fetch: fakeApi(({ path }) =>
        path === 'content/join/setup'
          ? {
              status: 200,
              body: { ...defaultJoinSetup, confirmEmailTitle: 'Almost a member', confirmEmailText: 'See you soon.' },
            }
          : undefined,
      ).fetch,
    });
    await waitFor(() => getByRole('heading', { name: 'Almost a member' }));
    getByText('See you soon.');
    getByText("If you already have an account, we've sent you an email to log in instead.");
  });

  it('says a failed payment did not go through and that the team knows, with a way back', async () => {
    await renderPage(JoinFailedPage, {
      url: '/join/failed',
      route: '/join/failed',
      fetch: fakeApi(() => undefined).fetch,
    });
    getByText('The team has been notified.');
    assert.equal(getByRole('link', { name: 'Try joining again' }).getAttribute('href'), '/join');
  });

  it('is reachable from the login page for readers who are not members yet', async () => {
    await renderPage(LoginPage, { url: '/auth/login', route: '/auth/login', fetch: fakeApi(() => undefined).fetch });
    assert.equal(getByRole('link', { name: 'Join' }).getAttribute('href'), '/join');
    getByText(/Not a member yet\?/);
  });
});
