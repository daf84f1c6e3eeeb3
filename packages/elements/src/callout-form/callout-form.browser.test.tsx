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
import type { Callout } from '@masthead/core';
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
const renderForm = (page = api, send: typeof fetch = fake!.fetch) =>
  render(
    <WidgetApiProvider value={{ origin: api, fetch: send, pageOrigin: page }}>
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
    assert.ok(contactFieldsShown(), 'the server sees a guest: the form asks for contact details');
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
