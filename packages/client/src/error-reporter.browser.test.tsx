import { afterEach, assert, describe, it, typeInto, waitFor } from '@masthead/test/browser-setup';
import { callName, createErrorReporter, pathTemplate, reportingFetch } from './error-reporter.ts';

interface Sent {
  url: string;
  init: RequestInit;
  body: Record<string, unknown> & { breadcrumbs: { kind: string; text: string }[] };
}

/** A reporter whose sends land in `sent`, on a clock the test moves. */
function reporterWith(extra: { credentials?: RequestCredentials; failSend?: boolean; page?: string } = {}) {
  const sent: Sent[] = [];
  const clock = { time: Date.parse('2025-03-01T10:00:00Z') };
  const reporter = createErrorReporter({
    baseUrl: 'https://members.example.org/api/1.0/',
    source: 'widget',
    release: '0.1.0',
    page: () => extra.page ?? 'https://news.example.org/story?token=secret#top',
    now: () => clock.time,
    ...(extra.credentials ? { credentials: extra.credentials } : {}),
    fetch: async (url, init = {}) => {
      sent.push({ url: String(url), init, body: JSON.parse(String(init.body)) });
      if (extra.failSend) throw new TypeError('Failed to fetch');
      return new Response(null, { status: 204 });
    },
  });
  return { reporter, sent, clock };
}

const mounted: HTMLElement[] = [];
afterEach(() => mounted.splice(0).forEach((el) => el.remove()));
function mount(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  mounted.push(host);
  return host;
}

describe('error reporter', () => {
  it('sends an error with the page address without its query, and keeps only the last 20 breadcrumbs', () => {
    const { reporter, sent } = reporterWith();
    for (let i = 1; i <= 25; i++) reporter.breadcrumb('navigation', `/page/${i}`);
    reporter.report(new TypeError('answers is undefined'));

    assert.equal(sent.length, 1);
    const [{ url, init, body }] = sent as [Sent];
    assert.equal(url, 'https://members.example.org/api/1.0/client-errors');
    assert.equal(init.method, 'POST');
    assert.equal(init.keepalive, true);
    assert.equal(init.credentials, 'omit');
    assert.equal(body.source, 'widget');
    assert.equal(body.message, 'TypeError: answers is undefined');
    assert.equal(body.url, 'https://news.example.org/story');
    assert.equal(body.release, '0.1.0');
    assert.ok(typeof body.stack === 'string');
    assert.equal(body.breadcrumbs.length, 20);
    assert.equal(body.breadcrumbs[0]!.text, '/page/6');
    assert.equal(body.breadcrumbs[19]!.text, '/page/25');
  });

  it('sends one message once a minute at most', () => {
    const { reporter, sent, clock } = reporterWith();
    reporter.report(new Error('same'));
    clock.time += 30_000;
    reporter.report(new Error('same'));
    reporter.report(new Error('other'));
    clock.time += 30_001;
    reporter.report(new Error('same'));
    assert.deepEqual(
      sent.map((s) => s.body.message),
      ['Error: same', 'Error: other', 'Error: same'],
    );
  });

  it('scrubs emails and long numbers before they leave the browser', () => {
    const { reporter, sent } = reporterWith();
    reporter.breadcrumb('click', 'link ada@example.org');
    reporter.report('No member ada@example.org, phone 07700 900123');
    assert.equal(sent[0]!.body.message, 'No member [email], phone [number]');
    assert.equal(sent[0]!.body.breadcrumbs[0]!.text, 'link [email]');
  });

  it('masks the secret of an emailed link in the page, its page views, the failed call and its message', async () => {
    // A token with a digit run a number scrub would take first, and a join flow's id.
    const token = 'Xk3q90817264LmPzR2vT8wYbN4cD6fH1jK5sA7gE0u';
    const flow = '2f0c6d1e-5a4b-4c3d-9e8f-7a6b5c4d3e2f';
    const rows: [page: string, call: [method: string, path: string], secret: string, masked: string[]][] = [
      [
        '/auth/reset-password/',
        ['PUT', '/reset-password/'],
        token,
        ['/auth/reset-password/***', 'PUT /reset-password/***'],
      ],
      [
        '/auth/set-password/',
        ['PUT', '/reset-password/'],
        token,
        ['/auth/set-password/***', 'PUT /reset-password/***'],
      ],
      [
        '/auth/login-link/',
        ['POST', '/auth/login-link/'],
        token,
        ['/auth/login-link/***', 'POST /auth/login-link/***'],
      ],
      ['/auth/reset-device/', ['PUT', '/reset-device/'], token, ['/auth/reset-device/***', 'PUT /reset-device/***']],
      ['/join/confirm-email/', ['GET', '/demo-checkout/'], flow, ['/join/confirm-email/***', 'GET /demo-checkout/***']],
    ];
    for (const [page, [method, path], secret, [maskedPage, maskedCall]] of rows) {
      const { reporter, sent } = reporterWith({ page: `https://members.example.org${page}${secret}` });
      // As the app records a page view (main.tsx).
      reporter.breadcrumb('navigation', pathTemplate(`${page}${secret}`));
      const api = reportingFetch(reporter, async () => new Response('{}', { status: 503 }));
      await api(`/api/1.0${path}${secret}`, { method });
      reporter.report(new Error(`Failed: https://members.example.org/api/1.0${path}${secret}`));

      const [failed, thrown] = sent.map((s) => s.body) as [Sent['body'], Sent['body']];
      assert.equal(failed.url, `https://members.example.org${maskedPage}`, page);
      assert.equal(failed.message, `${maskedCall} 503`, page);
      assert.equal(failed.operation, maskedCall, page);
      assert.deepEqual(
        failed.breadcrumbs.map((c) => c.text),
        [maskedPage, `${maskedCall} 503`],
        page,
      );
      assert.equal(thrown.message, `Error: Failed: https://members.example.org/api/1.0${path}***`, page);
      for (const body of [failed, thrown]) assert.ok(!JSON.stringify(body).includes(secret.slice(0, 8)), page);
    }
  });

  it('records clicks as role and name, never what was typed into a field', () => {
    const { reporter } = reporterWith();
    const host = mount(`
      <label for="f-email">Your email</label><input id="f-email" type="email">
      <textarea aria-label="Your story"></textarea>
      <button type="button"><span>Save   changes</span></button>
      <a href="#x">Call-outs</a>
      <p>Plain text</p>`);
    const stop = reporter.watchClicks(host);
    const email = host.querySelector('input')!;
    const story = host.querySelector('textarea')!;
    typeInto(email, 'ada@example.org');
    story.value = 'My neighbour Bob Smith said';
    email.click();
    story.click();
    host.querySelector('span')!.click();
    host.querySelector('a')!.click();
    host.querySelector('p')!.click();
    stop();
    host.querySelector('button')!.click();

    assert.deepEqual(
      reporter.breadcrumbs.map((c) => [c.kind, c.text]),
      [
        ['click', 'textbox Your email'],
        ['click', 'textbox Your story'],
        ['click', 'button Save changes'],
        ['click', 'link Call-outs'],
      ],
    );
  });

  it('records clicks inside a shadow root it watches', () => {
    const { reporter } = reporterWith();
    const host = mount('');
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<button aria-label="Send answers">→</button>';
    reporter.watchClicks(shadow);
    shadow.querySelector('button')!.click();
    assert.deepEqual(
      reporter.breadcrumbs.map((c) => c.text),
      ['button Send answers'],
    );
  });

  it('reports uncaught errors and unhandled rejections of what it listens to', async () => {
    const { reporter, sent } = reporterWith();
    const target = new EventTarget() as unknown as Window;
    const stop = reporter.listen(target);
    target.dispatchEvent(new ErrorEvent('error', { error: new RangeError('bad page'), message: 'bad page' }));
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = new Error('lost promise');
    target.dispatchEvent(rejection);
    stop();
    target.dispatchEvent(new ErrorEvent('error', { error: new Error('after stop') }));
    await waitFor(() => assert.equal(sent.length, 2));
    assert.deepEqual(
      sent.map((s) => s.body.message),
      ['RangeError: bad page', 'Error: lost promise'],
    );
  });

  it('reports 5xx and unreachable API calls with their request id, and only breadcrumbs the rest', async () => {
    const { reporter, sent } = reporterWith();
    const answers: (Response | Error)[] = [
      new Response('{}', { status: 200, headers: { 'x-request-id': 'ok-1' } }),
      new Response('{}', { status: 422 }),
      new Response('{}', { status: 503, headers: { 'x-request-id': 'Rk3n-9x_q2' } }),
      new TypeError('Failed to fetch'),
      new DOMException('The user aborted a request.', 'AbortError'),
    ];
    const api = reportingFetch(reporter, async () => {
      const next = answers.shift()!;
      if (next instanceof Error) throw next;
      return next;
    });
    const id = '5f0c3b8e-2a61-4c1e-9d7f-0a1b2c3d4e5f';
    await api(`/api/1.0/callout/${id}?with=form`);
    await api('/api/1.0/callout-responses', { method: 'POST' });
    await api(`/api/1.0/callout/${id}/responses/42`, { method: 'PATCH' });
    await api('/api/1.0/health').catch(() => {});
    await api('/api/1.0/callout').catch(() => {});

    assert.deepEqual(
      reporter.breadcrumbs.map((c) => c.text),
      [
        'GET /callout/{id} 200',
        'POST /callout-responses 422',
        'PATCH /callout/{id}/responses/{id} 503',
        'GET /health 0',
      ],
    );
    assert.deepEqual(
      sent.map(({ body }) => [body.message, body.operation, body.status, body.requestId]),
      [
        ['PATCH /callout/{id}/responses/{id} 503', 'PATCH /callout/{id}/responses/{id}', 503, 'Rk3n-9x_q2'],
        ['GET /health unreachable', 'GET /health', 0, undefined],
      ],
    );
  });

  it('never throws and never reports its own failed send', async () => {
    const { reporter, sent } = reporterWith({ failSend: true, credentials: 'include' });
    reporter.report(new Error('first'));
    reporter.report(Object.create(null));
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.equal(sent.length, 1);
    assert.equal(sent[0]!.init.credentials, 'include');
    assert.equal((sent[0]!.init.headers as Record<string, string>)['x-requested-with'], 'XMLHttpRequest');
  });

  it('names a call by its path under the API with ids as {id}', () => {
    const rows: [string, string, string][] = [
      ['get', 'https://m.example.org/api/1.0/callout/my-slug?with=form', 'GET /callout/my-slug'],
      ['DELETE', '/api/1.0/contact/5F0C3B8E-2A61-4C1E-9D7F-0A1B2C3D4E5F/tags/7', 'DELETE /contact/{id}/tags/{id}'],
      ['GET', '/api/1.0/content/general', 'GET /content/general'],
    ];
    for (const [method, url, expected] of rows) assert.equal(callName(method, url), expected, url);
  });
});
