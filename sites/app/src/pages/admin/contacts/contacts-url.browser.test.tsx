import { assert, cleanup, describe, getByLabelText, getByRole, it, waitFor } from '@masthead/test/browser-setup';
import { queryOf } from '@masthead/client/testing';
import { renderPage } from '../../../testing/render-page.tsx';
import { adminContact } from '../../../admin-kit/admin-contacts.test-helper.ts';
import { chooseOption } from '../../../admin-kit/admin-page.test-helper.ts';
import { ContactsPage } from './contacts-page.tsx';
import { contactsOf, contactsServer, donors, rulesOf } from './contacts-list.test-helper.ts';

type Server = ReturnType<typeof contactsServer>;

async function open(api: Server, url = '/admin/contacts') {
  await renderPage(ContactsPage, { url, route: '/admin/contacts', fetch: api.fetch, contact: adminContact });
  await waitFor(() => getByRole('link', { name: 'reader1@example.org' }));
}

const listCalls = (api: Server) => api.calls.filter((c) => c.operation === 'GET /contact');
const search = () => document.querySelector<HTMLFormElement>('form[aria-label="Search contacts"]')!;
const valueOf = (label: string) => (getByLabelText(label, search()) as unknown as HTMLInputElement).value;
const here = () => new URLSearchParams(location.search);

/**
 * Counts the history entries the page makes from now on; `stop` puts
 * `pushState` back. (The test runner reuses one tab for many files, so
 * `history.length` is capped at 50 and a real Back may leave the test's
 * document: Back is played as the browser plays it within a document, by
 * `back` below.)
 */
function countPushes() {
  const push = history.pushState;
  const counter = { pushes: 0, stop: () => void (history.pushState = push) };
  history.pushState = function (...args: Parameters<History['pushState']>) {
    counter.pushes++;
    push.apply(history, args);
  };
  return counter;
}

/** Back to `address`, an entry of this document: the address changes, then `popstate` fires. */
function back(address: string) {
  history.replaceState(null, '', address);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

function type(label: string, value: string, scope?: ParentNode) {
  const input = getByLabelText(label, scope);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const emailRule = (text: string) => ({
  condition: 'AND',
  rules: [{ field: 'email', operator: 'contains', value: [text] }],
});

describe('Contacts list: the address keeps the search', () => {
  it('a search survives a reload, and Back after opening a contact returns to it', async () => {
    const api = contactsServer();
    await open(api);
    const entries = countPushes();
    getByRole('button', { name: 'Add a rule' }).click();
    await waitFor(() => getByLabelText('Field'));
    chooseOption('Field', 'email');
    chooseOption('Condition', 'contains');
    type('Value', '@example.org');
    assert.equal(entries.pushes, 0, 'typing makes no history entry');
    assert.equal(here().get('rules'), null);
    getByRole('button', { name: 'Apply filters' }).click();
    await waitFor(() => assert.deepEqual(rulesOf(listCalls(api).at(-1)!), emailRule('@example.org')));
    assert.equal(entries.pushes, 1, 'applying a search is a step Back returns from');
    assert.deepEqual(JSON.parse(here().get('rules')!), emailRule('@example.org'));
    assert.equal(document.activeElement, getByLabelText('Field', search()), 'the builder is not rebuilt: focus stays');
    await waitFor(() => getByRole('link', { name: 'reader1@example.org' }));

    getByRole('button', { name: 'Email' }).click();
    await waitFor(() => assert.equal(here().get('sort'), 'email'));
    assert.equal(here().get('order'), 'ASC');
    assert.equal(entries.pushes, 1, 'a new order replaces the entry');
    entries.stop();

    // A reload: the page is mounted again from the address alone.
    const address = location.pathname + location.search;
    cleanup();
    const calls = listCalls(api).length;
    await open(api, address);
    const first = listCalls(api)[calls]!;
    assert.deepEqual(rulesOf(first), emailRule('@example.org'));
    assert.deepEqual([queryOf(first).get('sort'), queryOf(first).get('order')], ['email', 'ASC']);
    assert.equal(valueOf('Field'), 'email');
    assert.equal(valueOf('Condition'), 'contains');
    assert.equal(valueOf('Value'), '@example.org');
    assert.equal(getByRole('button', { name: 'Email' }).closest('th')!.getAttribute('aria-sort'), 'ascending');

    // A second search, then a contact, then Back twice.
    const later = countPushes();
    type('Value', 'reader', search());
    getByRole('button', { name: 'Apply filters' }).click();
    await waitFor(() => assert.deepEqual(rulesOf(listCalls(api).at(-1)!), emailRule('reader')));
    assert.equal(here().get('sort'), 'email', 'the order stays with a new search');
    assert.equal(later.pushes, 1, 'the second search is an entry of its own');
    const second = location.pathname + location.search;
    await waitFor(() => getByRole('link', { name: 'reader2@example.org' }));
    getByRole('link', { name: 'reader2@example.org' }).click();
    assert.equal(location.pathname, `/admin/contacts/${contactsOf(2)[1]!.id}`);
    assert.equal(later.pushes, 2, 'the contact is an entry of its own');
    later.stop();
    back(second);
    await waitFor(() => assert.equal(location.pathname, '/admin/contacts'));
    assert.deepEqual(JSON.parse(here().get('rules')!), emailRule('reader'));
    assert.equal(valueOf('Value'), 'reader');
    back(address);
    await waitFor(() => assert.deepEqual(rulesOf(listCalls(api).at(-1)!), emailRule('@example.org')));
    await waitFor(() => assert.equal(valueOf('Value'), '@example.org'));
  });

  it('keeps the page and the tab, and a new search starts at the first page', async () => {
    const api = contactsServer({ contacts: contactsOf(25), total: 60 });
    await open(api, '/admin/contacts?page=2');
    assert.equal(queryOf(listCalls(api)[0]!).get('offset'), '25');
    getByRole('button', { name: 'Next page' }).click();
    await waitFor(() => assert.equal(queryOf(listCalls(api).at(-1)!).get('offset'), '50'));
    assert.equal(here().get('page'), '3');

    getByRole('tab', { name: 'Donors (1)' }).click();
    await waitFor(() => assert.equal(here().get('segment'), donors.id));
    assert.equal(here().get('page'), null, 'another tab starts at its first page');
    cleanup();
    await open(api, `/admin/contacts?segment=${donors.id}&lang=de`);
    assert.equal(getByRole('tab', { name: 'Donors (1)' }).getAttribute('aria-selected'), 'true');
  });

  it('a malformed address lists everyone, in the default order, from the first page', async () => {
    const bad = [
      'rules=%7Bnot-json',
      `rules=${encodeURIComponent(JSON.stringify({ condition: 'AND', rules: [{ field: 'password', operator: 'equal', value: ['x'] }] }))}`,
      `rules=${encodeURIComponent(JSON.stringify({ condition: 'MAYBE', rules: 'all' }))}`,
      'sort=password&order=ASC&page=-1',
      'page=abc&sort=email&order=up',
    ];
    for (const query of bad) {
      const api = contactsServer();
      await open(api, `/admin/contacts?${query}`);
      const first = queryOf(listCalls(api)[0]!);
      assert.deepEqual([first.get('rules'), first.get('sort'), first.get('offset')], [null, null, '0'], query);
      assert.equal(search().querySelectorAll('fieldset').length, 0, 'the builder shows no rule');
      assert.equal(getByRole('tab', { name: 'All contacts (3)' }).getAttribute('aria-selected'), 'true');
      cleanup();
    }
  });
});
