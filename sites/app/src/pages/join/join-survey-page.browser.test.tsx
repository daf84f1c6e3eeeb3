import {
  assert,
  describe,
  getByRole,
  getByText,
  it,
  queryAllByRole,
  sleep,
  typeInto,
  waitFor,
} from '@masthead/test/browser-setup';
import { defaultJoinSetup, type Callout, type JoinSetup } from '@masthead/core';
import { makeCallout } from '@masthead/client/testing';
import { member, memberContact, renderPage } from '../../testing/render-page.tsx';
import { axeViolations, calloutServer } from '../crowdnewsroom/callout-fixtures.test-helper.ts';
import { JoinSurveyPage } from './join-survey-page.tsx';

const survey = (overrides: Partial<Callout> = {}) =>
  makeCallout({ slug: 'join-survey', title: 'Tell us about you', access: 'member', hidden: true, ...overrides });

/** A member on `/join/survey`, with the settings `setup` and the call-outs the server knows. */
async function open(setup: Partial<JoinSetup>, callouts: Callout[]) {
  const settings: JoinSetup = { ...defaultJoinSetup, surveySlug: 'join-survey', ...setup };
  const api = calloutServer(callouts, ({ method, path }) => {
    if (method === 'GET' && path === 'content/join/setup') return { status: 200, body: settings };
    // The call-out form asks who is logged in: the new member answers as themselves.
    if (path === 'auth/info')
      return { status: 200, body: { method: 'user', roles: ['member'], contact: memberContact } };
    return undefined;
  });
  const ctx = await renderPage(JoinSurveyPage, {
    url: '/join/survey',
    route: '/join/survey',
    fetch: api.fetch,
    contact: member,
  });
  return { api, ctx };
}

describe('Join survey page', () => {
  it('shows the survey text and the call-out form, and goes on to the setup once answered', async () => {
    const { api, ctx } = await open({ surveyRequired: true, surveyText: 'Help us know our members.' }, [survey()]);
    const rent = (await waitFor(() => getByRole('textbox', { name: /^Monthly rent/ }))) as HTMLInputElement;
    getByRole('heading', { level: 1, name: 'A few questions' });
    getByText('Help us know our members.');
    assert.equal(queryAllByRole('button', { name: 'Skip' }).length, 0, 'a required survey cannot be skipped');
    assert.deepEqual(await axeViolations(), []);
    // The contact part of the form is a lazy chunk.
    await waitFor(() => getByText(/You are logged in as Rea Der/));
    typeInto(rent, '700');
    await sleep(0);
    getByRole('button', { name: 'Send' }).click();
    await waitFor(() => assert.equal(ctx.router.location.pathname, '/join/setup'));
    const sent = api.calls.find((c) => c.method === 'POST');
    assert.equal(sent?.path, `callout/${survey().id}/responses`);
    assert.deepEqual(sent?.body, { answers: { s1: { rent: '700' } } }, 'answered as the member: no guest details');
  });

  it('offers "Skip" when the survey is not required, which goes on without answering', async () => {
    const { api, ctx } = await open({ surveyRequired: false }, [survey()]);
    await waitFor(() => getByRole('textbox', { name: /^Monthly rent/ }));
    getByRole('button', { name: 'Skip' }).click();
    await waitFor(() => assert.equal(ctx.router.location.pathname, '/join/setup'));
    assert.equal(api.calls.filter((c) => c.method === 'POST').length, 0);
  });

  it('sends a member who already answered the required survey straight on', async () => {
    const { api, ctx } = await open({ surveyRequired: true }, [survey({ hasAnswered: true })]);
    await waitFor(() => assert.equal(ctx.router.location.pathname, '/join/setup'));
    const asked = api.calls.find((c) => c.path.startsWith('callout/join-survey'));
    assert.match(asked?.path ?? '', /with=hasAnswered/, 'the page asks whether the member answered');
  });

  it('goes on to the setup when the survey call-out is closed', async () => {
    const { ctx } = await open({ surveyRequired: true }, [survey({ status: 'ended' })]);
    await waitFor(() => assert.equal(ctx.router.location.pathname, '/join/setup'));
  });

  it('goes on to the setup when the survey call-out no longer exists', async () => {
    const { ctx } = await open({ surveyRequired: true }, []);
    await waitFor(() => assert.equal(ctx.router.location.pathname, '/join/setup'));
  });

  it('goes on to the setup when the settings name no survey', async () => {
    const { api, ctx } = await open({ surveySlug: null }, [survey()]);
    await waitFor(() => assert.equal(ctx.router.location.pathname, '/join/setup'));
    assert.equal(api.calls.filter((c) => c.path.startsWith('callout/')).length, 0);
  });
});
