import {
  assert,
  describe,
  getByRole,
  getByText,
  it,
  queryAllByRole,
  queryAllByText,
  sleep,
  typeInto,
  waitFor,
} from '@masthead/test/browser-setup';
import type { Callout, CalloutResponse } from '@masthead/core';
import { apiError, fakeApi, type SentCall, makeCallout, makeResponse } from '@masthead/client/testing';
import { member, renderPage } from '../../../testing/render-page.tsx';
import { activateLocale } from '../../../i18n/load-catalog.ts';
import { axeViolations } from '../callout-fixtures.test-helper.ts';
import { MemberCalloutsPage } from './member-callouts-page.tsx';

const callout = (n: number, overrides: Partial<Callout>) =>
  makeCallout({ id: `0c0ffee0-0000-4000-8000-00000000000${n}`, slug: `callout-${n}`, ...overrides });

const toAnswer = callout(1, { title: 'Your local bus', hasAnswered: false });
const answered = callout(2, { title: 'Rents', hasAnswered: true, allowUpdate: true });
const again = callout(3, { title: 'Daily photos', hasAnswered: true, allowMultiple: true });
const notListed = callout(4, { title: 'Not on dashboards', showOnDashboard: false, hasAnswered: false });
const ended = callout(5, {
  title: 'Old survey',
  status: 'ended',
  expires: '2026-10-01T12:00:00.000Z',
  hasAnswered: true,
  allowUpdate: true,
});
const fixed = callout(6, { title: 'Answers stay', hasAnswered: true, allowUpdate: false });

const rentsResponse = makeResponse(answered, { id: 'r-rents' });
const endedResponse = makeResponse(ended, { id: 'r-ended' });
const fixedResponse = makeResponse(fixed, { id: 'r-fixed' });

const list = <T,>(items: T[]) => ({
  status: 200,
  body: { items, offset: 0, count: items.length, total: items.length },
});
const rulesOf = (call: SentCall) => JSON.parse(new URLSearchParams(call.path.split('?')[1]).get('rules') ?? 'null');

/** The member's server: call-out lists by status, their own responses, and PATCH of answers. */
function server() {
  const responses = new Map<string, CalloutResponse>(
    [rentsResponse, endedResponse, fixedResponse].map((r) => [r.id, structuredClone(r)]),
  );
  const callouts = [toAnswer, answered, again, notListed, ended, fixed];
  return fakeApi((call) => {
    const path = call.path.split('?')[0]!;
    if (call.method === 'GET' && path === 'callout') {
      const status = rulesOf(call)?.rules?.[0]?.value?.[0];
      return list(callouts.filter((c) => c.status === status));
    }
    if (call.method === 'GET' && path === 'callout-responses') return list([...responses.values()]);
    const one = /^callout-responses\/(.+)$/.exec(path)?.[1];
    if (one && !responses.has(one)) return apiError('not-found');
    if (one && call.method === 'GET') return { status: 200, body: responses.get(one) };
    if (one && call.method === 'PATCH') {
      const updated = {
        ...responses.get(one)!,
        answers: (call.body as { answers: CalloutResponse['answers'] }).answers,
        updatedAt: '2026-11-20T08:00:00.000Z',
      };
      responses.set(one, updated);
      return { status: 200, body: { ...updated, callout: undefined } };
    }
    const id = /^callout\/([^/]+)$/.exec(path)?.[1];
    const found = callouts.find((c) => c.id === id);
    if (found && call.method === 'GET') return { status: 200, body: found };
    return undefined;
  });
}

async function open(api: ReturnType<typeof server>, url = '/crowdnewsroom') {
  return renderPage(MemberCalloutsPage, { url, route: '/crowdnewsroom', fetch: api.fetch, contact: member });
}

const titlesIn = (region: string) =>
  queryAllByRole('heading', { level: 3 }, getByRole('region', { name: region })).map((h) => h.textContent);

describe('Member call-outs page', () => {
  it("lists open call-outs to answer, the member's responses and the archive", async () => {
    const api = server();
    await open(api);
    await waitFor(() => getByRole('region', { name: 'Open call-outs' }));
    assert.deepEqual(titlesIn('Open call-outs'), ['Your local bus', 'Daily photos']);
    assert.deepEqual(titlesIn('Your responses'), ['Rents', 'Old survey', 'Answers stay']);
    assert.deepEqual(titlesIn('Archive'), ['Old survey']);
    const openRegion = getByRole('region', { name: 'Open call-outs' });
    assert.equal(
      getByRole('link', { name: 'Respond again – Daily photos' }, openRegion).getAttribute('href'),
      '/crowdnewsroom/callout-3/respond',
    );
    const hidden = { field: 'hidden', operator: 'equal', value: [false] };
    const asked = api.calls.filter((c) => c.path.startsWith('callout?')).map(rulesOf);
    assert.deepEqual(asked, [
      { condition: 'AND', rules: [{ field: 'status', operator: 'equal', value: ['open'] }, hidden] },
      { condition: 'AND', rules: [{ field: 'status', operator: 'equal', value: ['ended'] }, hidden] },
    ]);
    const own = api.calls.find((c) => c.path.startsWith('callout-responses?'))!;
    assert.deepEqual(rulesOf(own), {
      condition: 'AND',
      rules: [{ field: 'contact', operator: 'equal', value: ['me'] }],
    });
    assert.deepEqual(await axeViolations(), []);
  });

  /** A server with these call-outs and none of the member's responses. */
  const noResponses = (callouts: Callout[]) =>
    fakeApi((call) => {
      const path = call.path.split('?')[0]!;
      const status = path === 'callout' ? rulesOf(call)?.rules?.[0]?.value?.[0] : undefined;
      if (path === 'callout') return list(callouts.filter((c) => c.status === status));
      return path === 'callout-responses' ? list([]) : undefined;
    });

  it('links the first open call-out to answer while the member has no responses', async () => {
    await open(noResponses([toAnswer]));
    const mine = await waitFor(() => getByRole('region', { name: 'Your responses' }));
    getByText('You have not responded to any call-outs yet. Answer an open call-out to share what you know.', mine);
    const answer = getByRole('link', { name: 'Answer “Your local bus”' }, mine);
    assert.equal(answer.getAttribute('href'), '/crowdnewsroom/callout-1/respond');
    getByText('No call-outs have ended yet.', getByRole('region', { name: 'Archive' }));
    assert.deepEqual(await axeViolations(), []);
  });

  it('says what comes next when there is nothing to answer and nothing answered', async () => {
    await open(noResponses([]));
    const open2 = await waitFor(() => getByRole('region', { name: 'Open call-outs' }));
    getByText(
      'There are no call-outs for you to answer right now. New ones appear here as soon as the newsroom opens them.',
      open2,
    );
    const none = getByRole('region', { name: 'Your responses' });
    getByText('You have not responded to any call-outs yet. Your answers appear here once you do.', none);
    assert.equal(queryAllByRole('link', {}, none).length, 0);
  });

  it("shows the member's responses with call-out titles in the reader's language, as the archive beside them", async () => {
    const german: Record<string, string> = {
      Rents: 'Mieten',
      'Old survey': 'Alte Umfrage',
      'Answers stay': 'Antworten bleiben',
    };
    const inVariant = (call: SentCall, title: string) =>
      new URLSearchParams(call.path.split('?')[1]).get('variant') === 'de' ? (german[title] ?? title) : title;
    const api = fakeApi((call) => {
      const path = call.path.split('?')[0]!;
      if (call.method !== 'GET') return undefined;
      if (path === 'callout') {
        const status = rulesOf(call)?.rules?.[0]?.value?.[0];
        const items = [answered, ended, fixed].filter((c) => c.status === status);
        return list(items.map((c) => ({ ...c, title: inVariant(call, c.title) })));
      }
      if (path === 'callout-responses') {
        return list(
          [rentsResponse, endedResponse, fixedResponse].map((r) => ({
            ...r,
            callout: { ...r.callout!, title: inVariant(call, r.callout!.title) },
          })),
        );
      }
      return undefined;
    });
    const ctx = await open(api);
    await waitFor(() => getByRole('region', { name: 'Your responses' }));
    assert.deepEqual(titlesIn('Your responses'), ['Rents', 'Old survey', 'Answers stay']);
    await activateLocale(ctx.i18n, 'de');
    await waitFor(() => assert.deepEqual(titlesIn('Archiv'), ['Alte Umfrage']));
    assert.deepEqual(titlesIn('Ihre Antworten'), ['Mieten', 'Alte Umfrage', 'Antworten bleiben']);
    const own = api.calls.filter((c) => c.path.startsWith('callout-responses?')).at(-1)!;
    assert.equal(new URLSearchParams(own.path.split('?')[1]).get('variant'), 'de');
  });

  it('opens a response and changes its answers while the call-out is open and allows it', async () => {
    const api = server();
    const ctx = await open(api);
    const mine = await waitFor(() => getByRole('link', { name: 'Rents' }));
    mine.click();
    const heading = await waitFor(() => getByRole('heading', { level: 1, name: 'Your response to “Rents”' }));
    assert.equal(ctx.router.location.search, '?response=r-rents');
    await waitFor(() => assert.equal(document.activeElement, heading));
    getByText('900');
    getByText('Renting');
    assert.deepEqual(await axeViolations(), [], 'the answers, read only');

    getByRole('button', { name: 'Change your answers' }).click();
    const rent = (await waitFor(() => getByRole('textbox', { name: /^Monthly rent/ }))) as HTMLInputElement;
    assert.equal(rent.value, '900', 'the form starts from the saved answers');
    assert.deepEqual(await axeViolations(), [], 'the form to change them');
    typeInto(rent, '950');
    await sleep(0);
    getByRole('button', { name: 'Send' }).click();
    await waitFor(() => getByText(/^Success: Your answers have been saved$/));
    const patch = api.calls.find((c) => c.method === 'PATCH');
    assert.equal(patch?.path, 'callout-responses/r-rents');
    assert.deepEqual(patch?.body, { answers: { s1: { rent: '950', kind: 'rent' } } });
    await waitFor(() => getByText('950'));
    assert.equal(document.activeElement, getByRole('heading', { level: 2, name: 'Your answers' }));
  });

  it('shows the answers to an ended call-out without a way to change them', async () => {
    const api = server();
    await open(api, '/crowdnewsroom?response=r-ended');
    await waitFor(() => getByText('This call-out has ended, so your answers can no longer be changed.'));
    getByText('900');
    assert.equal(queryAllByRole('button', { name: 'Change your answers' }).length, 0);
  });

  it('says when a call-out does not let answers change once sent', async () => {
    const api = server();
    await open(api, '/crowdnewsroom?response=r-fixed');
    await waitFor(() => getByText('Answers to this call-out cannot be changed once they are sent.'));
    assert.equal(queryAllByRole('button', { name: 'Change your answers' }).length, 0);
  });

  it("finds nothing for someone else's response", async () => {
    const api = server();
    await open(api, '/crowdnewsroom?response=r-someone-else');
    await waitFor(() => getByText('This response could not be found. You can only see your own responses.'));
    assert.equal(queryAllByText('900').length, 0);
  });
});
