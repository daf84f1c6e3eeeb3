import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { adminApi, storedResponses, type AdminApi } from './admin-api.ts';
import { freePort, startServerAndBrowser, stopServerAndBrowser, type RunningServer } from './harness.ts';
import { fillGuestDetails, newsroomPage } from './newsroom-page.ts';
import { assertNoViolations } from './axe.ts';

// The call-out admin journey in Chromium against the real server and the built app: an editor builds and publishes
// a call-out by keyboard, a reader answers it in <callout-form>, a reviewer who is not an admin works the
// responses, the editor replicates the call-out; axe-core checks the admin screens on the way.
// The tests share one server and go in order, each on from where the last left the call-out.
// "By keyboard": every action in the builder is a key press; a control far away is focused directly
// (standing for the Tab presses that reach it), nearby ones are reached with Tab.
const admin = { email: 'e2e-admin-journey@example.org', password: 'Admin1e2eadminjourney' };
// The demo reviewer of the root README ("Demo logins"): a member, not an admin.
const reviewer = { email: 'reviewer@example.org', password: 'Reviewer1demo' };
const reviewerName = 'Rae Reviewer';
const title = 'Has your rent gone up?';
const slug = 'has-your-rent-gone-up';

let browser: Browser;
let server: RunningServer;
let api: AdminApi;
/** The editor's logged-in tab, kept from building to replicating. */
let editor: Page;
/** The call-out the editor publishes. */
let callout: { id: string; slug: string; slides: string[]; embedCode: string };
/** The reader's response, the one the reviewer works. */
let answered: { id: string; number: number };

before(async () => {
  const port = await freePort();
  const env = { SITE_URL: `http://127.0.0.1:${port}`, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
  // The built app (`npm run build` first), started without `npm start`'s rebuild of changed sources.
  ({ server, browser } = await startServerAndBrowser({ port, env, build: false }));
  api = adminApi(server.url, admin);
  editor = await loggedIn(admin, '/admin/crowdnewsroom/new');
});
after(() => stopServerAndBrowser(server, browser));

/**
 * A fresh browser context logged in through the app's login page, on `path`.
 * Waits are for states and may take long on a loaded machine; assertions look once.
 */
async function loggedIn(who: { email: string; password: string }, path: string): Promise<Page> {
  const context: BrowserContext = await browser.newContext({ timezoneId: 'Europe/Berlin' });
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  await page.goto(`${server.url}/auth/login?next=${encodeURIComponent(path)}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByLabel(/^Password/).press('Enter');
  await page.waitForURL(`${server.url}${path}`);
  return page;
}

/** Waits until `target` has the keyboard focus. */
const focusOn = (page: Page, target: Locator) => target.and(page.locator(':focus')).waitFor();

/** Presses Tab until `target` has focus, as a keyboard user moves on to a nearby field. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 30; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`30 presses of Tab did not reach ${String(target)}`);
}

/** Replaces the text of the focused field by typing, key by key. */
async function typeOver(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** Adds a component with its palette button by keyboard and types its label where the builder put the focus. */
async function addComponent(page: Page, type: string, label: string) {
  await page
    .getByRole('group', { name: 'Questions and content' })
    .getByRole('button', { name: type, exact: true })
    .press('Enter');
  // The builder moves focus to the new component's label.
  const labelField = page.getByRole('region', { name: 'Component settings' }).getByRole('textbox', { name: 'Label' });
  await focusOn(page, labelField);
  await typeOver(page, label);
  await page
    .getByRole('region', { name: 'Component settings' })
    .getByRole('heading', { name: `Settings of “${label}”` })
    .waitFor();
}

const builderTabs = ['Content', 'Settings', 'Title and image', 'End message', 'Translations', 'Map and gallery'];

/** The builder's tabs are WAI-ARIA tabs: Home, then the right arrow until `name` is selected. */
async function openTab(page: Page, name: string) {
  const tabs = page.getByRole('tablist', { name: 'Call-out' });
  const selected = (tab: string) => tabs.locator('[role="tab"][aria-selected="true"]', { hasText: tab }).waitFor();
  await tabs.getByRole('tab', { selected: true }).press('Home');
  await selected('Content');
  for (const tab of builderTabs.slice(1, builderTabs.indexOf(name) + 1)) {
    await page.keyboard.press('ArrowRight');
    await selected(tab);
  }
}

/** Waits until a field holds `value`. */
async function hasValue(field: Locator, value: string) {
  const handle = await field.elementHandle();
  await field.page().waitForFunction(([el, v]) => (el as HTMLInputElement).value === v, [handle, value] as const);
}

describe('a call-out from the builder to the trash', () => {
  test('an editor builds a two-slide call-out by keyboard, publishes it, and its slug is locked', async () => {
    const page = editor;
    await page.getByRole('tab', { name: 'Content' }).waitFor();

    // Slide 1: a required text area, radio buttons with two named options, a number with limits.
    await page.getByRole('textbox', { name: 'Slide title' }).press('End');
    await typeOver(page, 'Your home');
    await addComponent(page, 'Text area', 'What happened?');
    await tabTo(page, page.getByRole('checkbox', { name: 'An answer is required' }));
    await page.keyboard.press('Space');

    await addComponent(page, 'Radio buttons', 'Do you rent or own?');
    await tabTo(page, page.getByRole('textbox', { name: 'Option 1 label' }));
    await typeOver(page, 'I rent');
    await tabTo(page, page.getByRole('textbox', { name: 'Option 2 label' }));
    await typeOver(page, 'I own');

    await addComponent(page, 'Number', 'People in your home');
    await tabTo(page, page.getByRole('textbox', { name: 'Smallest number allowed' }));
    await typeOver(page, '1');
    await tabTo(page, page.getByRole('textbox', { name: 'Largest number allowed' }));
    await typeOver(page, '20');

    // Slide 2: an email and a checkbox.
    await page.getByRole('button', { name: 'Add a slide' }).press('Enter');
    await focusOn(page, page.getByRole('button', { name: '2. Slide 2' }));
    await tabTo(page, page.getByRole('textbox', { name: 'Slide title' }));
    await typeOver(page, 'About you');
    await addComponent(page, 'Email', 'Your email');
    await tabTo(page, page.getByRole('checkbox', { name: 'An answer is required' }));
    await page.keyboard.press('Space');
    await addComponent(page, 'Checkbox', 'You may quote me');

    const preview = page.getByRole('region', { name: 'Preview' });
    // The live preview renders the form's first slide with the real renderer.
    await preview.getByText('Step 1 of 2').waitFor();
    await preview.getByRole('radio', { name: 'I own' }).waitFor();
    assert.ok(await preview.getByRole('textbox', { name: /People in your home/ }).isVisible());

    // Title and image: the slug follows the title until the call-out is saved.
    await openTab(page, 'Title and image');
    await tabTo(page, page.getByRole('textbox', { name: /^Title/ }));
    await page.keyboard.type(title);
    const slugField = page.getByRole('textbox', { name: 'Slug', exact: true });
    await hasValue(slugField, slug);
    assert.equal(await slugField.getAttribute('readonly'), '', 'made from the title');

    // Publish asks first; focus starts on Cancel, the safe choice.
    await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Publish' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Publish this call-out now?' });
    await focusOn(page, dialog.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Tab');
    await focusOn(page, dialog.getByRole('button', { name: 'Publish' }));
    await page.keyboard.press('Enter');
    await page.getByText('Status: Open').waitFor();
    await page.waitForURL(/\/admin\/crowdnewsroom\/edit\/[^/]+$/);
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

    await openTab(page, 'Title and image');
    const locked = page.getByRole('textbox', { name: 'Slug', exact: true });
    await locked.waitFor();
    assert.equal(await locked.inputValue(), slug);
    assert.equal(await locked.getAttribute('readonly'), '');
    assert.ok(await page.getByText('Locked: the call-out has been published, and links to it are out.').isVisible());
    assert.ok(await page.getByRole('checkbox', { name: 'Set the slug myself' }).isDisabled());
    await locked.press('End');
    await page.keyboard.type('-changed');
    assert.equal(await locked.inputValue(), slug, 'typing does not change a locked slug');

    // The embed code a newsroom pastes into an article: the reader's test uses it as it is.
    const embedCode = await page.getByRole('textbox', { name: 'Embed code' }).inputValue();
    assert.equal(
      embedCode,
      `<script type="module" src="${server.url}/embed/masthead.js"></script>\n` +
        `<callout-form slug="${slug}">\n  <a href="${server.url}/crowdnewsroom/${slug}">Answer this call-out on our site</a>\n</callout-form>`,
    );

    interface Stored {
      id: string;
      slug: string;
      status: string;
      formSchema: { slides: { id: string; title: string; components: Record<string, unknown>[] }[] };
    }
    const stored = await api<Stored>('GET', `callout/${id}?with=form`);
    assert.equal(stored.status, 'open');
    assert.equal(stored.slug, slug);
    const settings = ({ type, key, label, validate, values }: Record<string, unknown>) => ({
      type,
      key,
      label,
      ...(validate ? { validate } : {}),
      ...(values ? { values } : {}),
    });
    assert.deepEqual(
      stored.formSchema.slides.map((s) => ({ title: s.title, components: s.components.map(settings) })),
      [
        {
          title: 'Your home',
          components: [
            { type: 'textarea', key: 'whatHappened', label: 'What happened?', validate: { required: true } },
            {
              type: 'radio',
              key: 'doYouRentOrOwn',
              label: 'Do you rent or own?',
              values: [
                { label: 'I rent', value: 'iRent' },
                { label: 'I own', value: 'iOwn' },
              ],
            },
            { type: 'number', key: 'peopleInYourHome', label: 'People in your home', validate: { min: 1, max: 20 } },
          ],
        },
        {
          title: 'About you',
          components: [
            { type: 'email', key: 'yourEmail', label: 'Your email', validate: { required: true } },
            { type: 'checkbox', key: 'youMayQuoteMe', label: 'You may quote me' },
          ],
        },
      ],
    );
    callout = {
      id: stored.id,
      slug: stored.slug,
      slides: stored.formSchema.slides.map((s) => s.id),
      embedCode,
    };
  });

  test('a reader answers it in the <callout-form> of a newsroom article with its embed code', async () => {
    const page = await newsroomPage(browser, server.url, callout.embedCode);
    const form = page.locator('callout-form');
    await form.getByRole('heading', { name: title }).waitFor();
    assert.ok(await form.getByText('Step 1 of 2').isVisible());
    await form.getByRole('textbox', { name: /What happened\?/ }).fill('The rent went up twice this year.');
    await form.getByRole('radio', { name: 'I rent' }).check();
    await form.getByRole('textbox', { name: /People in your home/ }).fill('3');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByText('Step 2 of 2').waitFor();
    await form.getByRole('textbox', { name: /^Your email/ }).fill('ada@example.org');
    await form.getByRole('checkbox', { name: /You may quote me/ }).check();
    // Guests leave their name and address for the newsroom (the default access).
    await fillGuestDetails(form, { first: 'Ada', last: 'Reader', email: 'ada.reader@example.org' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await page.context().close();

    const [stored, ...others] = await storedResponses(api, callout.id);
    assert.equal(others.length, 0);
    assert.equal(stored!.guestEmail, 'ada.reader@example.org');
    assert.deepEqual(stored!.answers, {
      [callout.slides[0]!]: {
        whatHappened: 'The rent went up twice this year.',
        doYouRentOrOwn: 'iRent',
        peopleInYourHome: 3,
      },
      [callout.slides[1]!]: { yourEmail: 'ada@example.org', youMayQuoteMe: true },
    });
    answered = { id: stored!.id, number: stored!.number };
  });

  test('a reviewer who is not an admin comments, tags, assigns and verifies it, and trashes ten at once', async () => {
    const me = await adminApi(server.url, reviewer)<{ id: string; activeRoles: string[] }>('GET', 'contact/me');
    assert.deepEqual(me.activeRoles, ['member']);
    await api('POST', `callout/${callout.id}/reviewers`, { contactId: me.id });
    for (let n = 1; n <= 10; n++) {
      const answer = await fetch(`${server.url}/api/1.0/callout/${callout.id}/responses`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({
          answers: {
            [callout.slides[0]!]: { whatHappened: `Seeded story number ${n}.`, doYouRentOrOwn: 'iOwn' },
            [callout.slides[1]!]: { yourEmail: `seed${n}@example.org` },
          },
          guest: { firstname: 'Seed', lastname: `Reader ${n}`, email: `seed${n}@example.org` },
        }),
      });
      assert.equal(answer.status, 201, await answer.text());
    }

    const page = await loggedIn(reviewer, '/admin/crowdnewsroom');
    // The reviewer's list holds the call-outs they review; this one leads to its responses.
    await page.getByRole('table', { name: 'Call-outs' }).getByRole('link', { name: title }).click();
    await page.getByRole('navigation', { name: 'Call-out' }).getByRole('link', { name: 'Tags' }).click();
    await page.getByRole('textbox', { name: 'New tag' }).fill('Rent rise');
    await page.getByRole('button', { name: 'Add tag' }).click();
    await page.getByText('Tag Rent rise added.').waitFor();

    await page.getByRole('navigation', { name: 'Call-out' }).getByRole('link', { name: 'Responses' }).click();
    const inbox = page.getByRole('table', { name: 'Inbox' });
    await inbox.getByRole('link', { name: `Response ${answered.number}`, exact: true }).click();
    await page.getByRole('heading', { name: `Response ${answered.number}` }).waitFor();
    await page.getByText('The rent went up twice this year.').waitFor();

    await page.getByRole('textbox', { name: 'Add a comment' }).fill('Ask her for the letters from the landlord.');
    await page.getByRole('button', { name: 'Add comment' }).click();
    await page.getByText('Comment added.').waitFor();
    await page
      .getByRole('list', { name: 'Comments' })
      .getByText('Ask her for the letters from the landlord.')
      .waitFor();

    // The box shows what the server stored: it turns checked once the change is saved.
    const tag = page.getByRole('checkbox', { name: 'Rent rise' });
    await tag.click();
    await page.getByText('Tag Rent rise added.').waitFor();
    assert.ok(await tag.isChecked());
    await page.getByRole('combobox', { name: 'Assignee' }).selectOption({ label: reviewerName });
    await page.getByRole('button', { name: 'Save assignee' }).click();
    await page.getByText(`Assigned to ${reviewerName}.`).waitFor();
    await page.getByRole('group', { name: 'Bucket' }).getByRole('button', { name: 'Verified' }).click();
    await page.getByText('Moved to Verified.').waitFor();

    // Back in the table, the verified bucket holds it with its tag and assignee.
    await page.getByRole('link', { name: 'Back to the responses' }).click();
    const verified = page.getByRole('table', { name: 'Verified' });
    const row = verified.getByRole('row', { name: new RegExp(`Response ${answered.number}\\b`) });
    await row.waitFor();
    assert.ok(await row.getByText('Rent rise').isVisible());
    assert.ok(await row.getByText(reviewerName).isVisible());

    // The ten seeded responses, selected together and moved to the trash in one go.
    // Until the inbox has loaded, the table keeps the verified rows under its new caption: wait for a seeded one.
    await page.getByRole('tab', { name: 'Inbox' }).click();
    await inbox.getByRole('link', { name: `Response ${answered.number + 1}`, exact: true }).waitFor();
    assert.equal(await inbox.getByRole('link', { name: /^Response \d+$/ }).count(), 10);
    await page.getByRole('checkbox', { name: 'Select all responses on this page' }).check();
    const bulk = page.getByRole('group', { name: 'Change selected responses' });
    await bulk.getByText('10 responses selected').waitFor();
    await bulk.getByRole('combobox', { name: 'Move to' }).selectOption({ label: 'Trash' });
    await bulk.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByText('10 responses moved to Trash.').waitFor();
    await page.getByText('No responses in Inbox.').waitFor();
    await page.getByRole('tab', { name: 'Trash' }).click();
    const trash = page.getByRole('table', { name: 'Trash' });
    await trash.getByRole('link', { name: `Response ${answered.number + 1}`, exact: true }).waitFor();
    assert.equal(await trash.getByRole('link', { name: /^Response \d+$/ }).count(), 10);
    await page.context().close();

    const responses = await api<{
      items: { id: string; bucket: string; assignee?: { id: string } | null; tags?: { name: string }[] }[];
    }>('GET', `callout/${callout.id}/responses?with=assignee&with=tags&limit=100`);
    const mine = responses.items.find((r) => r.id === answered.id)!;
    assert.equal(mine.bucket, 'verified');
    assert.equal(mine.assignee?.id, me.id);
    assert.deepEqual(
      mine.tags?.map((tag) => tag.name),
      ['Rent rise'],
    );
    assert.deepEqual(
      responses.items.filter((r) => r.id !== answered.id).map((r) => r.bucket),
      Array<string>(10).fill('trash'),
    );
    const comments = await api<{ items: { text: string; contact: { id: string } | null }[] }>(
      'GET',
      `callout-response-comments?responseId=${answered.id}`,
    );
    assert.deepEqual(
      comments.items.map((c) => [c.text, c.contact?.id]),
      [['Ask her for the letters from the landlord.', me.id]],
    );
  });

  test('the editor replicates the call-out: the copy is a draft with a new slug', async () => {
    const page = editor;
    await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Replicate' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Make a copy of this call-out?' });
    await focusOn(page, dialog.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Tab');
    await focusOn(page, dialog.getByRole('button', { name: 'Replicate' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(
      (url) => /\/admin\/crowdnewsroom\/edit\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith(`/${callout.id}`),
    );
    await page.getByText('Status: Draft').waitFor();
    const copyId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

    await openTab(page, 'Title and image');
    const slugField = page.getByRole('textbox', { name: 'Slug', exact: true });
    await slugField.waitFor();
    const copySlug = await slugField.inputValue();
    assert.notEqual(copySlug, callout.slug);
    assert.match(copySlug, new RegExp(`^${callout.slug}-`));
    assert.ok(
      await page.getByRole('checkbox', { name: 'Set the slug myself' }).isEnabled(),
      "a draft's slug may change",
    );

    const copy = await api<{ status: string; slug: string; starts: string | null; title: string }>(
      'GET',
      `callout/${copyId}`,
    );
    assert.deepEqual(copy, { ...copy, status: 'draft', slug: copySlug, starts: null, title });
  });

  test('axe-core finds no violations on the builder, the call-out list, the responses table and a response', async () => {
    const page = editor;
    await openTab(page, 'Content');
    await page.getByRole('region', { name: 'Preview' }).getByRole('radio', { name: 'I own' }).waitFor();
    await assertNoViolations(page, 'the builder');

    await page.goto(`${server.url}/admin/crowdnewsroom`);
    await page.getByRole('table', { name: 'Call-outs' }).getByRole('link', { name: title }).first().waitFor();
    await assertNoViolations(page, 'the call-out list');

    await page.goto(`${server.url}/admin/crowdnewsroom/view/${callout.id}/responses?bucket=trash`);
    await page.getByRole('table', { name: 'Trash' }).getByRole('link').first().waitFor();
    await assertNoViolations(page, 'the responses table');

    await page.goto(`${server.url}/admin/crowdnewsroom/view/${callout.id}/responses/${answered.id}`);
    await page.getByRole('list', { name: 'Comments' }).waitFor();
    await page.getByRole('checkbox', { name: 'Rent rise' }).waitFor();
    await assertNoViolations(page, 'a response');
  });
});
