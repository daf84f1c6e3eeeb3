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
import { renderPage } from '../../../testing/render-page.tsx';
import { adminContact } from '../../../admin-kit/admin-contacts.test-helper.ts';
import { AddContactPage } from './add-contact-page.tsx';
import { contactsServer } from './contacts-list.test-helper.ts';

async function open(contact = adminContact) {
  const api = contactsServer();
  const ctx = await renderPage(AddContactPage, {
    url: '/admin/contacts/add',
    route: '/admin/contacts/add',
    fetch: api.fetch,
    contact,
  });
  await waitFor(() => getByLabelText('Email'));
  return { api, ctx };
}

function type(label: string, value: string) {
  const input = getByLabelText(label);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const posts = (api: ReturnType<typeof contactsServer>) => api.calls.filter((c) => c.operation === 'POST /contact');

describe('Add contact', () => {
  it('adds a contact with names, roles and a password, then opens their page', async () => {
    const { api } = await open();
    assert.deepEqual(await axeViolations(), []);
    assert.equal(queryAllByRole('checkbox').length, 2);
    assert.equal((getByRole('checkbox', { name: 'Member' }) as HTMLInputElement).checked, true);
    assert.equal((getByRole('checkbox', { name: 'Admin' }) as HTMLInputElement).checked, false);
    type('Email', ' new@example.org ');
    type('First name', 'Nia');
    type('Last name', 'Ew');
    getByLabelText('Admin').click();
    type('New password', 'Secret123');
    type('Confirm new password', 'Secret123');
    getByRole('button', { name: 'Add contact' }).click();
    await waitFor(() => assert.ok(location.pathname.startsWith('/admin/contacts/0')));
    assert.deepEqual(posts(api)[0]!.body, {
      email: 'new@example.org',
      firstname: 'Nia',
      lastname: 'Ew',
      roles: [{ role: 'member' }, { role: 'admin' }],
      password: 'Secret123',
    });
    await waitFor(() => getByText(/^Success: Contact Nia Ew added$/));
  });

  it('checks the email and the password before sending anything', async () => {
    const { api } = await open();
    type('New password', 'short');
    getByRole('button', { name: 'Add contact' }).click();
    await waitFor(() => assert.equal(getByLabelText('Email').getAttribute('aria-invalid'), 'true'));
    getByText('Use at least 8 characters, with a number, an uppercase and a lowercase letter');
    assert.equal(document.activeElement, getByLabelText('Email'));
    assert.equal(getByLabelText('New password').getAttribute('aria-invalid'), 'true');
    assert.equal(posts(api).length, 0);
  });

  it('shows a known email on the email field and stays on the page', async () => {
    const { api } = await open();
    type('Email', 'reader1@example.org');
    getByRole('button', { name: 'Add contact' }).click();
    await waitFor(() => getByText('Email address already exists'));
    assert.equal(getByLabelText('Email').getAttribute('aria-invalid'), 'true');
    assert.equal(document.activeElement, getByLabelText('Email'));
    assert.equal(location.pathname, '/admin/contacts/add');
    assert.deepEqual(posts(api)[0]!.body, {
      email: 'reader1@example.org',
      firstname: '',
      lastname: '',
      roles: [{ role: 'member' }],
    });
  });

  it('offers superadmin to superadmins only', async () => {
    await open({ ...adminContact, activeRoles: ['member', 'admin', 'superadmin'] });
    getByLabelText('Superadmin');
  });
});
