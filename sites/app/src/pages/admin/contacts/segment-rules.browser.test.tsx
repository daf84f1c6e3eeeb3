import {
  assert,
  axeViolations,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  queryAllByRole,
  waitFor,
} from '@masthead/test/browser-setup';
import { pathOf } from '@masthead/client/testing';
import type { Segment } from '@masthead/core';
import { renderPage } from '../../../testing/render-page.tsx';
import { adminContact } from '../../../admin-kit/admin-contacts.test-helper.ts';
import { chooseOption } from '../../../admin-kit/admin-page.test-helper.ts';
import { ContactsPage } from './contacts-page.tsx';
import { contactsServer, donors, tagList } from './contacts-list.test-helper.ts';

type Server = ReturnType<typeof contactsServer>;

/** Opens the list on the Donors tab. */
async function openDonors(api: Server = contactsServer()) {
  await renderPage(ContactsPage, {
    url: `/admin/contacts?segment=${donors.id}`,
    route: '/admin/contacts',
    fetch: api.fetch,
    contact: adminContact,
  });
  await waitFor(() => getByText('Showing 1–1 of 1'));
  return api;
}

const editForm = (name = 'Donors') =>
  document.querySelector<HTMLFormElement>(`form[aria-label="Edit segment ${name}"]`)!;
const panel = (name = 'Donors') => getByRole('region', { name: `Rules of ${name}` });
const patches = (api: Server) => api.calls.filter((c) => c.operation === 'PATCH /segments/{id}');

function type(label: string, value: string, scope?: ParentNode) {
  const input = getByLabelText(label, scope);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function startEditing(name = 'Donors') {
  getByRole('button', { name: 'Edit segment' }).click();
  await waitFor(() => assert.ok(editForm(name)));
}

describe("A segment's rules", () => {
  it('are shown, edited in the rule builder with the name, saved, and the tab and list follow', async () => {
    const api = await openDonors();
    assert.deepEqual(
      queryAllByRole('listitem', {}, panel()).map((li) => li.textContent),
      ['Tag contains Donor'],
    );
    getByText('All of these rules:');
    assert.equal(queryAllByRole('region', { name: /^Rules of/ }).length, 1);

    await startEditing();
    const form = editForm();
    assert.equal(document.activeElement, getByLabelText('Segment name', form));
    assert.equal((getByLabelText('Segment name', form) as unknown as HTMLInputElement).value, 'Donors');
    assert.equal((getByLabelText('Field', form) as unknown as HTMLSelectElement).value, 'tags');
    assert.equal((getByLabelText('Value', form) as unknown as HTMLSelectElement).value, tagList[0]!.id);
    assert.deepEqual(await axeViolations(), []);

    type('Segment name', 'Donors and reader 2', form);
    chooseOption('Show contacts that match', 'OR', form);
    getByRole('button', { name: 'Add a rule' }, form).click();
    await waitFor(() => assert.equal(form.querySelectorAll('fieldset').length, 2));
    const second = form.querySelectorAll('fieldset')[1]!;
    chooseOption('Field', 'email', second);
    chooseOption('Condition', 'contains', second);
    type('Value', 'reader2', second);
    getByRole('button', { name: 'Save segment' }, form).click();

    await waitFor(() => getByText('Segment Donors and reader 2 saved.'));
    const ruleGroup = {
      condition: 'OR',
      rules: [
        { field: 'tags', operator: 'contains', value: [tagList[0]!.id] },
        { field: 'email', operator: 'contains', value: ['reader2'] },
      ],
    };
    assert.deepEqual(
      patches(api).map((c) => [pathOf(c), c.body]),
      [[`segments/${donors.id}`, { name: 'Donors and reader 2', ruleGroup }]],
    );
    const stored = api.storedSegments()[0]!;
    assert.deepEqual([stored.name, stored.ruleGroup, stored.contactCount], ['Donors and reader 2', ruleGroup, 2]);
    await waitFor(() => getByRole('tab', { name: 'Donors and reader 2 (2)' }));
    await waitFor(() => getByText('Showing 1–2 of 2'));
    assert.deepEqual(
      queryAllByRole('listitem', {}, panel('Donors and reader 2')).map((li) => li.textContent),
      ['Tag contains Donor', 'Email contains reader2'],
    );
    getByText('Any of these rules:');
    assert.equal(document.activeElement, getByRole('button', { name: 'Edit segment' }));
  });

  it('says what is wrong and keeps the segment as it was', async () => {
    const api = await openDonors();
    await startEditing();
    let form = editForm();
    type('Segment name', '  ', form);
    getByRole('button', { name: 'Save segment' }, form).click();
    await waitFor(() => getByText('This field is required'));
    type('Segment name', 'Donors', form);
    getByRole('button', { name: 'Remove rule 1' }, form).click();
    await waitFor(() => assert.equal(form.querySelectorAll('fieldset').length, 0));
    getByRole('button', { name: 'Save segment' }, form).click();
    await waitFor(() => getByText('Add at least one rule: a segment of everyone says nothing.'));
    assert.equal(patches(api).length, 0, 'nothing sent');

    // Bounds the wrong way round: the server refuses the rule (400 invalid-rule).
    getByRole('button', { name: 'Add a rule' }, form).click();
    await waitFor(() => assert.equal(form.querySelectorAll('fieldset').length, 1));
    chooseOption('Field', 'contributionMonthlyAmount', form);
    chooseOption('Condition', 'between', form);
    type('From', '10', form);
    type('To', '5', form);
    getByRole('button', { name: 'Save segment' }, form).click();
    await waitFor(() => getByText('Something went wrong. Try reloading the page.'));
    assert.equal(patches(api).length, 1);
    assert.deepEqual(api.storedSegments()[0]!.ruleGroup, donors.ruleGroup);

    // Deleted elsewhere meanwhile: 404.
    await api.fetch(`/api/1.0/segments/${donors.id}`, { method: 'DELETE' });
    type('From', '1', form);
    getByRole('button', { name: 'Save segment' }, form).click();
    await waitFor(() => getByText('Oops, something went wrong! Contact support if this happens again.'));
    assert.ok(editForm(), 'the form stays open with what was typed');

    getByRole('button', { name: 'Cancel' }, form).click();
    await waitFor(() => assert.equal(document.activeElement, getByRole('button', { name: 'Edit segment' })));
    form = editForm();
    assert.equal(form, null);
  });

  it('is deleted after a confirmation, and the list shows every contact', async () => {
    const api = await openDonors();
    const deletes = () => api.calls.filter((c) => c.operation === 'DELETE /segments/{id}');
    getByRole('button', { name: 'Delete segment' }).click();
    await waitFor(() => getByRole('dialog', { name: 'Delete the segment Donors?' }));
    assert.equal(document.activeElement, getByRole('button', { name: 'Cancel' }));
    getByRole('button', { name: 'Cancel' }).click();
    await waitFor(() => assert.equal(queryAllByRole('dialog').length, 0));
    assert.equal(deletes().length, 0);

    getByRole('button', { name: 'Delete segment' }).click();
    await waitFor(() => getByRole('dialog', { name: 'Delete the segment Donors?' }));
    getByRole('button', { name: 'Delete segment' }, getByRole('dialog')).click();
    await waitFor(() => getByText('Segment Donors deleted.'));
    assert.deepEqual(deletes().map(pathOf), [`segments/${donors.id}`]);
    assert.deepEqual(api.storedSegments(), []);
    await waitFor(() =>
      assert.deepEqual(
        queryAllByRole('tab').map((tab) => tab.textContent),
        ['All contacts (3)'],
      ),
    );
    assert.equal(new URLSearchParams(location.search).get('segment'), null);
    assert.equal(document.activeElement, getByRole('tab', { name: 'All contacts (3)' }));
    await waitFor(() => getByText('Showing 1–3 of 3'));
  });

  it('with groups within groups are shown, kept, and only the name is edited', async () => {
    const nested: Segment = {
      ...donors,
      ruleGroup: {
        condition: 'AND',
        rules: [
          { field: 'tags', operator: 'contains', value: [tagList[0]!.id] },
          {
            condition: 'OR',
            rules: [
              { field: 'email', operator: 'contains', value: ['reader1'] },
              { field: 'joined', operator: 'greater', value: ['$now(d:-30)'] },
            ],
          },
        ],
      },
    };
    const api = await openDonors(contactsServer({ segments: [nested] }));
    assert.deepEqual(
      queryAllByRole('listitem', {}, panel()).map((li) => li.textContent),
      [
        'Tag contains Donor',
        'Any of these rules:Email contains reader1Joined is after 30 days ago',
        'Email contains reader1',
        'Joined is after 30 days ago',
      ],
    );
    await startEditing();
    const form = editForm();
    assert.equal(form.querySelectorAll('fieldset').length, 0, 'no rule builder');
    getByText(/^These rules have groups within groups/);
    type('Segment name', 'Old donors', form);
    getByRole('button', { name: 'Save segment' }, form).click();
    await waitFor(() => getByRole('tab', { name: 'Old donors (1)' }));
    assert.deepEqual(patches(api)[0]!.body, { name: 'Old donors' });
    assert.deepEqual(api.storedSegments()[0]!.ruleGroup, nested.ruleGroup);
  });
});
