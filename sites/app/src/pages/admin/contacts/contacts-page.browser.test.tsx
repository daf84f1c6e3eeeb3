import { sendKeys } from '@web/test-runner-commands';
import {
  accessibleName,
  assert,
  axeViolations,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  press,
  queryAllByRole,
  waitFor,
} from '@masthead/test/browser-setup';
import { pathOf, queryOf } from '@masthead/client/testing';
import { renderPage } from '../../../testing/render-page.tsx';
import { adminContact } from '../../../admin-kit/admin-contacts.test-helper.ts';
import { chooseOption } from '../../../admin-kit/admin-page.test-helper.ts';
import { ContactsPage } from './contacts-page.tsx';
import { calloutList, contactsOf, contactsServer, donors, rulesOf, tagList } from './contacts-list.test-helper.ts';

type Server = ReturnType<typeof contactsServer>;

async function open(api: Server = contactsServer(), url = '/admin/contacts') {
  await renderPage(ContactsPage, { url, route: '/admin/contacts', fetch: api.fetch, contact: adminContact });
  await waitFor(() => getByRole('link', { name: 'reader1@example.org' }));
  return api;
}

const listCalls = (api: Server) => api.calls.filter((c) => c.operation === 'GET /contact');

function type(label: string, value: string, scope?: ParentNode) {
  const input = getByLabelText(label, scope);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Adds one rule "email contains @example.org" and applies it. */
async function filterByEmail() {
  getByRole('button', { name: 'Add a rule' }).click();
  await waitFor(() => getByLabelText('Field'));
  chooseOption('Field', 'email');
  chooseOption('Condition', 'contains');
  type('Value', '@example.org');
  getByRole('button', { name: 'Apply filters' }).click();
}

const emailRule = { condition: 'AND', rules: [{ field: 'email', operator: 'contains', value: ['@example.org'] }] };

describe('Contacts list', () => {
  it('lists contacts with segment tabs, links, page texts and no axe violations', async () => {
    const api = await open(contactsServer({ contacts: contactsOf(25), total: 60 }));
    const first = listCalls(api)[0]!;
    assert.deepEqual(queryOf(first).getAll('with'), ['roles', 'tags']);
    assert.equal(queryOf(first).get('rules'), null);
    assert.equal(queryOf(first).get('limit'), '25');
    assert.deepEqual(
      queryAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]),
      [
        ['All contacts (60)', 'true'],
        ['Donors (1)', 'false'],
      ],
    );
    assert.equal(
      getByRole('link', { name: 'reader1@example.org' }).getAttribute('href'),
      `/admin/contacts/${contactsOf(1)[0]!.id}`,
    );
    assert.ok(getByRole('link', { name: 'reader1@example.org' }).closest('tr')?.textContent?.includes('Donor'));
    getByText('Showing 1–25 of 60');
    assert.equal(getByRole('link', { name: 'Add contact' }).getAttribute('href'), '/admin/contacts/add');
    assert.equal(getByRole('link', { name: 'Tags' }).getAttribute('href'), '/admin/contacts/tags');
    assert.deepEqual(await axeViolations(), []);

    getByRole('button', { name: 'Next page' }).click();
    await waitFor(() => assert.equal(queryOf(listCalls(api).at(-1)!).get('offset'), '25'));
  });

  it('sends the rules built in the search, and the CSV link carries them', async () => {
    const api = await open();
    await filterByEmail();
    await waitFor(() => assert.equal(listCalls(api).length, 2));
    assert.deepEqual(rulesOf(listCalls(api)[1]!), emailRule);
    await waitFor(() => getByRole('link', { name: 'reader1@example.org' }));
    const csv = new URL(getByRole('link', { name: 'Download CSV' }).getAttribute('href')!, location.origin);
    assert.equal(csv.pathname, '/api/1.0/contact.csv');
    assert.deepEqual(JSON.parse(csv.searchParams.get('rules')!), emailRule);
  });

  it('offers the tags by name in the Tag rule and sends their ids', async () => {
    const api = await open();
    getByRole('button', { name: 'Add a rule' }).click();
    await waitFor(() => getByLabelText('Field'));
    chooseOption('Field', 'tags');
    const values = getByLabelText('Value') as unknown as HTMLSelectElement;
    assert.deepEqual(
      [...values.options].map((o) => o.textContent),
      ['Donor', 'Volunteer'],
    );
    chooseOption('Value', tagList[1]!.id);
    getByRole('button', { name: 'Apply filters' }).click();
    await waitFor(() => assert.equal(listCalls(api).length, 2));
    assert.deepEqual(rulesOf(listCalls(api)[1]!), {
      condition: 'AND',
      rules: [{ field: 'tags', operator: 'contains', value: [tagList[1]!.id] }],
    });
  });

  it('offers "Answered call-out" per call-out by title, sends its rule and lists who answered', async () => {
    const api = await open();
    const asked = api.calls.find((c) => c.operation === 'GET /callout')!;
    assert.deepEqual(
      [queryOf(asked).get('limit'), queryOf(asked).get('sort'), queryOf(asked).get('order')],
      ['100', 'createdAt', 'DESC'],
    );
    getByRole('button', { name: 'Add a rule' }).click();
    await waitFor(() => getByLabelText('Field'));
    const field = getByLabelText('Field') as unknown as HTMLSelectElement;
    const group = [...field.querySelectorAll('optgroup')].find((g) => g.label === 'Call-outs')!;
    assert.deepEqual(
      [...group.querySelectorAll('option')].map((o) => o.textContent),
      ['Call-out reviewer', 'Answered call-out: Bus routes', 'Answered call-out: Rents in the city'],
    );
    const buses = `callouts.${calloutList[1]!.id}.hasAnswered`;
    chooseOption('Field', buses);
    chooseOption('Value', 'true');
    getByRole('button', { name: 'Apply filters' }).click();
    await waitFor(() => assert.equal(listCalls(api).length, 2));
    assert.deepEqual(rulesOf(listCalls(api)[1]!), {
      condition: 'AND',
      rules: [{ field: buses, operator: 'equal', value: [true] }],
    });
    await waitFor(() => getByText('Showing 1–1 of 1'));
    assert.deepEqual(
      queryAllByRole('link')
        .map((link) => link.textContent)
        .filter((text) => text?.endsWith('@example.org')),
      ['reader2@example.org'],
    );
  });

  it('filters dates by a date or by days from today', async () => {
    const api = await open();
    getByRole('button', { name: 'Add a rule' }).click();
    await waitFor(() => getByLabelText('Field'));
    chooseOption('Field', 'joined');
    chooseOption('Condition', 'greater');
    assert.equal(getByLabelText('Value').type, 'date');
    getByLabelText('Count days from today').click();
    await waitFor(() => getByLabelText('Days from today'));
    type('Days from today', '-2.5');
    getByRole('button', { name: 'Apply filters' }).click();
    await waitFor(() => getByText('Enter a whole number of days'));
    assert.equal(listCalls(api).length, 1);
    type('Days from today', '-30');
    getByRole('button', { name: 'Apply filters' }).click();
    await waitFor(() => assert.equal(listCalls(api).length, 2));
    assert.deepEqual(rulesOf(listCalls(api)[1]!), {
      condition: 'AND',
      rules: [{ field: 'joined', operator: 'greater', value: ['$now(d:-30)'] }],
    });
  });

  it('sorts by a column header, ascending first, then descending', async () => {
    const api = await open();
    const header = () => getByRole('button', { name: 'Email' }).closest('th')!;
    assert.equal(header().getAttribute('aria-sort'), 'none');
    getByRole('button', { name: 'Email' }).click();
    await waitFor(() => assert.equal(header().getAttribute('aria-sort'), 'ascending'));
    await waitFor(() => getByRole('link', { name: 'reader1@example.org' }));
    let last = queryOf(listCalls(api).at(-1)!);
    assert.deepEqual([last.get('sort'), last.get('order')], ['email', 'ASC']);

    getByRole('button', { name: 'Email' }).click();
    await waitFor(() => assert.equal(header().getAttribute('aria-sort'), 'descending'));
    last = queryOf(listCalls(api).at(-1)!);
    assert.deepEqual([last.get('sort'), last.get('order')], ['email', 'DESC']);
    assert.equal(getByRole('button', { name: 'Joined' }).closest('th')!.getAttribute('aria-sort'), 'none');
  });

  it("lists a segment's contacts on its tab", async () => {
    const api = await open();
    getByRole('tab', { name: 'Donors (1)' }).click();
    await waitFor(() => getByText('Showing 1–1 of 1'));
    const call = api.calls.at(-1)!;
    assert.equal(pathOf(call), `segments/${donors.id}/contacts`);
    assert.equal(location.search, `?segment=${donors.id}`);
    assert.equal(getByRole('tab', { name: 'Donors (1)' }).getAttribute('aria-selected'), 'true');
  });

  it('tags every matching contact in one PATCH, the tags chosen in the multi-select, and announces the count', async () => {
    const api = await open();
    await filterByEmail();
    await waitFor(() => assert.equal(listCalls(api).length, 2));
    const tags = await waitFor(() => getByRole('combobox', { name: 'Tags' }));
    getByRole('button', { name: 'Add tags' }).click();
    await waitFor(() => getByText('Choose at least one tag.'));
    assert.equal(document.activeElement, tags, 'focus on the empty tag field');
    assert.equal(tags.getAttribute('aria-invalid'), 'true');
    assert.equal(api.calls.filter((c) => c.operation === 'PATCH /contact').length, 0);

    await sendKeys({ type: 'don' });
    await waitFor(() => assert.deepEqual(queryAllByRole('option').map(accessibleName), ['Donor']));
    assert.deepEqual(await axeViolations(), []);
    await press('Enter');
    await waitFor(() => getByRole('button', { name: 'Remove Donor' }));
    assert.equal(tags.getAttribute('aria-invalid'), null, 'choosing a tag clears the error');
    getByRole('button', { name: 'Add tags' }).click();
    await waitFor(() => getByText('Tag added to 12 contacts'));
    const patch = api.calls.find((c) => c.operation === 'PATCH /contact')!;
    assert.deepEqual(patch.body, { rules: emailRule, updates: { tags: [`+${tagList[0]!.id}`] } });
    assert.equal(document.activeElement?.textContent, 'Tag added to 12 contacts');

    tags.focus();
    await press('ArrowDown');
    await press('End');
    await waitFor(() => assert.equal(getByRole('option', { name: 'Volunteer' }).getAttribute('data-active'), 'true'));
    await press('Enter');
    await waitFor(() => getByRole('button', { name: 'Remove Volunteer' }));
    getByRole('button', { name: 'Remove tags' }).click();
    await waitFor(() => getByText('Tags removed from 12 contacts'));
    assert.deepEqual(
      (api.calls.filter((c) => c.operation === 'PATCH /contact').at(-1)!.body as { updates: unknown }).updates,
      {
        tags: tagList.map((tag) => `-${tag.id}`),
      },
    );
  });

  it('changes the newsletter status of every matching contact after a confirmation, and announces the count', async () => {
    const api = await open();
    await filterByEmail();
    await waitFor(() => assert.equal(listCalls(api).length, 2));
    await waitFor(() => getByLabelText('New newsletter status'));
    const patches = () => api.calls.filter((c) => c.operation === 'PATCH /contact');
    chooseOption('New newsletter status', 'unsubscribed');
    getByRole('button', { name: 'Change newsletter status' }).click();
    const question = 'Set the newsletter status of 3 contacts to Unsubscribed?';
    await waitFor(() => getByRole('group', { name: question }));
    assert.equal(document.activeElement, getByRole('button', { name: 'Yes, change it' }));
    getByRole('button', { name: 'Cancel' }).click();
    await waitFor(() =>
      assert.equal(document.activeElement, getByRole('button', { name: 'Change newsletter status' })),
    );
    assert.equal(patches().length, 0, 'cancelled: nothing sent');

    getByRole('button', { name: 'Change newsletter status' }).click();
    await waitFor(() => getByRole('button', { name: 'Yes, change it' }));
    assert.deepEqual(await axeViolations(), []);
    getByRole('button', { name: 'Yes, change it' }).click();
    await waitFor(() => getByText('Newsletter status set to Unsubscribed for 12 contacts'));
    assert.deepEqual(
      patches().map((call) => call.body),
      [{ rules: emailRule, updates: { newsletterStatus: 'unsubscribed' } }],
    );
    assert.equal(document.activeElement?.textContent, 'Newsletter status set to Unsubscribed for 12 contacts');
    assert.equal(queryAllByRole('button', { name: 'Yes, change it' }).length, 0);
    await waitFor(() => assert.equal(listCalls(api).length, 3)); // the list is read again
  });

  it('saves the current rules as a segment and opens its tab', async () => {
    const api = await open();
    getByText('Apply a filter to save it as a segment.');
    await filterByEmail();
    await waitFor(() => getByLabelText('Segment name'));
    getByRole('button', { name: 'Save as segment' }).click();
    await waitFor(() => getByText('This field is required'));
    type('Segment name', 'Example readers');
    getByRole('button', { name: 'Save as segment' }).click();
    await waitFor(() => getByText('Segment Example readers saved.'));
    const post = api.calls.find((c) => c.operation === 'POST /segments')!;
    assert.deepEqual(post.body, { name: 'Example readers', ruleGroup: emailRule });
    await waitFor(() => getByRole('tab', { name: 'Example readers (3)' }));
    assert.equal(getByRole('tab', { name: 'Example readers (3)' }).getAttribute('aria-selected'), 'true');
  });
});
