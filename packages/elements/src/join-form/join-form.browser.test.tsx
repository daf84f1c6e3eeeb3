/**
 * <join-form>'s three steps against a fake API held to the contract (the
 * real server is the e2e suite's): what is checked before anything is sent,
 * the body `POST signup` gets, the return from the provider, joining
 * without a contribution, and the events the page hears.
 */
import {
  afterEach,
  assert,
  axeViolations,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  queryAllByRole,
  render,
  sleep,
  waitFor,
} from '@masthead/test/browser-setup';
import { apiError, fakeApi, type Answer, type SentCall } from '@masthead/client/testing';
import {
  defaultGeneralSettings,
  defaultJoinSettings,
  defaultJoinSetup,
  type GeneralSettings,
  type JoinSettings,
  type SignupCheckStatus,
} from '@masthead/core';
import { WidgetApiProvider } from '../widget-api.tsx';
import { JoinForm } from './join-form.tsx';

const api = 'https://members.example.org';
const startUrl = location.pathname + location.search;
const heard: { name: string; detail: Record<string, unknown> }[] = [];
const listen = (event: Event) => {
  heard.push({ name: event.type, detail: (event as CustomEvent).detail });
  // The test page must not leave for the provider: the page takes the redirect over, as it may.
  if (event.type === 'join:started') event.preventDefault();
};
for (const name of ['join:started', 'join:completed', 'join:error']) document.addEventListener(name, listen);
afterEach(() => {
  heard.splice(0);
  sessionStorage.clear();
  history.replaceState(null, '', startUrl);
});

const joinSettings = (over: Partial<JoinSettings> = {}): JoinSettings => ({
  ...defaultJoinSettings,
  paymentMethods: ['s_card', 's_sepa'],
  stripePublicKey: null,
  currency: 'GBP',
  // The test page's site is one the reader may come back to.
  returnOrigins: [location.origin],
  ...over,
});
const general = { ...defaultGeneralSettings, currencyCode: 'GBP', currencySymbol: '£' };

/** The form against a fake API: content/join from `settings`, other calls from `answer`. */
function renderJoin(
  answer: (call: SentCall) => Answer | undefined = () => undefined,
  settings = joinSettings(),
  attributes: { amount?: string; period?: string } = {},
  generalSettings: GeneralSettings = general,
) {
  const fake = fakeApi((call) => {
    if (call.operation === 'GET /content/join') return { status: 200, body: settings };
    if (call.operation === 'GET /content/general') return { status: 200, body: generalSettings };
    return answer(call);
  });
  render(
    <WidgetApiProvider value={{ origin: api, fetch: fake.fetch, pageOrigin: 'https://news.example.com' }}>
      <JoinForm api={api} lang="en" {...attributes} />
    </WidgetApiProvider>,
  );
  return fake.calls;
}

function type(label: string | RegExp, value: string) {
  const field = getByLabelText(label) as HTMLInputElement;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const posts = (calls: SentCall[]) => calls.filter((c) => c.method === 'POST');
const ready = () => waitFor(() => getByRole('heading', { name: 'Join us' }));

describe('<join-form>: choosing', () => {
  it('offers the suggested amounts as choices, the first method chosen, the fee and the total once', async () => {
    renderJoin();
    await ready();
    const radio = (name: string) => getByRole('radio', { name }) as HTMLInputElement;
    assert.equal(radio('Monthly').checked, true);
    assert.equal(radio('£10').checked, true, 'the middle suggestion');
    for (const amount of ['£5', '£15', 'Other']) assert.equal(radio(amount).checked, false);
    assert.equal(queryAllByRole('textbox', { name: /Amount per month/ }).length, 0, 'no amount field until "Other"');
    assert.equal(radio('Credit or debit card').checked, true, 'the first (most used) method, chosen for the reader');
    getByRole('checkbox', { name: 'Cover the £0.35 fee' });
    getByText('You will pay £10.00 per month.');
    getByRole('checkbox', { name: 'Cover the £0.35 fee' }).click();
    await waitFor(() => getByText('You will pay £10.35 per month.'));
    assert.ok(!document.body.textContent?.includes('Other ways to pay'), 'two methods: both shown');
    radio('Other').click();
    const field = await waitFor(() => getByLabelText(/Amount per month/) as HTMLInputElement);
    assert.equal(field.value, '10', '"Other" starts from the amount chosen');
    getByText('At least £1.00 per month');
    assert.equal(radio('Other').checked, true);
    radio('£5').click();
    await waitFor(() => assert.equal(queryAllByRole('textbox', { name: /Amount per month/ }).length, 0));
    radio('Annually').click();
    await waitFor(() => assert.equal(radio('£60').checked, true, 'the same place among the annual suggestions'));
    assert.equal(queryAllByRole('checkbox', { name: /fee/ }).length, 0, 'no fee choice for annual periods');
    assert.deepEqual(await axeViolations(document.body, { region: false }), []);
  });

  it('shows the two most used methods and keeps the others behind "Other ways to pay"', async () => {
    renderJoin(undefined, joinSettings({ paymentMethods: ['s_card', 's_paypal', 's_sepa', 's_ideal'] }));
    await ready();
    const more = getByText('Other ways to pay').closest('details')!;
    assert.equal(more.open, false);
    const shown = (name: string) => queryAllByRole('radio', { name }).length === 1;
    assert.deepEqual([shown('Credit or debit card'), shown('PayPal')], [true, true]);
    assert.deepEqual([shown('SEPA Direct Debit'), shown('iDEAL')], [false, false], 'behind the disclosure');
    (getByText('Other ways to pay') as HTMLElement).click();
    await waitFor(() => assert.equal(shown('iDEAL'), true));
    getByRole('radio', { name: 'iDEAL' }).click();
    await waitFor(() => assert.equal((getByRole('radio', { name: 'iDEAL' }) as HTMLInputElement).checked, true));
    assert.equal((getByRole('radio', { name: 'Credit or debit card' }) as HTMLInputElement).checked, false);
    assert.deepEqual(await axeViolations(document.body, { region: false }), []);
  });

  it('joins with the suggested amount when the reader types the email and continues', async () => {
    const calls = renderJoin((call) =>
      call.operation === 'POST /signup'
        ? { status: 200, body: { paymentFlowId: 'f4', redirectUrl: `${api}/demo-checkout/w` } }
        : undefined,
    );
    await ready();
    type(/Email/, 'rea@example.org');
    await sleep(10);
    getByRole('button', { name: 'Continue to payment' }).click();
    await waitFor(() => assert.ok(heard.some((e) => e.name === 'join:started')));
    const sent = posts(calls)[0]!.body as { contribution: Record<string, unknown> };
    assert.deepEqual(
      { ...sent.contribution, completeUrl: undefined },
      { amount: 10, period: 'monthly', payFee: false, prorate: false, paymentMethod: 's_card', completeUrl: undefined },
    );
  });

  it('checks the amount and the email in the browser and sends nothing while one is wrong', async () => {
    const calls = renderJoin();
    await ready();
    getByRole('radio', { name: 'Other' }).click();
    await waitFor(() => getByLabelText(/Amount per month/));
    type(/Amount per month/, '0.50');
    await sleep(10);
    type(/Email/, 'not an address');
    await sleep(10);
    getByRole('button', { name: 'Continue to payment' }).click();
    const amount = await waitFor(() => {
      const field = getByLabelText(/Amount per month/);
      assert.equal(field.getAttribute('aria-invalid'), 'true');
      return field;
    });
    await waitFor(() =>
      assert.equal(
        document.activeElement,
        amount,
        `focus on the first problem, not ${document.activeElement?.outerHTML}`,
      ),
    );
    const described = (field: Element) =>
      (field.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    assert.match(described(amount), /The least you can give is £1\.00 per month\./);
    assert.match(described(getByLabelText(/Email/)), /Please enter a valid email address\./);
    await sleep(20);
    assert.equal(posts(calls).length, 0);
  });

  it("sends the choice with the hosted app's links and this page's address, then leaves for the provider", async () => {
    history.replaceState(null, '', `${startUrl.split('?')[0]}?utm_source=newsletter`);
    const calls = renderJoin((call) =>
      call.operation === 'POST /signup'
        ? { status: 200, body: { paymentFlowId: 'f1', redirectUrl: `${api}/demo-checkout/x` } }
        : undefined,
    );
    await ready();
    getByRole('radio', { name: '£5' }).click();
    await sleep(10);
    getByRole('checkbox', { name: 'Cover the £0.28 fee' }).click();
    type(/Email/, ' rea@example.org ');
    await sleep(10);
    getByRole('button', { name: 'Continue to payment' }).click();
    await waitFor(() => assert.ok(heard.some((e) => e.name === 'join:started')));
    const page = location.href;
    assert.deepEqual(posts(calls)[0]!.body, {
      email: 'rea@example.org',
      loginUrl: `${api}/auth/login`,
      setPasswordUrl: `${api}/auth/set-password`,
      confirmUrl: `${api}/join/confirm-email`,
      contribution: {
        amount: 5,
        period: 'monthly',
        payFee: true,
        prorate: false,
        paymentMethod: 's_card',
        completeUrl: page,
      },
      source: { pageTitle: document.title, pageUrl: page, utm: { source: 'newsletter' } },
    });
    assert.deepEqual(heard[0]!.detail, {
      paymentFlowId: 'f1',
      redirectUrl: `${api}/demo-checkout/x`,
      amount: 5,
      period: 'monthly',
      payFee: true,
      prorate: false,
      paymentMethod: 's_card',
    });
    assert.equal(sessionStorage.getItem('masthead:join-email'), 'rea@example.org');
  });

  /** £5 by card for rea@example.org, on to payment: the contributions every POST signup asked for. */
  const payFiveByCard = async (calls: SentCall[]) => {
    await ready();
    getByRole('radio', { name: '£5' }).click();
    type(/Email/, 'rea@example.org');
    await sleep(10);
    getByRole('button', { name: 'Continue to payment' }).click();
    await waitFor(() => assert.ok(heard.some((e) => e.name === 'join:started')));
    return posts(calls).map((call) => (call.body as { contribution: { completeUrl: string } }).contribution);
  };

  it('asks to finish on the hosted app at once where the organisation does not let this page be the way back', async () => {
    const calls = renderJoin(
      (call) =>
        call.operation === 'POST /signup'
          ? { status: 200, body: { paymentFlowId: 'f3', redirectUrl: `${api}/demo-checkout/z` } }
          : undefined,
      joinSettings({ returnOrigins: ['https://members.example.org', 'https://other-news.example.org'] }),
    );
    const sent = await payFiveByCard(calls);
    assert.deepEqual(
      sent.map((contribution) => contribution.completeUrl),
      [`${api}/join/complete`],
      'one request, already right',
    );
  });

  it('finishes on the hosted app when the server refuses this page as the way back after all', async () => {
    const refused = apiError('validation');
    const errors = [{ field: 'contribution.completeUrl', rule: 'sameSite' }];
    const offSite = { ...refused, body: { ...(refused.body as object), errors } };
    const calls = renderJoin((call) => {
      if (call.operation !== 'POST /signup') return undefined;
      const back = (call.body as { contribution: { completeUrl: string } }).contribution.completeUrl;
      return back.startsWith(api)
        ? { status: 200, body: { paymentFlowId: 'f2', redirectUrl: `${api}/demo-checkout/y` } }
        : offSite;
    });
    const sent = await payFiveByCard(calls);
    assert.deepEqual(
      sent.map((contribution) => contribution.completeUrl),
      [location.href, `${api}/join/complete`],
    );
    assert.equal(
      (heard.find((e) => e.name === 'join:started')!.detail as { redirectUrl: string }).redirectUrl,
      `${api}/demo-checkout/y`,
    );
  });

  it('starts from the amount and period the page presets', async () => {
    renderJoin(undefined, joinSettings(), { amount: '20', period: 'annually' });
    await ready();
    assert.equal((getByLabelText(/Amount per year/) as HTMLInputElement).value, '20', 'not a suggestion: "Other"');
    assert.equal((getByRole('radio', { name: 'Other' }) as HTMLInputElement).checked, true);
    assert.equal((getByLabelText('Annually') as HTMLInputElement).checked, true);
  });

  it("shows the catalogue's text for a refused start and tells the page its code", async () => {
    renderJoin((call) => (call.operation === 'POST /signup' ? apiError('payment-method-unavailable') : undefined));
    await ready();
    getByLabelText('SEPA Direct Debit').click();
    type(/Email/, 'rea@example.org');
    await sleep(10);
    getByRole('button', { name: 'Continue to payment' }).click();
    await waitFor(() => getByText('This payment method is not available. Please choose another one.'));
    assert.deepEqual(heard, [
      {
        name: 'join:error',
        detail: {
          code: 'payment-method-unavailable',
          message: 'This payment method is not available. Please choose another one.',
        },
      },
    ]);
  });
});

describe('<join-form>: without a contribution', () => {
  it('asks only for the email and goes straight to "Check your email"', async () => {
    const calls = renderJoin(
      (call) => (call.operation === 'POST /signup' ? { status: 204 } : undefined),
      joinSettings({ showNoContribution: true }),
    );
    await ready();
    getByRole('checkbox', { name: 'Join without a contribution' }).click();
    await waitFor(() =>
      assert.equal(document.querySelectorAll('input[type=radio]').length, 0, 'no amount, period or method'),
    );
    type(/Email/, 'rea@example.org');
    await sleep(10);
    getByRole('button', { name: 'Join' }).click();
    const heading = await waitFor(() => getByRole('heading', { name: 'Check your email' }));
    await waitFor(() => assert.equal(document.activeElement, heading));
    getByText(/We have sent an email to rea@example\.org\./);
    getByText("If you already have an account, we've sent you an email to log in instead.");
    const body = posts(calls)[0]!.body as Record<string, unknown>;
    assert.equal(body.contribution, undefined);
    assert.equal(body.email, 'rea@example.org');
    assert.deepEqual(heard, [{ name: 'join:completed', detail: { contribution: false } }]);
  });

  it('"Check your email" carries the organisation\'s own title and text where it has them', async () => {
    renderJoin(
      (call) =>
        call.operation === 'POST /signup'
          ? { status: 204 }
          : call.operation === 'GET /content/join/setup'
            ? {
                status: 200,
                body: {
                  ...defaultJoinSetup,
                  confirmEmailTitle: 'Nearly there!',
                  confirmEmailText: 'One more click.\nThen welcome.',
                },
              }
            : undefined,
      joinSettings({ showNoContribution: true }),
    );
    await ready();
    getByRole('checkbox', { name: 'Join without a contribution' }).click();
    await sleep(10);
    type(/Email/, 'rea@example.org');
    await sleep(10);
    getByRole('button', { name: 'Join' }).click();
    const heading = await waitFor(() => getByRole('heading', { name: 'Nearly there!' }));
    await waitFor(() => assert.equal(document.activeElement, heading));
    getByText(/One more click\.\s+Then welcome\./);
    // The standard words stay: they say what the reader needs to know whatever the organisation wrote.
    getByText(/We have sent an email to rea@example\.org\./);
  });

  it('does not offer it where the newsroom does not allow it', async () => {
    renderJoin();
    await ready();
    assert.equal(queryAllByRole('checkbox', { name: 'Join without a contribution' }).length, 0);
  });
});

describe('<join-form>: back from the provider', () => {
  /** Back on the page with `?paymentFlowId=`; signup/check answers `status`, other calls `answer`. */
  const returnWith = (
    status: SignupCheckStatus | Answer,
    answer: (call: SentCall) => Answer | undefined = () => undefined,
    generalSettings: GeneralSettings = general,
  ) => {
    history.replaceState(null, '', `${startUrl.split('?')[0]}?paymentFlowId=f1`);
    return renderJoin(
      (call) =>
        call.operation === 'POST /signup/check'
          ? typeof status === 'string'
            ? { status: 200, body: { status } }
            : status
          : answer(call),
      joinSettings(),
      {},
      generalSettings,
    );
  };
  const completions = (calls: SentCall[]) => calls.filter((c) => c.operation === 'POST /signup/complete');

  it('checks the payment, asks for the names, checks them, completes the flow and says to check the email', async () => {
    sessionStorage.setItem('masthead:join-email', 'rea@example.org');
    const calls = returnWith('ready', (call) =>
      call.operation === 'POST /signup/complete' ? { status: 204 } : undefined,
    );
    const heading = await waitFor(() => getByRole('heading', { name: 'Almost done: your name' }));
    await waitFor(() => assert.equal(document.activeElement, heading, 'the step takes focus'));
    assert.deepEqual(posts(calls)[0]!.body, { paymentFlowId: 'f1' }, 'the check came first');
    assert.equal(queryAllByRole('textbox', { name: /VAT/ }).length, 0, 'content/general has VAT off');
    getByRole('button', { name: 'Finish joining' }).click();
    await waitFor(() => getByText('Please enter your first name.'));
    getByText('Please enter your last name.');
    assert.equal(completions(calls).length, 0);
    type(/First name/, ' Rea ');
    type(/Last name/, 'Der');
    await sleep(10);
    getByRole('button', { name: 'Finish joining' }).click();
    await waitFor(() => getByRole('heading', { name: 'Check your email' }));
    assert.deepEqual(completions(calls)[0]!.body, { paymentFlowId: 'f1', firstname: 'Rea', lastname: 'Der' });
    getByText(/We have sent an email to rea@example\.org\./);
    assert.equal(new URLSearchParams(location.search).get('paymentFlowId'), null, 'a reload starts afresh');
    assert.deepEqual(heard, [{ name: 'join:completed', detail: { contribution: true } }]);
  });

  it('a declined payment is said at once, without the names step, and the reader can start again', async () => {
    const calls = returnWith('refused');
    const heading = await waitFor(() => getByRole('heading', { name: 'Your payment did not go through' }));
    await waitFor(() => assert.equal(document.activeElement, heading, 'the step takes focus'));
    assert.equal(queryAllByRole('textbox', { name: /First name/ }).length, 0);
    assert.equal(heard[0]!.name, 'join:error');
    assert.equal(heard[0]!.detail.code, 'payment-refused');
    assert.equal(new URLSearchParams(location.search).get('paymentFlowId'), null);
    assert.deepEqual(await axeViolations(document.body, { region: false }), []);
    getByRole('button', { name: 'Start again' }).click();
    const first = await waitFor(() => getByRole('heading', { name: 'Join us' }));
    await waitFor(() => assert.equal(document.activeElement, first, 'the first step takes focus'));
    assert.equal(completions(calls).length, 0);
  });

  it('an unfinished payment and an expired join are each said plainly', async () => {
    returnWith('open');
    await waitFor(() => getByRole('heading', { name: 'Your payment was not finished' }));
    getByText('Nothing was charged. You can start again whenever you like.');
    document.body.replaceChildren();
    returnWith('expired');
    await waitFor(() => getByRole('heading', { name: 'This join has expired' }));
    getByRole('button', { name: 'Start again' });
  });

  it('a check the provider cannot answer offers to try again', async () => {
    const calls = returnWith(apiError('payment-provider-failed'));
    await waitFor(() => getByText(/The payment provider did not answer\./));
    // Counts the checks only: the 502 also sends the widget's error report, whenever its chunk has loaded.
    const checks = () => calls.filter((c) => c.operation === 'POST /signup/check').length;
    const tries = checks();
    getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => assert.equal(checks(), tries + 1));
  });

  it('where VAT applies, asks for an optional VAT number in the format the server takes, naming the rate', async () => {
    const calls = returnWith(
      'ready',
      (call) => (call.operation === 'POST /signup/complete' ? { status: 204 } : undefined),
      {
        ...general,
        vatEnabled: true,
        vatRate: 19,
      },
    );
    await waitFor(() => getByRole('heading', { name: 'Almost done: your name' }));
    const field = getByRole('textbox', { name: 'VAT number (optional)' });
    assert.match(document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent!, /19%/);
    type(/First name/, 'Va');
    type(/Last name/, 'Tee');
    type(/VAT number/, '12345');
    await sleep(10);
    getByRole('button', { name: 'Finish joining' }).click();
    await waitFor(() => assert.equal(document.activeElement, field, 'focus on the VAT number'));
    assert.equal(field.getAttribute('aria-invalid'), 'true');
    assert.equal(completions(calls).length, 0);
    type(/VAT number/, 'DE 123 456 789');
    await sleep(10);
    getByRole('button', { name: 'Finish joining' }).click();
    await waitFor(() => getByRole('heading', { name: 'Check your email' }));
    assert.deepEqual(completions(calls)[0]!.body, {
      paymentFlowId: 'f1',
      firstname: 'Va',
      lastname: 'Tee',
      vatNumber: 'DE 123 456 789',
    });
  });
});

describe('<join-form>: newsroom mode', () => {
  it('shows nothing and says why once in the console, naming the setting', async () => {
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      // As the server answers in newsroom mode: content/join refused, content/general saying why.
      const fake = fakeApi((call) => {
        if (call.operation === 'GET /content/join') return apiError('newsroom-mode');
        if (call.operation === 'GET /content/general') return { status: 200, body: { ...general, newsroomMode: true } };
        return undefined;
      });
      const { container } = render(
        <WidgetApiProvider value={{ origin: api, fetch: fake.fetch, pageOrigin: 'https://news.example.com' }}>
          <JoinForm api={api} lang="en" />
        </WidgetApiProvider>,
      );
      await waitFor(() => assert.ok(fake.calls.some((c) => c.operation === 'GET /content/general')));
      await waitFor(() => assert.equal(container.innerHTML, ''));
      await sleep(50);
      assert.equal(container.innerHTML, '', 'still nothing: no alert, no retry');
      assert.deepEqual(warnings, [
        ['Masthead: joining is off in newsroom mode (Settings > General), so <join-form> shows nothing.'],
      ]);
      assert.deepEqual(heard, [], 'no join:error: nothing failed');
      assert.deepEqual(
        fake.calls.map((c) => c.operation).filter((o) => !o.startsWith('GET /content/')),
        [],
        'nothing else asked or sent',
      );
    } finally {
      console.warn = warn;
    }
  });
});
