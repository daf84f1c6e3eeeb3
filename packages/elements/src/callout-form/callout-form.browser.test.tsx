/**
 * <callout-form>'s contact part: who answers (a logged-in reader or a guest)
 * and the newsletter sign-up with its groups. UI-only: the API is a fake
 * `fetch` answering as the server does (the real server is the e2e suite's).
 */
import {
  afterEach,
  assert,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  queryAllByRole,
  queryAllByText,
  render,
  sleep,
  waitFor,
  axeViolations,
} from '@masthead/test/browser-setup';
import {
  apiError,
  fakeApi as contractFake,
  makeCallout,
  makeContact,
  type FakeApi,
  type SentCall,
} from '@masthead/client/testing';
import { defaultGeneralSettings, type Callout } from '@masthead/core';
import { WidgetApiProvider } from '../widget-api.tsx';
import { CalloutForm } from './callout-form.tsx';

type Call = SentCall;
type Answer = { status: number; body?: unknown } | undefined;

let fake: FakeApi | null = null;
afterEach(() => {
  fake = null;
});

/** Answers the element's calls from `answer` (a 404 when it has none), held to the contract table, and records them. */
function fakeApi(answer: (call: Call) => Answer): Call[] {
  fake = contractFake(answer);
  return fake.calls;
}

/** The form, asking the fake API, on a page of the API's own origin (the reader's cookies go along) unless `page` says otherwise. */
const renderForm = (page = api, send: typeof fetch = fake!.fetch, retryDelays?: number[]) =>
  render(
    <WidgetApiProvider value={{ origin: api, fetch: send, pageOrigin: page, retryDelays }}>
      <CalloutForm slug="housing" api={api} lang="en" />
    </WidgetApiProvider>,
  );

const api = 'https://members.example.org';
/** `auth/info` for a guest: a 200, so a guest's page logs no failed request. */
const unauthorized = { status: 200, body: { method: 'none', roles: [] } };
const reader = {
  status: 200,
  body: {
    method: 'user',
    roles: ['member'],
    contact: makeContact({ email: 'ada@example.org', displayName: 'Ada Reader' }),
  },
};

function calloutWith(settings: Partial<Callout>) {
  return {
    ...makeCallout(),
    id: 'c1',
    slug: 'housing',
    title: 'What does housing cost you?',
    status: 'open',
    access: 'guest',
    captcha: 'none',
    thanksTitle: 'Thank you!',
    thanksText: '',
    intro: '',
    formSchema: { slides: [{ id: 's1', components: [{ type: 'textfield', key: 'story', label: 'Your story' }] }] },
    newsletterSchema: null,
    ...settings,
  };
}

/** Renders the form against a fake API whose auth/info says `me`; returns the calls made. */
async function renderCallout(settings: Partial<Callout>, me: Answer) {
  const calls = fakeApi(({ method, path }) => {
    if (method === 'GET' && path.startsWith('callout/housing?')) return { status: 200, body: calloutWith(settings) };
    if (method === 'GET' && path === 'auth/info') return me;
    if (method === 'POST' && path === 'callout/c1/responses') return { status: 201, body: { id: 'resp1' } };
    return undefined;
  });
  renderForm();
  await waitFor(() => getByRole('heading', { name: 'What does housing cost you?' }));
  await fillStory();
  return calls;
}

async function fillStory() {
  const story = getByLabelText('Your story');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(story, 'The rent went up.');
  story.dispatchEvent(new Event('input', { bubbles: true }));
  await sleep(10);
}

function type(label: string, value: string) {
  const field = getByLabelText(label);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

async function submit(calls: Call[]) {
  await sleep(10);
  getByRole('button', { name: 'Submit' }).click();
  const sent = () => calls.find((c) => c.method === 'POST');
  await waitFor(() => assert.ok(sent(), 'the response was sent'));
  await waitFor(() => getByRole('heading', { name: 'Thank you!' }));
  return sent()!.body as Record<string, unknown>;
}

const contactFieldsShown = () => queryAllByRole('textbox', { name: /First name/ }).length > 0;

describe('<callout-form>: who answers', () => {
  it('on another origin asks once, without cookies, for the call-out only, and treats the reader as a guest', async () => {
    const credentials: (RequestCredentials | undefined)[] = [];
    fakeApi(({ method, path }) => {
      if (method === 'GET' && path.startsWith('callout/housing?')) return { status: 200, body: calloutWith({}) };
      if (method === 'GET' && path === 'auth/info') return reader;
      return undefined;
    });
    const send: typeof fetch = (input, init) => {
      credentials.push(init?.credentials);
      return fake!.fetch(input, init);
    };
    renderForm('https://news.example.com', send);
    await waitFor(() => getByRole('heading', { name: 'What does housing cost you?' }));
    assert.deepEqual(
      fake!.calls.map((c) => c.path),
      ['callout/housing?with=form&variant=en'],
    );
    assert.deepEqual(credentials, ['omit']);
    // The contact fields come in a chunk of their own (`before-submit.tsx`), a busy "…" until then.
    await waitFor(() => assert.ok(contactFieldsShown(), 'the server sees a guest: the form asks for contact details'));
  });

  it('a logged-in reader on a guest call-out is not asked for contact details and answers as themselves', async () => {
    const calls = await renderCallout({ access: 'guest', captcha: 'guest' }, reader);
    assert.ok(
      calls.some((c) => c.path === 'auth/info'),
      'asks who is logged in',
    );
    assert.equal(contactFieldsShown(), false);
    getByText('You are logged in as Ada Reader. Your response will be linked to your account.');
    const body = await submit(calls);
    assert.deepEqual(body, { answers: { s1: { story: 'The rent went up.' } } });
    // The server asks no captcha of a logged-in caller on `guest` captchas; nor does the form.
    assert.equal(calls.filter((c) => c.path === 'captcha').length, 0);
  });

  it('a guest on a guest call-out gives contact details, which are checked before anything is sent', async () => {
    const calls = await renderCallout({ access: 'guest' }, unauthorized);
    assert.ok(contactFieldsShown());
    assert.equal(queryAllByText(/You are logged in/).length, 0);
    getByRole('button', { name: 'Submit' }).click();
    const first = await waitFor(() => {
      const field = getByLabelText(/First name/);
      assert.equal(field.getAttribute('aria-invalid'), 'true');
      return field;
    });
    await waitFor(() => assert.equal(document.activeElement, first, 'focus on the first missing detail'));
    assert.equal(calls.filter((c) => c.method === 'POST').length, 0);
    type('First name', 'Grace');
    type('Last name', 'Guest');
    type('Email', 'grace@example.org');
    const body = await submit(calls);
    assert.deepEqual(body.guest, { firstname: 'Grace', lastname: 'Guest', email: 'grace@example.org' });
  });

  it('a logged-in reader on an anonymous call-out answers as themselves too', async () => {
    const calls = await renderCallout({ access: 'anonymous' }, reader);
    assert.equal(contactFieldsShown(), false);
    const body = await submit(calls);
    assert.equal(body.guest, undefined);
  });

  it('solves the captcha after all when the server no longer sees the session', async () => {
    const salt = 'salt?expires=9999999999';
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}3`));
    const challenge = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
    const posts: string[] = [];
    const calls = fakeApi(({ method, path }) => {
      if (method === 'GET' && path.startsWith('callout/housing?')) {
        return { status: 200, body: calloutWith({ access: 'guest', captcha: 'guest' }) };
      }
      if (method === 'GET' && path === 'auth/info') return reader;
      if (method === 'GET' && path === 'captcha') {
        return { status: 200, body: { algorithm: 'SHA-256', challenge, salt, signature: 'sig', maxnumber: 10 } };
      }
      if (method === 'POST' && path.startsWith('callout/c1/responses')) {
        posts.push(path);
        if (!path.includes('captchaToken=')) {
          return apiError('captcha-required');
        }
        return { status: 201, body: { id: 'resp1' } };
      }
      return undefined;
    });
    renderForm();
    await waitFor(() => getByRole('heading', { name: 'What does housing cost you?' }));
    await fillStory();
    getByRole('button', { name: 'Submit' }).click();
    await waitFor(() =>
      getByText('Please complete the check that you are not a robot, then send your response again.'),
    );
    assert.equal(calls.filter((c) => c.path === 'captcha').length, 0, 'no captcha while logged in');
    getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => getByRole('heading', { name: 'Thank you!' }));
    assert.equal(posts.length, 2);
    assert.match(posts[1]!, /captchaToken=/);
  });

  it('a call-out that keeps no contact ignores who is logged in', async () => {
    const calls = await renderCallout(
      { access: 'only-anonymous', newsletterSchema: { optIn: 'Send me the newsletter' } },
      reader,
    );
    // Asked alongside the call-out (whose access is not known yet), once, and not used.
    assert.ok(calls.filter((c) => c.path === 'auth/info').length <= 1);
    assert.equal(queryAllByText(/You are logged in/).length, 0);
    assert.equal(contactFieldsShown(), false);
    assert.equal(queryAllByRole('checkbox').length, 0, 'no newsletter sign-up: the server keeps no one to send it to');
    const body = await submit(calls);
    assert.deepEqual(body, { answers: { s1: { story: 'The rent went up.' } } });
  });
});

describe('<callout-form>: newsletter groups', () => {
  const newsletterSchema = {
    title: 'Our newsletter',
    optIn: 'Send me the newsletter',
    text: 'Once a week, no spam.',
    groups: [
      { id: 'weekly', label: 'Weekly digest', checked: true },
      { id: 'events', label: 'Events near me' },
    ],
  };

  it('offers the groups with the opt-in and sends the chosen ones', async () => {
    const calls = await renderCallout({ access: 'member', newsletterSchema }, reader);
    getByRole('heading', { name: 'Our newsletter' });
    const optIn = getByRole('checkbox', { name: 'Send me the newsletter' });
    assert.equal(queryAllByRole('checkbox', { name: 'Events near me' }).length, 0, 'groups come with the opt-in');
    optIn.click();
    const events = await waitFor(() => getByRole('checkbox', { name: 'Events near me' }));
    const group = events.closest('fieldset')!;
    assert.equal(group.querySelector('legend')?.textContent, 'What would you like to hear about?');
    assert.equal((getByRole('checkbox', { name: 'Weekly digest' }) as HTMLInputElement).checked, true);
    events.click();
    await sleep(10);
    getByRole('checkbox', { name: 'Weekly digest' }).click();
    const body = await submit(calls);
    assert.deepEqual(body.newsletter, { optIn: true, groups: ['events'] });
  });

  it('sends no groups without the opt-in', async () => {
    const calls = await renderCallout({ access: 'member', newsletterSchema }, reader);
    const body = await submit(calls);
    assert.deepEqual(body.newsletter, { optIn: false });
  });

  it('a guest opting in on an anonymous call-out is asked whom to send it to', async () => {
    const calls = await renderCallout({ access: 'anonymous', newsletterSchema }, unauthorized);
    getByRole('checkbox', { name: 'Send me the newsletter' }).click();
    await sleep(10);
    getByRole('button', { name: 'Submit' }).click();
    await waitFor(() => assert.equal(getByLabelText('Email').getAttribute('aria-invalid'), 'true'));
    assert.equal(calls.filter((c) => c.method === 'POST').length, 0);
    // `region` (content outside landmarks) is the embedding page's business, not the widget's.
    assert.deepEqual(
      await axeViolations(document.body, { region: false }),
      [],
      'no axe-core violations with the groups open and messages shown',
    );
    type('First name', 'Grace');
    type('Last name', 'Guest');
    type('Email', 'grace@example.org');
    const body = await submit(calls);
    assert.deepEqual(body.guest, { firstname: 'Grace', lastname: 'Guest', email: 'grace@example.org' });
    assert.deepEqual(body.newsletter, { optIn: true, groups: ['weekly'] });
  });
});

/** A `fetch` that fails like an unreachable server (the browser's TypeError) for the first `count` calls, then asks `fetch`. */
function unreachableFirst(count: number, fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  let left = count;
  return (input, init) => (left-- > 0 ? Promise.reject(new TypeError('Failed to fetch')) : fetch(input, init));
}

const statusText = () =>
  queryAllByRole('status')
    .map((s) => s.textContent)
    .join(' | ');

describe('<callout-form>: when the API is down', () => {
  it('says the call-out could not be loaded, and "Try again" loads it', async () => {
    const calls = fakeApi(({ method, path }) => {
      if (method === 'GET' && path.startsWith('callout/housing?')) return { status: 200, body: calloutWith({}) };
      return undefined;
    });
    const errors: unknown[] = [];
    const heard = (e: Event) => errors.push((e as CustomEvent).detail);
    document.addEventListener('callout:error', heard);
    renderForm('https://news.example.com', unreachableFirst(1, fake!.fetch));
    const alert = await waitFor(() => getByRole('alert')).finally(() =>
      document.removeEventListener('callout:error', heard),
    );
    assert.match(alert.textContent ?? '', /^Could not load this call-out/);
    assert.match(alert.textContent ?? '', /The server could not be reached\. Check your connection, then try again\./);
    assert.equal((errors.at(-1) as { code?: string } | undefined)?.code, 'network', 'callout:error says network');
    assert.deepEqual(
      await axeViolations(document.body, { region: false }),
      [],
      'no axe-core violations on the failure',
    );
    // The only call that arrived is the widget's error report of the unreachable API (widget-errors.ts).
    await waitFor(() =>
      assert.deepEqual(
        calls.map((c) => c.operation),
        ['POST /client-errors'],
      ),
    );
    assert.equal((calls[0]!.body as { message: string }).message, 'GET /callout/housing unreachable');
    calls.splice(0);
    const again = getByRole('button', { name: 'Try again' });
    again.focus();
    again.click();
    const heading = await waitFor(() => getByRole('heading', { name: 'What does housing cost you?' }));
    assert.equal(queryAllByRole('alert').length, 0);
    assert.equal(calls.length, 1, 'one request more, for this widget only');
    await waitFor(() => assert.equal(document.activeElement, heading, 'focus moves to the call-out that arrived'));
  });

  it('a server error says so, and a second failure is a fresh alert with the button still there', async () => {
    let tries = 0;
    fakeApi(({ method, path }) => {
      if (method === 'GET' && path.startsWith('callout/housing?')) {
        tries++;
        return tries < 3 ? apiError('service-unavailable') : { status: 200, body: calloutWith({}) };
      }
      return undefined;
    });
    renderForm('https://news.example.com');
    await waitFor(() => getByText('Something went wrong, please try again.'));
    getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => assert.equal(tries, 2));
    const again = await waitFor(() => getByRole('button', { name: 'Try again' }));
    await waitFor(() => assert.equal(again.getAttribute('aria-busy'), null, 'not busy once the answer came'));
    getByRole('alert');
    again.click();
    await waitFor(() => getByRole('heading', { name: 'What does housing cost you?' }));
  });
});

describe('<callout-form>: sending', () => {
  /** A guest-less call-out whose POSTs are answered by `post` in turn. */
  function renderPosting(post: (n: number) => Answer, delays: number[]) {
    let posts = 0;
    const calls = fakeApi(({ method, path }) => {
      if (method === 'GET' && path.startsWith('callout/housing?')) {
        return { status: 200, body: calloutWith({ access: 'only-anonymous' }) };
      }
      if (method === 'POST' && path === 'callout/c1/responses') return post(++posts);
      return undefined;
    });
    renderForm('https://news.example.com', fake!.fetch, delays);
    return calls;
  }

  it('says "Sending… (retrying)" while it tries again, not "please try again"; then focuses the thanks', async () => {
    const calls = renderPosting(
      (n) => (n === 1 ? apiError('service-unavailable') : { status: 201, body: { id: 'r1' } }),
      [400],
    );
    await waitFor(() => getByRole('heading', { name: 'What does housing cost you?' }));
    await fillStory();
    getByRole('button', { name: 'Submit' }).click();
    await waitFor(() => assert.match(statusText(), /Sending… \(retrying\)/));
    assert.equal(queryAllByText(/please try again/).length, 0, 'no failure while tries are left');
    assert.equal(queryAllByRole('alert').length, 0);
    const thanks = await waitFor(() => getByRole('heading', { name: 'Thank you!' }));
    await waitFor(() => assert.equal(document.activeElement, thanks, 'focus on the thanks heading'));
    assert.equal(thanks.tabIndex, -1);
    const posts = calls.filter((c) => c.operation === 'POST /callout/{id}/responses');
    assert.equal(posts.length, 2);
    assert.equal(
      posts[0]!.headers.get('idempotency-key'),
      posts[1]!.headers.get('idempotency-key'),
      'one key across the retries',
    );
  });

  it('once the retries run out shows the failure with "Try again", which sends the same answers', async () => {
    let failing = true;
    const calls = renderPosting(
      () => (failing ? apiError('service-unavailable') : { status: 201, body: { id: 'r1' } }),
      [50, 50],
    );
    await waitFor(() => getByRole('heading', { name: 'What does housing cost you?' }));
    await fillStory();
    getByRole('button', { name: 'Submit' }).click();
    await waitFor(() => assert.match(statusText(), /Sending… \(retrying\)/));
    const alert = await waitFor(() => getByRole('alert'));
    assert.equal(alert.textContent, 'There was a problem submitting your response, please try again');
    assert.equal(
      calls.filter((c) => c.operation === 'POST /callout/{id}/responses').length,
      3,
      'three tries with two waits',
    );
    assert.ok(!/retrying/.test(statusText()), 'the status no longer says it is retrying');
    failing = false;
    getByRole('button', { name: 'Try again' }).click();
    const thanks = await waitFor(() => getByRole('heading', { name: 'Thank you!' }));
    await waitFor(() => assert.equal(document.activeElement, thanks));
    const bodies = calls
      .filter((c) => c.operation === 'POST /callout/{id}/responses')
      .map((c) => JSON.stringify(c.body));
    assert.equal(new Set(bodies).size, 1, 'the same answers each time');
  });
});

describe('<callout-form> address search', () => {
  const withAddress = {
    slides: [{ id: 's1', components: [{ type: 'address', key: 'where', label: 'Where is it?' }] }],
  } as Callout['formSchema'];
  const serve = (general: Answer) =>
    fakeApi(({ method, path }) => {
      if (method === 'GET' && path.startsWith('callout/housing?'))
        return { status: 200, body: calloutWith({ formSchema: withAddress }) };
      if (method === 'GET' && path === 'content/general') return general;
      return undefined;
    });

  it("offers the search with the organisation's geocoder, asked only for a form with an address question", async () => {
    const calls = serve({
      status: 200,
      body: { ...defaultGeneralSettings, geocoderUrl: 'https://geo.example.org/search' },
    });
    renderForm('https://news.example.net');
    await waitFor(() => getByRole('button', { name: 'Search address' }));
    assert.deepEqual(
      calls.map((c) => c.path.split('?')[0]),
      ['callout/housing', 'content/general'],
    );
  });

  it('offers no search when the settings name no geocoder or cannot be read', async () => {
    serve({ status: 503 });
    renderForm('https://news.example.net');
    await waitFor(() => getByLabelText('Address'));
    await sleep(50);
    assert.equal(queryAllByRole('button', { name: 'Search address' }).length, 0);
  });
});
