import {
  assert,
  axeViolations,
  describe,
  getByRole,
  it,
  queryAllByRole,
  saveScreenshot,
  waitFor,
} from '@masthead/test/browser-setup';
import { buttonSizes, buttonVariants } from '@masthead/ui';
import { fakeApi } from '@masthead/client/testing';
import { renderPage } from '../../../testing/render-page.tsx';
import { adminContact } from '../../../admin-kit/admin-contacts.test-helper.ts';
import { UiToolkitPage } from './ui-toolkit-page.tsx';

async function open() {
  const api = fakeApi(() => undefined);
  await renderPage(UiToolkitPage, {
    url: '/admin/ui-toolkit',
    route: '/admin/ui-toolkit',
    fetch: api.fetch,
    contact: adminContact,
  });
  // The map and the rich text editor load lazily: wait for both to be there.
  await waitFor(() => assert.equal(queryAllByRole('textbox', { name: 'Introduction' }).length, 1), { timeout: 10_000 });
  await waitFor(() => getByRole('button', { name: 'Market' }), { timeout: 10_000 });
  return api;
}

describe('UI toolkit page', () => {
  it('shows every component under its heading, has no axe violations and is kept as a screenshot', async () => {
    const api = await open();
    assert.equal(getByRole('heading', { level: 1, name: 'UI toolkit' }).tagName, 'H1');
    const sections = queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    for (const name of [
      'Buttons',
      'Notifications',
      'Form messages',
      'Loading screen',
      'Inputs',
      'Pagination',
      'Rich text',
      'Map',
    ]) {
      assert.ok(sections.includes(name), `a section "${name}" in ${sections.join(', ')}`);
    }

    const table = getByRole('group', { name: 'Button variants and sizes' }).querySelector('table')!;
    const rows = [...table.querySelectorAll('tbody tr')];
    assert.deepEqual(
      rows.map((row) => row.querySelector('th')!.textContent),
      [...buttonVariants],
    );
    for (const row of rows) {
      assert.equal(row.querySelectorAll('button, a').length, buttonSizes.length + 3);
      assert.ok(row.querySelector('button[disabled]'), 'a disabled one');
      assert.ok(row.querySelector('button[aria-busy="true"]'), 'a loading one');
    }

    for (const kind of ['Success:', 'Warning:', 'Error:']) {
      assert.ok(
        [...document.querySelectorAll('p')].some((p) => p.textContent?.startsWith(kind)),
        `a ${kind} notification`,
      );
    }
    for (const name of ['Loading application', 'Loading, with progress', 'Starting', 'Loading, with a note']) {
      getByRole('region', { name });
    }
    assert.equal(document.querySelectorAll('progress').length, 2);
    assert.equal(queryAllByRole('button', { name: 'Try again' }).length, 2);
    assert.equal(document.querySelectorAll('[aria-invalid="true"]').length >= 3, true, 'fields in their error state');

    assert.deepEqual(await axeViolations(), []);
    assert.equal(api.problems.length, 0);
    const file = await saveScreenshot('ui-toolkit');
    assert.match(file, /ui-toolkit\.png$/);
  });
});
