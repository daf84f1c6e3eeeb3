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
import { renderAdminPage } from '../../../admin-kit/admin-page.test-helper.ts';
import { ContactTagsPage } from './contact-tags-page.tsx';
import { contactsServer, tagList } from './contacts-list.test-helper.ts';

async function open() {
  const api = contactsServer();
  await renderAdminPage(ContactTagsPage, '/admin/contacts/tags', api);
  await waitFor(() => getByRole('list', { name: 'Contact tags' }));
  return api;
}

const names = () => queryAllByRole('listitem').map((li) => li.querySelector('span')?.textContent);

function type(label: string, value: string) {
  const input = getByLabelText(label);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('Contact tags', () => {
  it('lists the tags by name and adds one in its place', async () => {
    const api = await open();
    assert.deepEqual(names(), ['Donor', 'Volunteer']);
    assert.deepEqual(await axeViolations(), []);
    type('New tag', 'Press');
    getByRole('button', { name: 'Add tag' }).click();
    await waitFor(() => getByText('Tag Press added.'));
    assert.deepEqual(names(), ['Donor', 'Press', 'Volunteer']);
    assert.deepEqual(api.calls.find((c) => c.operation === 'POST /contact-tags')!.body, { name: 'Press' });
  });

  it('shows a taken name on the name field and adds nothing', async () => {
    const api = await open();
    type('New tag', 'donor');
    getByRole('button', { name: 'Add tag' }).click();
    await waitFor(() => getByText('A tag with this name already exists'));
    const field = getByLabelText('New tag');
    assert.equal(field.getAttribute('aria-invalid'), 'true');
    assert.ok(
      document.getElementById(field.getAttribute('aria-describedby')!)?.textContent?.includes('already exists'),
    );
    assert.deepEqual(names(), ['Donor', 'Volunteer']);
    assert.equal(api.calls.filter((c) => c.operation === 'POST /contact-tags').length, 1);
  });

  it('renames a tag, refusing a taken name on its field', async () => {
    const api = await open();
    getByRole('button', { name: 'Rename Donor' }).click();
    await waitFor(() => getByLabelText('New name for Donor'));
    type('New name for Donor', 'Volunteer');
    getByRole('button', { name: 'Save name' }).click();
    await waitFor(() => getByText('A tag with this name already exists'));
    assert.equal(getByLabelText('New name for Donor').getAttribute('aria-invalid'), 'true');

    type('New name for Donor', 'Supporter');
    getByRole('button', { name: 'Save name' }).click();
    await waitFor(() => getByText('Tag renamed to Supporter.'));
    assert.deepEqual(names(), ['Supporter', 'Volunteer']);
    const patch = api.calls.filter((c) => c.operation === 'PATCH /contact-tags/{id}').at(-1)!;
    assert.equal(patch.path, `contact-tags/${tagList[0]!.id}`);
    assert.deepEqual(patch.body, { name: 'Supporter' });
    await waitFor(() => assert.equal(document.activeElement, getByRole('button', { name: 'Rename Supporter' })));
  });

  it('deletes a tag only after it is confirmed', async () => {
    const api = await open();
    getByRole('button', { name: 'Delete Volunteer' }).click();
    await waitFor(() => getByText('Delete Volunteer and take it off every contact?'));
    getByRole('button', { name: 'Keep it' }).click();
    await waitFor(() => getByRole('button', { name: 'Delete Volunteer' }));
    assert.equal(api.calls.filter((c) => c.operation === 'DELETE /contact-tags/{id}').length, 0);

    getByRole('button', { name: 'Delete Volunteer' }).click();
    (await waitFor(() => getByRole('button', { name: 'Yes, delete Volunteer' }))).click();
    await waitFor(() => getByText('Tag Volunteer deleted.'));
    assert.deepEqual(names(), ['Donor']);
    assert.equal(
      api.calls.find((c) => c.operation === 'DELETE /contact-tags/{id}')!.path,
      `contact-tags/${tagList[1]!.id}`,
    );
    assert.equal(document.activeElement?.textContent, 'Tags');
  });
});
