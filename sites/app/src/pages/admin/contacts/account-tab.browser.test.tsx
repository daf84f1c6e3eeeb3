import {
  assert,
  axeViolations,
  describe,
  getByLabelText,
  getByRole,
  getByText,
  it,
  queryAllByRole,
  typeInto,
  waitFor,
} from '@masthead/test/browser-setup';
import { ada } from './contact.test-helper.ts';
import { accountServer, openTab, sent, setValue } from './account.test-helper.ts';

const details = () => getByRole('region', { name: 'Details' });
const field = (label: string | RegExp) => getByLabelText(label, details()) as HTMLInputElement;
const save = () => getByRole('button', { name: 'Save details' }).click();

async function open(options: Parameters<typeof accountServer>[0] = {}) {
  const api = accountServer(options);
  await openTab(api, 'account');
  await waitFor(() => getByRole('heading', { level: 2, name: 'Details' }));
  return api;
}

describe('Contact page, account tab: details', () => {
  it('shows the details and saves only what changed, the heading following the new name', async () => {
    const api = await open();
    const tabs = getByRole('navigation', { name: 'Contact' });
    assert.deepEqual(
      queryAllByRole('link', {}, tabs).map((a) => [a.textContent, a.getAttribute('aria-current')]),
      [
        ['Overview', null],
        ['Account', 'page'],
        ['Call-outs', null],
        ['Contribution', null],
      ],
    );
    assert.equal(field('First name').value, 'Ada');
    assert.equal(field(/^Email/).value, 'ada@example.org');
    assert.equal((getByLabelText('Newsletter') as unknown as HTMLSelectElement).value, 'subscribed');
    assert.deepEqual(await axeViolations(), []);

    typeInto(field('First name'), ' Adah ');
    typeInto(field('Telephone'), '+44 20 7946 0000');
    setValue(getByLabelText('Newsletter'), 'unsubscribed');
    setValue(getByLabelText(/^Notes/), 'Called about the print edition.');
    save();
    await waitFor(() => getByText(/^Success: The details have been saved\.$/));
    assert.deepEqual(sent(api, 'PATCH /contact/{id}')[0]!.body, {
      firstname: 'Adah',
      profile: {
        telephone: '+44 20 7946 0000',
        newsletterStatus: 'unsubscribed',
        notes: 'Called about the print edition.',
      },
    });
    await waitFor(() => getByRole('heading', { level: 1, name: 'Adah Reader' }));
    assert.equal(sent(api, 'PATCH /contact/{id}')[0]!.path, `contact/${ada.id}`);
  });

  it('asks for a new email address by a link and keeps showing the one in use', async () => {
    const api = await open();
    typeInto(field(/^Email/), ' new@example.org ');
    save();
    await waitFor(() => getByText(/We have sent a link to new@example\.org/));
    getByText(/The email address changes when the contact opens the link\./);
    assert.deepEqual(sent(api, 'PATCH /contact/{id}')[0]!.body, { email: 'new@example.org' });
    assert.equal(field(/^Email/).value, 'ada@example.org');
  });

  it('shows an address another contact has on the email field, and a bad one without sending', async () => {
    const api = await open({ taken: ['bea@example.org'] });
    typeInto(field(/^Email/), 'not an email');
    save();
    await waitFor(() => assert.equal(field(/^Email/).getAttribute('aria-invalid'), 'true'));
    assert.equal(document.activeElement, field(/^Email/));
    assert.equal(sent(api, 'PATCH /contact/{id}').length, 0);

    typeInto(field(/^Email/), 'bea@example.org');
    save();
    await waitFor(() => getByText('Email address already exists'));
    assert.equal(document.activeElement, field(/^Email/));
    assert.equal(sent(api, 'PATCH /contact/{id}').length, 1);
    assert.equal(api.emailRequests.length, 0);
  });

  it('says when there is nothing to save, sending nothing', async () => {
    const api = await open();
    save();
    await waitFor(() => getByText('Nothing to save: the details are unchanged.'));
    assert.equal(sent(api, 'PATCH /contact/{id}').length, 0);
  });
});

/** A fieldset by its legend (the queries know no `group` role for fieldsets). */
const fieldset = (legend: string, scope: ParentNode) =>
  [...scope.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')?.textContent === legend)!;
const roles = () => getByRole('region', { name: 'Roles' });
const roleLines = () => [...roles().querySelectorAll('li > span:first-child')].map((s) => s.textContent);

describe('Contact page, account tab: roles', () => {
  it('removes a role after a confirmation naming it and the contact', async () => {
    const api = await open();
    assert.deepEqual(roleLines(), ['Member from Jan 5, 2026 until Dec 31, 2026', 'Admin from Mar 1, 2026, no expiry']);
    const remove = getByRole('button', { name: 'Remove the Admin role' });
    remove.focus();
    remove.click();
    const dialog = await waitFor(() => getByRole('dialog', { name: 'Remove the Admin role from Ada Reader?' }));
    assert.deepEqual(await axeViolations(), []);
    getByRole('button', { name: 'Cancel' }, dialog).click();
    await waitFor(() => assert.equal(queryAllByRole('dialog').length, 0));
    assert.equal(sent(api, 'DELETE /contact/{id}/role/{role}').length, 0);

    remove.click();
    (await waitFor(() => getByRole('button', { name: 'Remove role' }))).click();
    await waitFor(() => getByText('The Admin role has been removed.'));
    assert.equal(sent(api, 'DELETE /contact/{id}/role/{role}')[0]!.path, `contact/${ada.id}/role/admin`);
    assert.deepEqual(roleLines(), ['Member from Jan 5, 2026 until Dec 31, 2026']);
    await waitFor(() => assert.equal(document.activeElement, getByRole('heading', { name: 'Roles' })));
  });

  it('adds a role starting on a date, after refusing an expiry before the start', async () => {
    const api = await open({ roles: [ada.roles![0]!] });
    getByRole('button', { name: 'Add a role' }).click();
    const dialog = await waitFor(() => getByRole('dialog', { name: 'Add a role' }));
    const role = getByLabelText('Role', dialog) as unknown as HTMLSelectElement;
    assert.deepEqual(
      [...role.options].map((o) => o.textContent),
      ['Admin'],
      'held roles and superadmin (for a non-superadmin) are not offered',
    );
    getByLabelText('On a date', fieldset('Starts', dialog)).click();
    typeInto((await waitFor(() => getByLabelText('Start day', dialog))) as HTMLInputElement, '2026-07-01');
    getByLabelText('On a date', fieldset('Expires', dialog)).click();
    const expiry = (await waitFor(() => getByLabelText(/^Expiry day/, dialog))) as HTMLInputElement;
    typeInto(expiry, '2026-06-30');
    getByRole('button', { name: 'Add role' }, dialog).click();
    await waitFor(() => getByText('Choose an expiry day after the start.'));
    assert.equal(document.activeElement, expiry);
    assert.equal(sent(api, 'PUT /contact/{id}/role/{role}').length, 0);
    assert.deepEqual(await axeViolations(), []);

    getByLabelText('Never', dialog).click();
    getByRole('button', { name: 'Add role' }, dialog).click();
    await waitFor(() => getByText('The Admin role has been added.'));
    const put = sent(api, 'PUT /contact/{id}/role/{role}')[0]!;
    assert.equal(put.path, `contact/${ada.id}/role/admin`);
    assert.deepEqual(put.body, { dateAdded: new Date(2026, 6, 1).toISOString(), dateExpires: null });
    assert.deepEqual(roleLines(), ['Member from Jan 5, 2026 until Dec 31, 2026', 'Admin from Jul 1, 2026, no expiry']);
    assert.equal(queryAllByRole('button', { name: 'Add a role' }).length, 0, 'every role an admin may give is held');
  });

  it('changes a role’s dates from its own, starting now without an end', async () => {
    const api = await open();
    getByRole('button', { name: 'Change dates of the Member role' }).click();
    const dialog = await waitFor(() => getByRole('dialog', { name: 'Change the dates of the Member role' }));
    assert.equal((getByLabelText('Start day', dialog) as HTMLInputElement).value, '2026-01-05');
    assert.equal((getByLabelText(/^Expiry day/, dialog) as HTMLInputElement).value, '2026-12-31');
    getByLabelText('Now', dialog).click();
    getByLabelText('Never', dialog).click();
    getByRole('button', { name: 'Save dates' }, dialog).click();
    await waitFor(() => getByText('The dates of the Member role have been saved.'));
    assert.deepEqual(sent(api, 'PUT /contact/{id}/role/{role}')[0]!.body, { dateExpires: null });
    assert.match(roleLines()[0]!, /^Member from .+, no expiry$/);
  });

  it('shows the catalogue’s text when an admin tries to remove a superadmin role', async () => {
    const api = await open({
      roles: [{ role: 'superadmin', dateAdded: '2026-01-05T10:00:00.000Z', dateExpires: null }],
    });
    getByRole('button', { name: 'Remove the Super admin role' }).click();
    (await waitFor(() => getByRole('button', { name: 'Remove role' }))).click();
    await waitFor(() => getByText("You don't have access to that."));
    assert.equal(sent(api, 'DELETE /contact/{id}/role/{role}').length, 1);
    assert.deepEqual(roleLines(), ['Super admin from Jan 5, 2026, no expiry']);
  });

  it('offers superadmin to a superadmin', async () => {
    const api = accountServer({ superadmin: true, roles: [] });
    await openTab(api, 'account', {
      id: '00000000-0000-4000-8000-0000000000c3',
      email: 'sue@example.org',
      firstname: 'Sue',
      lastname: 'Per',
      displayName: 'Sue Per',
      activeRoles: ['member', 'admin', 'superadmin'],
    });
    (await waitFor(() => getByRole('button', { name: 'Add a role' }))).click();
    const dialog = await waitFor(() => getByRole('dialog', { name: 'Add a role' }));
    assert.deepEqual(
      [...(getByLabelText('Role', dialog) as unknown as HTMLSelectElement).options].map((o) => o.textContent),
      ['Member', 'Admin', 'Super admin'],
    );
    setValue(getByLabelText('Role', dialog), 'superadmin');
    getByRole('button', { name: 'Add role' }, dialog).click();
    await waitFor(() => getByText('The Super admin role has been added.'));
    assert.equal(sent(api, 'PUT /contact/{id}/role/{role}')[0]!.path, `contact/${ada.id}/role/superadmin`);
    assert.deepEqual(sent(api, 'PUT /contact/{id}/role/{role}')[0]!.body, { dateExpires: null });
  });
});
