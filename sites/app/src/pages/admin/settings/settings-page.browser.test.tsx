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
import { validationAnswer } from '@masthead/client/testing';
import { typeText } from '../membership-builder/builder.test-helper.ts';
import { superadminContact } from '../../../admin-kit/admin-contacts.test-helper.ts';
import { openSettings, settingsServer } from './settings.test-helper.ts';

/** The Save button of the form under the heading `formName`. */
const saveOf = (formName: string) =>
  getByRole('heading', { name: formName }).closest('form')!.querySelector<HTMLButtonElement>('button[type="submit"]')!;

describe('Settings: general tab', () => {
  it('saves only the fields that changed, and the app takes the new name at once', async () => {
    const api = settingsServer();
    const ctx = await openSettings(api, '');
    await waitFor(() => getByLabelText('Organisation name'));
    await waitFor(() => getByLabelText('Share title'));
    await waitFor(() => getByLabelText('Intro text'));
    assert.equal(getByRole('link', { name: 'General' }).getAttribute('aria-current'), 'page');
    assert.deepEqual(await axeViolations(), []);

    typeText(getByLabelText('Organisation name'), 'The Weekly Example');
    typeText(getByLabelText('Privacy policy link'), 'mailto:privacy@example.org');
    getByRole('button', { name: 'Add a footer link' }).click();
    await waitFor(() => assert.equal(document.activeElement, getByLabelText('Text of link 1')));
    typeText(getByLabelText('Text of link 1'), 'Main site');
    typeText(getByLabelText('Address of link 1'), 'https://example.org');
    typeText(getByLabelText('Old dashboard address'), 'https://old.example.org');
    typeText(getByLabelText('VAT rate (%)'), '7,5');
    await sleep(10);
    saveOf('General settings').click();
    await waitFor(() => getByText(/The general settings have been saved$/));
    assert.deepEqual(
      api.patches().map((c) => c.body),
      [
        {
          organisationName: 'The Weekly Example',
          privacyLink: 'mailto:privacy@example.org',
          footerLinks: [{ text: 'Main site', url: 'https://example.org' }],
          oldDashboardUrl: 'https://old.example.org',
          vatRate: 7.5,
        },
      ],
    );
    assert.equal(ctx.settings.organisationName, 'The Weekly Example');
    assert.equal(ctx.settings.oldDashboardUrl, 'https://old.example.org');

    saveOf('General settings').click();
    await waitFor(() => getByText('There are no changes to save.'));
    assert.equal(api.patches().length, 1, 'nothing unchanged is sent');
  });

  it('shows a plain admin the site address read-only, since every emailed link goes there', async () => {
    const api = settingsServer();
    await openSettings(api, '');
    const field = await waitFor(() => getByLabelText('Site address'));
    assert.ok(field.readOnly, 'read-only for an admin');
    assert.ok(getByText(/Only a superadmin can change it, because every emailed link goes there/));
    assert.deepEqual(await axeViolations(), []);
  });

  it('lets a superadmin change the site address', async () => {
    const api = settingsServer();
    await openSettings(api, '', superadminContact);
    const editable = await waitFor(() => getByLabelText('Site address'));
    assert.ok(!editable.readOnly);
    typeText(editable, 'https://news.example');
    await sleep(10);
    saveOf('General settings').click();
    await waitFor(() => getByText(/The general settings have been saved$/));
    assert.deepEqual(
      api.patches().map((c) => c.body),
      [{ siteUrl: 'https://news.example' }],
    );
  });

  it('checks links and emails in the browser with the server rules, and sends nothing', async () => {
    const api = settingsServer();
    await openSettings(api, '');
    await waitFor(() => getByLabelText('Organisation name'));
    typeText(getByLabelText('Terms link'), 'javascript:alert(1)');
    typeText(getByLabelText('Support email'), 'help at example');
    await sleep(10);
    saveOf('General settings').click();
    await waitFor(() => getByText('Something is missing. Please check the fields above.'));
    const terms = getByLabelText('Terms link');
    assert.equal(terms.getAttribute('aria-invalid'), 'true');
    assert.equal(document.activeElement, getByLabelText('Support email'), 'the first invalid field takes focus');
    assert.ok(getByText('Enter a web address starting with http:// or https://, or a mailto: address.'));
    assert.ok(getByText('Please enter a valid email address'));
    assert.equal(api.patches().length, 0);
    assert.deepEqual(await axeViolations(), []);
  });

  it("puts the server's 422 on the footer link it names, moves and removes links", async () => {
    const api = settingsServer((call) =>
      call.operation === 'PATCH /content/general'
        ? validationAnswer([{ field: 'footerLinks.1.url', rule: 'pattern' }])
        : undefined,
    );
    await openSettings(api, '');
    await waitFor(() => getByLabelText('Organisation name'));
    for (const [text, url] of [
      ['Main site', 'https://example.org'],
      ['Tips', 'mailto:tips@example.org'],
    ]) {
      getByRole('button', { name: 'Add a footer link' }).click();
      await sleep(10);
      const n = document.querySelectorAll('[id^="mb-footerLinks-"][id$="-text"]').length;
      typeText(getByLabelText(`Text of link ${n}`), text!);
      typeText(getByLabelText(`Address of link ${n}`), url!);
    }
    getByRole('button', { name: 'Move link 2 up' }).click();
    await waitFor(() => assert.equal((getByLabelText('Text of link 1') as HTMLInputElement).value, 'Tips'));
    assert.equal(document.activeElement, getByLabelText('Text of link 1'), 'focus follows the moved link');
    await sleep(10);
    saveOf('General settings').click();
    await waitFor(() => assert.equal(getByLabelText('Address of link 2').getAttribute('aria-invalid'), 'true'));
    assert.equal(document.activeElement, getByLabelText('Address of link 2'));
    assert.deepEqual(api.patches()[0]!.body, {
      footerLinks: [
        { text: 'Tips', url: 'mailto:tips@example.org' },
        { text: 'Main site', url: 'https://example.org' },
      ],
    });
    getByRole('button', { name: 'Remove link 1' }).click();
    await waitFor(() => assert.equal((getByLabelText('Text of link 1') as HTMLInputElement).value, 'Main site'));
  });

  it('saves social sharing and the member home intro on their own, counting the description down', async () => {
    const api = settingsServer();
    await openSettings(api, '');
    await waitFor(() => getByLabelText('Share title'));
    await waitFor(() => getByLabelText('Intro text'));
    assert.ok(getByText('300 of 300 characters left'));
    typeText(getByLabelText('Share description'), 'News for the city.');
    typeText(getByLabelText('Social handle'), 'two words');
    await sleep(10);
    saveOf('Social sharing').click();
    await waitFor(() => getByText('A handle has no spaces, such as @dailyexample.'));
    assert.ok(getByText('282 of 300 characters left'));
    typeText(getByLabelText('Social handle'), '@daily');
    await sleep(10);
    saveOf('Social sharing').click();
    await waitFor(() => getByText(/The social sharing settings have been saved$/));
    typeText(getByLabelText('Intro text'), 'Welcome to your membership.');
    await sleep(10);
    saveOf('Member home').click();
    await waitFor(() => getByText(/The member home text has been saved$/));
    assert.deepEqual(
      api.patches().map((c) => [c.operation, c.body]),
      [
        ['PATCH /content/share', { description: 'News for the city.', handle: '@daily' }],
        ['PATCH /content/profile', { introText: 'Welcome to your membership.' }],
      ],
    );
    assert.equal(queryAllByText('Something is missing. Please check the fields above.').length, 0);
  });
});

describe('Settings: theme tab', () => {
  it('previews an unsaved colour on the preview only, warns on poor contrast, and applies the saved theme', async () => {
    const api = settingsServer();
    const ctx = await openSettings(api, 'theme');
    await waitFor(() => getByLabelText('Primary colour (hex)'));
    assert.equal(getByRole('link', { name: 'Theme' }).getAttribute('aria-current'), 'page');
    assert.deepEqual(await axeViolations(), []);
    const preview = document.querySelector<HTMLElement>('[data-testid="theme-preview"]')!;
    assert.equal(preview.style.getPropertyValue('--mh-color-primary'), '#1d4e89');
    assert.ok(
      [...preview.querySelectorAll('button')].some((button) => button.textContent === 'Primary outlined'),
      'the preview names button variants in words, not code names',
    );
    assert.ok(getByRole('list', { name: 'Tints of Primary' }).textContent!.includes('10 % '));

    typeText(getByLabelText('Primary colour (hex)'), '#ffcc00');
    await waitFor(() => assert.equal(preview.style.getPropertyValue('--mh-color-primary'), '#ffcc00'));
    assert.equal(document.documentElement.style.getPropertyValue('--mh-color-primary'), '', 'the page keeps its theme');
    assert.ok(getByText(/Text in this colour is hard to read on white: contrast 1\.\d:1/));
    const picker = document.querySelector<HTMLInputElement>('input[type="color"][aria-label="Primary colour picker"]');
    assert.equal(picker?.value, '#ffcc00');

    typeText(getByLabelText('Link colour (hex)'), 'blue');
    await sleep(10);
    assert.equal(
      preview.style.getPropertyValue('--mh-color-link'),
      '#1d4e89',
      'a half-typed colour keeps the saved one',
    );
    saveOf('Theme').click();
    await waitFor(() => getByText('Enter a colour such as #1d4e89.'));
    assert.equal(api.patches().length, 0);

    typeText(getByLabelText('Link colour (hex)'), '#0b5cad');
    const title = getByLabelText('Title font') as unknown as HTMLSelectElement;
    title.value = 'lato';
    title.dispatchEvent(new Event('change', { bubbles: true }));
    await sleep(10);
    saveOf('Theme').click();
    await waitFor(() => getByText(/The theme has been saved$/));
    const sent = api.patches()[0]!.body as { theme: { colors: Record<string, string>; fonts: object } };
    assert.equal(sent.theme.colors.primary, '#ffcc00');
    assert.equal(sent.theme.colors.link, '#0b5cad');
    assert.deepEqual(sent.theme.fonts, { body: 'open-sans', title: 'lato' });
    assert.equal(ctx.settings.theme.colors.primary, '#ffcc00', 'the app holds the saved theme');
  });
});
