import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { adminApi, type AdminApi } from './admin-api.ts';
import { assertNoViolations } from './axe.ts';
import { consoleErrors, logIn, startServerAndBrowser, stopServerAndBrowser, type RunningServer } from './harness.ts';

// The contacts admin journey in Chromium: an admin, from the app's menu, searches contacts with the rule
// builder, saves the search as a segment, tags the result in bulk, downloads it as CSV, adds a
// contact, publishes a notice a member then sees on /profile, and deletes a contact. axe-core
// checks each of these screens.

const admin = { email: 'e2e-contacts-admin@example.org', password: 'Admin1e2etest' };
const member = { email: 'member@example.org', password: 'Member1demo' };
/** Contacts made for the search: three of the tree club and one who is not. */
const club = [
  { email: 'ada.oak@tree-club.example', firstname: 'Ada', lastname: 'Oak' },
  { email: 'ben.birch@tree-club.example', firstname: 'Ben', lastname: 'Birch' },
  { email: 'cy.ash@tree-club.example', firstname: 'Cy', lastname: 'Ash' },
];
const outsider = { email: 'dee.elm@example.org', firstname: 'Dee', lastname: 'Elm' };

let browser: Browser;
let server: RunningServer;
let api: AdminApi;

before(async () => {
  ({ browser, server } = await startServerAndBrowser({
    env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
  }));
  api = adminApi(server.url, admin);
  for (const contact of [...club, outsider]) await api('POST', 'contact', contact);
});
after(() => stopServerAndBrowser(server, browser));

interface ListedContact {
  id: string;
  email: string;
  tags?: string[];
}

/** The contacts an admin's `GET contact` finds with one rule. */
async function contactsWhere(field: string, operator: string, value: string): Promise<ListedContact[]> {
  const rules = JSON.stringify({ condition: 'AND', rules: [{ field, operator, value: [value] }] });
  const { items } = await api<{ items: ListedContact[] }>(
    'GET',
    `contact?rules=${encodeURIComponent(rules)}&with=tags&limit=100`,
  );
  return items;
}

/** `date` as a `datetime-local` field holds it, in this machine's time zone (the browser's too). */
function localMinute(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A logged-in tab of `who`, with its console watched. */
async function loggedIn(who: { email: string; password: string }): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const errors = consoleErrors(page);
  await logIn(page, server.url, who);
  return { page, errors };
}

/** From the main menu to `/admin/contacts`, with its list shown. */
async function openContacts(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contacts', exact: true }).click();
  await page.waitForURL(`${server.url}/admin/contacts`);
  await page.getByRole('heading', { level: 1, name: 'Contacts' }).waitFor();
  await page.getByRole('table').first().waitFor();
}

/** The emails the list's table shows, in order. */
async function listedEmails(page: Page): Promise<string[]> {
  const links = page.getByRole('table').getByRole('link', { name: /@/ });
  return (await links.allTextContents()).map((text) => text.trim());
}

test('an admin searches, saves a segment, tags the result in bulk and downloads it as CSV', async () => {
  const { page, errors } = await loggedIn(admin);
  await openContacts(page);
  await assertNoViolations(page, 'the contact list');

  // A tag first, on the tags page the list links to.
  await page.getByRole('link', { name: 'Tags', exact: true }).click();
  await page.waitForURL(`${server.url}/admin/contacts/tags`);
  await page.getByRole('textbox', { name: 'New tag' }).fill('Tree club');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await page.getByText('Tag Tree club added.').waitFor();
  await page
    .getByRole('list', { name: 'Contact tags' })
    .getByRole('listitem')
    .filter({ hasText: 'Tree club' })
    .waitFor();
  await assertNoViolations(page, 'the contact tags');
  await page.getByRole('link', { name: 'Back to contacts' }).click();
  await page.waitForURL(`${server.url}/admin/contacts`);

  // The rule builder: email contains "tree-club".
  const search = page.getByRole('form', { name: 'Search contacts' });
  await search.getByRole('button', { name: 'Add a rule' }).click();
  const rule = search.getByRole('group', { name: 'Rule 1' });
  await rule.getByRole('combobox', { name: 'Field' }).selectOption('email');
  await rule.getByRole('combobox', { name: 'Condition' }).selectOption('contains');
  await rule.getByRole('textbox', { name: 'Value' }).fill('tree-club');
  await search.getByRole('button', { name: 'Apply filters' }).click();
  await page.getByText('Showing 1–3 of 3').waitFor();
  assert.deepEqual((await listedEmails(page)).sort(), club.map((c) => c.email).sort());
  await assertNoViolations(page, 'the contact list, searched');

  // Saved as a segment: its tab opens, chosen, with the same three.
  await page.getByRole('textbox', { name: /^Segment name/ }).fill('Tree club members');
  await page.getByRole('button', { name: 'Save as segment' }).click();
  await page.getByText('Segment Tree club members saved.').waitFor();
  const tab = page.getByRole('tab', { name: 'Tree club members (3)' });
  await tab.waitFor();
  assert.equal(await tab.getAttribute('aria-selected'), 'true');
  assert.match(page.url(), /\/admin\/contacts\?segment=[\w-]+$/);
  await page.getByText('Showing 1–3 of 3').waitFor();
  assert.deepEqual((await listedEmails(page)).sort(), club.map((c) => c.email).sort());

  // Every contact of the segment tagged at once.
  // The multi-select: typing filters the tags, Enter chooses the first match, a chip shows it.
  await page.getByRole('combobox', { name: 'Tags' }).fill('Tree');
  await page.getByRole('option', { name: 'Tree club' }).waitFor();
  await page.getByRole('combobox', { name: 'Tags' }).press('Enter');
  await page.getByRole('button', { name: 'Remove Tree club' }).waitFor();
  // The list stays open to choose more; Escape closes it, uncovering the buttons below.
  await page.getByRole('combobox', { name: 'Tags' }).press('Escape');
  await page.getByRole('button', { name: 'Add tags' }).click();
  await page.getByText('Tag added to 3 contacts').waitFor();
  const tags = await api<{ id: string; name: string }[]>('GET', 'contact-tags');
  const tagId = tags.find((t) => t.name === 'Tree club')?.id;
  assert.ok(tagId);
  const tagged = await contactsWhere('tags', 'contains', tagId);
  assert.deepEqual(tagged.map((c) => c.email).sort(), club.map((c) => c.email).sort());
  assert.deepEqual(
    (await contactsWhere('email', 'equal', outsider.email)).map((c) => c.tags ?? []),
    [[]],
  );
  await page.getByRole('table').getByText('Tree club').first().waitFor();

  // The CSV of what the tab lists: the header and the three rows, tagged.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  assert.match(header!, /^id,email,firstname,lastname,joined,/);
  assert.match(header!, /,tags,/);
  assert.equal(rows.length, 3, csv);
  for (const person of club) {
    const row = rows.find((line) => line.includes(person.email));
    assert.ok(row, `${person.email} in\n${csv}`);
    assert.ok(row.includes(`,${person.firstname},${person.lastname},`), row);
    assert.ok(row.includes('Tree club'), row);
  }
  assert.ok(!csv.includes(outsider.email));
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('an admin adds a contact, lands on their page, and deletes them from the Account tab', async () => {
  const { page, errors } = await loggedIn(admin);
  await openContacts(page);
  await page.getByRole('link', { name: 'Add contact' }).click();
  await page.waitForURL(`${server.url}/admin/contacts/add`);
  await page.getByRole('heading', { level: 1, name: 'Add a contact' }).waitFor();
  await assertNoViolations(page, 'add a contact');
  await page.getByRole('textbox', { name: /^Email/ }).fill('nia.new@example.org');
  await page.getByRole('textbox', { name: /^First name/ }).fill('Nia');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('New');
  await page.getByRole('button', { name: 'Add contact' }).click();
  await page.waitForURL(/\/admin\/contacts\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { level: 1, name: 'Nia New' }).waitFor();
  const [added] = await contactsWhere('email', 'equal', 'nia.new@example.org');
  assert.equal(page.url(), `${server.url}/admin/contacts/${added!.id}`);

  await page.getByRole('navigation', { name: 'Contact' }).getByRole('link', { name: 'Account' }).click();
  await page.waitForURL(`${server.url}/admin/contacts/${added!.id}/account`);
  await page.getByRole('button', { name: 'Delete contact' }).waitFor();
  await assertNoViolations(page, 'the account tab');
  await page.getByRole('button', { name: 'Delete contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Nia New?' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Delete Nia New' }).click();
  await page.waitForURL(`${server.url}/admin/contacts`);
  await page.getByText('Nia New has been deleted.').waitFor();
  await page.getByRole('table').first().waitFor();
  assert.ok(!(await listedEmails(page)).includes('nia.new@example.org'));
  assert.deepEqual(await contactsWhere('email', 'equal', 'nia.new@example.org'), []);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('an admin publishes a notice, open now, and a member sees it on /profile', async () => {
  const { page, errors } = await loggedIn(admin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Notices', exact: true }).click();
  await page.waitForURL(`${server.url}/admin/notices`);
  await page.getByRole('link', { name: 'Add notice' }).click();
  await page.waitForURL(`${server.url}/admin/notices/add`);
  await page.getByRole('heading', { level: 1, name: 'Add a notice' }).waitFor();
  await page.getByRole('textbox', { name: /^Name/ }).fill('Our summer meet-up');
  const text = page.getByRole('textbox', { name: 'Text', exact: true });
  await text.click();
  await page.keyboard.type('Come and meet the newsroom on Friday.');
  // Open from a minute ago.
  const starts = localMinute(new Date(Date.now() - 60_000));
  await page.getByLabel(/^Starts/).fill(starts);
  await assertNoViolations(page, 'the notice form');
  await page.getByRole('button', { name: 'Save notice' }).click();
  await page.waitForURL(/\/admin\/notices\/view\/[\w-]+$/);
  await page.getByText('The notice has been saved.').waitFor();
  assert.deepEqual(errors, []);
  await page.context().close();

  const reader = await loggedIn(member);
  await reader.page.goto(`${server.url}/profile`);
  const notice = reader.page.getByRole('region', { name: 'Our summer meet-up' });
  await notice.waitFor();
  await notice.getByText('Come and meet the newsroom on Friday.').waitFor();
  assert.deepEqual(reader.errors, []);
  await reader.page.context().close();
});

test('an admin imports a Ghost members export from Contacts: checks it, imports it, then finds the contacts', async () => {
  const { page, errors } = await loggedIn(admin);
  await openContacts(page);
  await page.getByRole('link', { name: 'Import contacts' }).click();
  await page.waitForURL(`${server.url}/admin/contacts/import`);
  await page.getByRole('heading', { level: 1, name: 'Import contacts' }).waitFor();
  const ghost =
    'id,email,name,note,subscribed_to_emails,complimentary_plan,stripe_customer_id,created_at,deleted_at,labels,tiers\n' +
    '6a1,fern.moss@import.example,Fern Moss,Met at the fair,true,false,,2024-03-01T10:00:00.000Z,,"Readers, Fair",\n' +
    '6a2,gil.reed@import.example,Gil Reed,,false,false,,2024-04-02T10:00:00.000Z,,Readers,\n' +
    '6a3,not-an-email,Nobody,,false,false,,2024-05-03T10:00:00.000Z,,,\n';
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(ghost) });
  await page.getByText('members.csv: read as UTF-8').waitFor();
  assert.equal(await page.getByLabel('Kind of file').inputValue(), 'ghost', 'the preset is guessed from the header');
  await page.getByRole('textbox', { name: /^Tags for everyone imported/ }).fill('Moved in');
  await assertNoViolations(page, 'the import page with a file read');

  await page.getByRole('button', { name: 'Check the file' }).click();
  const check = page.getByRole('heading', { name: '3. The check: what the import would do' });
  await check.waitFor();
  const count = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  assert.equal((await count('New contacts').textContent())?.trim(), '2');
  assert.equal((await count('Refused rows').textContent())?.trim(), '1');
  await page.getByRole('table', { name: 'Refused rows' }).getByRole('cell', { name: '4', exact: true }).waitFor();
  assert.deepEqual(await contactsWhere('email', 'contains', '@import.example'), [], 'a check writes nothing');

  await page.getByRole('button', { name: 'Import' }).click();
  await page.getByRole('heading', { name: 'Import finished' }).waitFor();
  assert.equal((await count('New contacts').textContent())?.trim(), '2');
  const imported = await contactsWhere('email', 'contains', '@import.example');
  assert.deepEqual(imported.map((contact) => contact.email).sort(), [
    'fern.moss@import.example',
    'gil.reed@import.example',
  ]);
  const tags = await api<{ id: string; name: string }[]>('GET', 'contact-tags');
  const tagged = async (name: string) => {
    const id = tags.find((tag) => tag.name === name)?.id;
    assert.ok(id, `the tag ${name} was made`);
    return (await contactsWhere('tags', 'contains', id)).map((contact) => contact.email).sort();
  };
  assert.deepEqual(await tagged('Moved in'), ['fern.moss@import.example', 'gil.reed@import.example']);
  assert.deepEqual(await tagged('Fair'), ['fern.moss@import.example'], "Ghost's labels are tags");
  assert.deepEqual(errors, []);
  await page.context().close();
});
