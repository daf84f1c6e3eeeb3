import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { startServerAndBrowser, stopServerAndBrowser, type RunningServer } from './harness.ts';

const adminLogin = { email: 'e2e-nav-admin@example.org', password: 'Admin1navtest' };
// Each section of the admin menu (docs/product/screens.md, Routes), where it leads and the page's heading.
const sections: [label: string, path: string, heading: string][] = [
  ['Dashboard', '/admin', 'Dashboard'],
  ['Call-outs', '/admin/crowdnewsroom', 'Call-outs'],
  ['Contacts', '/admin/contacts', 'Contacts'],
  ['Payments', '/admin/payments', 'Payments'],
  ['Notices', '/admin/notices', 'Notices'],
  ['Membership builder', '/admin/membership-builder', 'Membership builder'],
  ['Settings', '/admin/settings', 'Settings'],
  ['Error reports', '/admin/errors', 'Error reports'],
];

let browser: Browser;
let server: RunningServer;

before(async () => {
  ({ browser, server } = await startServerAndBrowser({
    env: { ADMIN_EMAIL: adminLogin.email, ADMIN_PASSWORD: adminLogin.password },
  }));
});
after(() => stopServerAndBrowser(server, browser));

async function logInAsAdmin(page: Page) {
  await page.goto(`${server.url}/auth/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(adminLogin.email);
  await page.getByLabel(/^Password/).fill(adminLogin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${server.url}/admin`);
}

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the admin navigation', () => {
  test('an admin reaches every admin section from the menu and logs out from the user menu', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await logInAsAdmin(page);
    const menu = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path, heading] of sections) {
      await menu.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      assert.equal(await menu.getByRole('link', { name: label, exact: true }).getAttribute('aria-current'), 'page');
    }
    await page.getByRole('button', { name: /^Account menu:/ }).click();
    await page.getByRole('navigation', { name: 'User menu' }).getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${server.url}/auth/login`);
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    // The session is gone on the server too: an admin page asks for login again.
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(/\/auth\/login\?next=%2Fadmin$/);
    await page.close();
  });

  test('at 375 px the menu folds behind a button and the call-out list does not overflow', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await logInAsAdmin(page);
    const menu = page.getByRole('navigation', { name: 'Main' });
    const toggle = menu.getByRole('button', { name: 'Menu' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.equal(await menu.getByRole('link', { name: 'Contacts' }).isVisible(), false);
    await toggle.click();
    await menu.getByRole('link', { name: 'Call-outs', exact: true }).click();
    await page.waitForURL(`${server.url}/admin/crowdnewsroom`);
    // The seeded call-outs are listed.
    await page.getByRole('table', { name: 'Call-outs' }).waitFor();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    const width = await scrollWidth(page);
    assert.ok(width <= 375, `the call-out list is ${width} px wide at 375 px`);
    await toggle.click();
    assert.ok((await scrollWidth(page)) <= 375, 'the open menu fits');
    await page.keyboard.press('Escape');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await page.close();
  });

  test('unsaved builder work asks before leaving by the menu and is offered back on return', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await logInAsAdmin(page);
    await page.goto(`${server.url}/admin/crowdnewsroom`);
    await page
      .getByRole('table', { name: 'Call-outs' })
      .getByRole('link', { name: /^Edit / })
      .first()
      .click();
    await page.waitForURL(/\/admin\/crowdnewsroom\/edit\//);
    const builder = page.url();
    await page.getByRole('tab', { name: 'Title and image' }).click();
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    const saved = await title.inputValue();
    await title.fill(`${saved} (changed)`);

    // Leaving by the menu asks; staying keeps the page and the typing.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contacts' }).click();
    await page.waitForTimeout(200);
    assert.match(asked[0] ?? '', /^This call-out has changes that are not saved\./);
    assert.equal(page.url(), builder);
    assert.equal(await title.inputValue(), `${saved} (changed)`);

    // Leaving anyway (accepted), then coming back: the draft is offered and restores the typing.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contacts' }).click();
    await page.waitForURL(`${server.url}/admin/contacts`);
    await page.goBack();
    await page.waitForURL(builder);
    await page.getByText(/that were not saved\.$/).waitFor();
    await page.getByRole('button', { name: 'Restore them' }).click();
    await page.getByRole('tab', { name: 'Title and image' }).click();
    assert.equal(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue(), `${saved} (changed)`);

    // Saved: nothing is asked and nothing offered any more.
    await page.getByRole('button', { name: /^Save (draft|changes)$/ }).click();
    await page.getByText('The call-out has been saved').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contacts' }).click();
    await page.waitForURL(`${server.url}/admin/contacts`);
    await page.goto(builder);
    await page.getByRole('tab', { name: 'Title and image' }).click();
    assert.equal(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue(), `${saved} (changed)`);
    assert.equal(await page.getByRole('button', { name: 'Restore them' }).count(), 0);
    await page.close();
  });
});
