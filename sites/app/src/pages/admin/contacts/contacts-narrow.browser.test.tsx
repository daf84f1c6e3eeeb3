import { sendKeys, setViewport } from '@web/test-runner-commands';
import {
  afterEach,
  assert,
  describe,
  getByLabelText,
  getByRole,
  it,
  press,
  waitFor,
} from '@masthead/test/browser-setup';
import { renderPage } from '../../../testing/render-page.tsx';
import { adminContact } from '../../../admin-kit/admin-contacts.test-helper.ts';
import { chooseOption } from '../../../admin-kit/admin-page.test-helper.ts';
import { ContactsPage } from './contacts-page.tsx';
import { calloutList, contactsServer } from './contacts-list.test-helper.ts';

afterEach(async () => {
  await setViewport({ width: 800, height: 600 });
});

/** Fails when the page scrolls sideways: something is wider than the window. */
function sideways() {
  const { scrollWidth, clientWidth } = document.documentElement;
  // What reaches past the window, outside the table's own scrolling frame, to say where to look.
  const wide = [...document.body.querySelectorAll('*')]
    .filter((el) => el.getBoundingClientRect().right > clientWidth && !el.closest('table'))
    .map((el) => `${el.tagName.toLowerCase()}.${el.className} (${Math.round(el.getBoundingClientRect().right)} px)`);
  assert.ok(scrollWidth <= clientWidth, `the page is ${scrollWidth} px wide in ${clientWidth} px: ${wide.join(', ')}`);
}

describe('Contacts list on a 375 px phone', () => {
  it('does not scroll sideways, with the filter rules and the tag multi-select in use', async () => {
    await setViewport({ width: 375, height: 800 });
    await renderPage(ContactsPage, {
      url: '/admin/contacts',
      route: '/admin/contacts',
      fetch: contactsServer().fetch,
      contact: adminContact,
    });
    await waitFor(() => getByRole('link', { name: 'reader1@example.org' }));
    sideways();

    // The rule's field select lists every call-out by title, so it is as wide as the longest one
    // unless its toolbar holds it (admin.css.ts, `select`).
    getByRole('button', { name: 'Add a rule' }).click();
    await waitFor(() => getByLabelText('Field'));
    chooseOption('Field', `callouts.${calloutList[1]!.id}.hasAnswered`);
    await waitFor(() => getByLabelText('Value'));
    sideways();

    const tags = getByRole('combobox', { name: 'Tags' });
    tags.focus();
    await press('ArrowDown');
    await press('Enter');
    await press('ArrowDown');
    await press('Enter');
    await waitFor(() => getByRole('button', { name: 'Remove Volunteer' }));
    await sendKeys({ type: 'o' });
    sideways();
  });
});
