import {
  assert,
  axeViolations,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  queryAllByText,
  sleep,
  waitFor,
} from '@masthead/test/browser-setup';
import { queryOf, validationAnswer } from '@masthead/client/testing';
import { builderServer, openBuilder, typeText } from './builder.test-helper.ts';
import { chooseOption } from '../../../admin-kit/admin-page.test-helper.ts';

/** Picks an option of a select as a person does. */

const loaded = (label: string) => waitFor(() => getByLabelText(label));
/** Waits for `GET callout`'s answer in the survey's select. */
const calloutsListed = () =>
  waitFor(() => assert.equal((getByLabelText('Survey call-out') as unknown as HTMLSelectElement).options.length, 3));

describe('Membership builder: intro tab', () => {
  it('offers the call-outs as the survey and saves only the intro fields that changed', async () => {
    const api = builderServer();
    await openBuilder(api, 'intro');
    await calloutsListed();
    const listed = api.calls.find((c) => c.operation === 'GET /callout')!;
    assert.equal(queryOf(listed).get('sort'), 'title');
    const select = getByLabelText('Survey call-out') as unknown as HTMLSelectElement;
    assert.deepEqual(
      [...select.options].map((o) => [o.value, o.textContent]),
      [
        ['', 'No survey'],
        ['housing-costs', 'What do you pay for housing?'],
        ['name-the-new-bridge', 'Name the new bridge'],
      ],
    );
    assert.equal(getByRole('link', { name: 'Intro' }).getAttribute('aria-current'), 'page');
    assert.deepEqual(await axeViolations(), []);

    chooseOption('Survey call-out', 'housing-costs');
    getByLabelText('New members must answer the survey').click();
    typeText(getByLabelText('Survey text'), 'Tell us what you read.');
    getByLabelText('Offer new members the newsletter').click();
    getByRole('button', { name: 'Add a newsletter group' }).click();
    await waitFor(() => assert.equal(document.activeElement, getByLabelText('Id')));
    typeText(getByLabelText('Id'), ' weekly ');
    typeText(getByLabelText('Label'), 'The weekly briefing');
    getByLabelText('Ticked by default').click();
    await sleep(10);
    getByRole('button', { name: 'Save' }).click();
    await waitFor(() => getByText(/^Success: The intro has been saved$/));
    assert.deepEqual(
      api.patches().map((c) => [c.operation, c.body]),
      [
        [
          'PATCH /content/join/setup',
          {
            surveySlug: 'housing-costs',
            surveyRequired: true,
            surveyText: 'Tell us what you read.',
            showNewsletterOptIn: true,
            newsletterGroups: [{ id: 'weekly', label: 'The weekly briefing', checked: true }],
          },
        ],
      ],
    );
  });

  it("puts the server's refusal of a required survey on its checkbox", async () => {
    const api = builderServer((call) =>
      call.method === 'PATCH' ? validationAnswer([{ field: 'surveyRequired', rule: 'open-callout' }]) : undefined,
    );
    await openBuilder(api, 'intro');
    await calloutsListed();
    chooseOption('Survey call-out', 'name-the-new-bridge');
    getByLabelText('New members must answer the survey').click();
    await sleep(10);
    getByRole('button', { name: 'Save' }).click();
    const box = getByLabelText('New members must answer the survey');
    await waitFor(() => assert.equal(box.getAttribute('aria-invalid'), 'true'));
    assert.equal(document.activeElement, box);
    getByText(/^A required survey must be an open call-out: open it first/);
    assert.match(box.getAttribute('aria-describedby') ?? '', /error/);
    assert.ok(box.checked, 'the draft stays');
  });

  it('asks for an id on every newsletter group and sends nothing until each has its own', async () => {
    const api = builderServer();
    await openBuilder(api, 'intro');
    await loaded('Welcome message');
    getByRole('button', { name: 'Add a newsletter group' }).click();
    await waitFor(() => getByRole('button', { name: 'Remove group 1' }));
    getByRole('button', { name: 'Save' }).click();
    await waitFor(() => assert.equal(document.activeElement, getByLabelText('Id')));
    getByText('This field is required');
    assert.equal(api.patches().length, 0);
  });
});

describe('Membership builder: email and confirmation tabs', () => {
  it('saves the welcome email text, and says an empty one sends the standard text', async () => {
    const api = builderServer();
    await openBuilder(api, 'email');
    const welcome = await loaded('Welcome email');
    assert.equal(queryAllByText(/Leave empty to send the standard text, translated/).length, 2);
    typeText(welcome, 'Welcome aboard, {name}!');
    await sleep(10);
    getByRole('button', { name: 'Save' }).click();
    await waitFor(() => getByText(/^Success: The emails have been saved$/));
    assert.deepEqual(api.patches()[0]!.body, { welcomeEmailText: 'Welcome aboard, {name}!' });
    assert.deepEqual(await axeViolations(), []);
  });

  it('saves the confirmation page title and text', async () => {
    const api = builderServer();
    await openBuilder(api, 'confirmation');
    typeText(await loaded('Title'), 'Nearly there');
    typeText(getByLabelText('Text'), 'We have sent you an email.');
    await sleep(10);
    getByRole('button', { name: 'Save' }).click();
    await waitFor(() => getByText(/^Success: The confirmation page has been saved$/));
    assert.deepEqual(api.patches()[0]!.body, {
      confirmEmailTitle: 'Nearly there',
      confirmEmailText: 'We have sent you an email.',
    });
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    const api = builderServer();
    await openBuilder(api, 'email');
    typeText(await loaded('Cancellation email'), 'Sorry to see you go.');
    await sleep(10);
    const asked: string[] = [];
    const confirm = window.confirm;
    window.confirm = (question?: string) => (asked.push(question ?? ''), false);
    try {
      getByRole('link', { name: 'Intro' }).click();
      await sleep(50);
    } finally {
      window.confirm = confirm;
    }
    assert.deepEqual(asked, ['The membership builder has changes that are not saved. Leave this page and lose them?']);
    assert.equal(location.pathname, '/admin/membership-builder/email');
    assert.equal(
      (getByLabelText('Cancellation email') as unknown as HTMLTextAreaElement).value,
      'Sorry to see you go.',
    );
  });
});
