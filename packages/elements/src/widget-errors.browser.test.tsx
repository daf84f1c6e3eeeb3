/**
 * The widgets' error reports: nothing is loaded or sent while all goes well; the first 5xx,
 * unreachable API, failed render or uncaught error of our own code loads the reporter's chunk
 * and sends a report with the steps before it; the newsroom's own errors are not ours to send.
 */
import { afterEach, assert, describe, it, render, sleep, waitFor } from '@masthead/test/browser-setup';
import { apiError, fakeApi, type SentCall } from '@masthead/client/testing';
import { defaultGeneralSettings } from '@masthead/core';
import { WidgetApiProvider } from './widget-api.tsx';
import { createWidgetErrors, isOurs, reportingWidgetFetch } from './widget-errors.ts';
import { JoinForm } from './join-form/join-form.tsx';

const origin = 'https://members.example.org';
type Report = { source: string; message: string; status?: number; breadcrumbs: { kind: string; text: string }[] };

/** A collector whose reports land in `sent`, and how often its reporter chunk was asked for. */
function collector(target: EventTarget | null = null) {
  const sent: Report[] = [];
  const loads = { count: 0 };
  const send: typeof fetch = async (_url, init) => {
    sent.push(JSON.parse(String(init?.body)) as Report);
    return new Response(null, { status: 204 });
  };
  const errors = createWidgetErrors({
    origin,
    fetch: send,
    target: target as Window | null,
    load: () => {
      loads.count += 1;
      return import('@masthead/client/error-reporter');
    },
  });
  return { errors, sent, loads };
}

const answering =
  (status: number, requestId = 'req-1') =>
  async () =>
    new Response('{}', { status, headers: { 'x-request-id': requestId } });

const mounted: HTMLElement[] = [];
afterEach(() => mounted.splice(0).forEach((el) => el.remove()));

describe('widget error reports', () => {
  it('loads nothing while calls succeed, then reports the first 5xx with the calls and clicks before it', async () => {
    const { errors, sent, loads } = collector();
    const ok = reportingWidgetFetch(errors, answering(200));
    await ok(`${origin}/api/1.0/content/general`);
    await ok(`${origin}/api/1.0/callout/5f0c1a2b-0000-4000-8000-000000000001`);
    const host = document.createElement('div');
    host.innerHTML = '<button type="button">Continue to payment</button>';
    document.body.append(host);
    mounted.push(host);
    const stop = errors.watchClicks(host);
    host.querySelector('button')!.click();
    stop();
    host.querySelector('button')!.click();
    await sleep(20);
    assert.equal(loads.count, 0, 'no reporter chunk while nothing failed');
    assert.equal(sent.length, 0);

    await reportingWidgetFetch(errors, answering(503, 'req-503'))(`${origin}/api/1.0/signup`, { method: 'POST' });
    await waitFor(() => assert.equal(sent.length, 1));
    assert.equal(loads.count, 1);
    const [report] = sent as [Report];
    assert.equal(report.source, 'widget');
    assert.equal(report.message, 'POST /signup 503');
    assert.equal(report.status, 503);
    assert.deepEqual(
      report.breadcrumbs.map((c) => `${c.kind} ${c.text}`),
      [
        'api GET /content/general 200',
        'api GET /callout/{id} 200',
        'click button Continue to payment',
        'api POST /signup 503',
      ],
    );

    // Loaded once: later steps go straight to it.
    await reportingWidgetFetch(errors, () => Promise.reject(new TypeError('Failed to fetch')))(
      `${origin}/api/1.0/captcha`,
    ).catch(() => {});
    await waitFor(() => assert.equal(sent.length, 2));
    assert.equal(sent[1]!.message, 'GET /captcha unreachable');
    assert.equal(loads.count, 1);
  });

  it('an aborted call is no error', async () => {
    const { errors, sent, loads } = collector();
    const aborted = reportingWidgetFetch(errors, () => Promise.reject(new DOMException('gone', 'AbortError')));
    await aborted(`${origin}/api/1.0/callout/x`).catch(() => {});
    await sleep(20);
    assert.equal(loads.count, 0);
    assert.equal(sent.length, 0);
  });

  it('reports uncaught errors of our own files only, not the newsroom page’s', async () => {
    const target = new EventTarget();
    const { sent } = collector(target);
    target.dispatchEvent(
      new ErrorEvent('error', {
        error: new Error('the newsroom’s own bug'),
        filename: 'https://news.example.com/app.js',
      }),
    );
    const ours = new Error('answers is undefined');
    target.dispatchEvent(
      new ErrorEvent('error', { error: ours, filename: `${origin}/embed/assets/callout-form-x1.js` }),
    );
    await waitFor(() => assert.equal(sent.length, 1));
    assert.equal(sent[0]!.message, 'Error: answers is undefined');
    assert.ok(isOurs(origin, `at f (${origin}/embed/assets/shared-a.js:1:2)`));
    assert.ok(!isOurs(origin, 'at f (https://news.example.com/embed/x.js:1:2)'));
    assert.ok(!isOurs(origin, undefined));
  });

  it('a widget whose API answers 503 sends one report through the real reporter chunk, with the page’s calls', async () => {
    const fake = fakeApi((call: SentCall) => {
      if (call.operation === 'GET /content/general') return { status: 200, body: defaultGeneralSettings };
      if (call.operation === 'GET /content/join') return apiError('service-unavailable');
      if (call.operation === 'POST /client-errors') return { status: 204, body: null };
      return undefined;
    });
    render(
      <WidgetApiProvider value={{ origin, fetch: fake.fetch, pageOrigin: 'https://news.example.com' }}>
        <JoinForm api={origin} lang="en" />
      </WidgetApiProvider>,
    );
    const reports = () => fake.calls.filter((c) => c.operation === 'POST /client-errors');
    await waitFor(() => assert.equal(reports().length, 1));
    const body = reports()[0]!.body as Report;
    assert.equal(body.source, 'widget');
    assert.equal(body.message, 'GET /content/join 503');
    assert.ok(body.breadcrumbs.some((c) => c.text === 'GET /content/join 503'));
    assert.equal(reports()[0]!.headers.get('cookie'), null);
  });
});
