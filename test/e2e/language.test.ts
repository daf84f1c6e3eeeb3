import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startServer, stopServerAndBrowser, type RunningServer } from './harness.ts';

// A demo login of the root README ("Demo logins").
const member = { email: 'member@example.org', password: 'Member1demo' };

let browser: Browser;
let server: RunningServer;

before(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});
after(() => stopServerAndBrowser(server, browser));

/** The login form in German (the labels are the German catalogue's). */
async function logInGerman(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
  await page.getByRole('textbox', { name: 'E-Mail' }).fill(member.email);
  await page.getByLabel(/^Passwort/).fill(member.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const switcher = (page: Page) => page.getByLabel(/^(Language|Sprache|Langue)$/);

describe('the language of the hosted app', () => {
  test('?lang=de-CH gives German', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${server.url}/no/such/page?lang=de-CH`);
    await page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }).waitFor();
    assert.equal(await htmlLang(page), 'de');
    assert.equal(await switcher(page).inputValue(), 'de');
    await context.close();
  });

  test('a German browser gets German, an English one English', async () => {
    const german = await browser.newContext({ locale: 'de-DE' });
    const page = await german.newPage();
    await page.goto(`${server.url}/auth/login`);
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    assert.equal(await htmlLang(page), 'de');
    await german.close();

    const english = await browser.newContext({ locale: 'en-GB' });
    const other = await english.newPage();
    await other.goto(`${server.url}/auth/login`);
    await other.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    assert.equal(await htmlLang(other), 'en');
    await english.close();
  });

  test('?lang=de survives the login redirect', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${server.url}/profile/account?lang=de`);
    await page.waitForURL(/\/auth\/login\?next=%2Fprofile%2Faccount%3Flang%3Dde&lang=de$/);
    await logInGerman(page);
    await page.waitForURL(`${server.url}/profile/account?lang=de`);
    await page.getByRole('heading', { level: 1, name: 'Ihr Konto' }).waitFor();
    // Pages reached by links without ?lang= keep the tab's language.
    await page.getByRole('link', { name: 'Ihr Profil' }).first().click();
    await page.waitForURL(`${server.url}/profile`);
    await page.getByRole('heading', { level: 1, name: 'Ihr Profil' }).waitFor();
    assert.equal(await htmlLang(page), 'de');
    await context.close();
  });

  test('a switch while logged in is stored on the contact and starts the next session', async () => {
    const first = await browser.newContext({ locale: 'en-US' });
    const page = await first.newPage();
    await page.goto(`${server.url}/profile?lang=de`);
    await logInGerman(page);
    await page.waitForURL(`${server.url}/profile?lang=de`);
    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/1.0/contact/me') && res.request().method() === 'PATCH',
    );
    await switcher(page).selectOption('fr');
    assert.equal((await saved).status(), 200);
    await page.getByRole('heading', { level: 1, name: 'Votre profil' }).waitFor();
    assert.equal(await htmlLang(page), 'fr');
    assert.equal(new URL(page.url()).search, '', 'the switcher outranks ?lang=, which the address drops');
    await first.close();

    // A new browser (no storage) whose own language is German: the contact's choice wins after login.
    const second = await browser.newContext({ locale: 'de-DE' });
    const next = await second.newPage();
    await next.goto(`${server.url}/profile`);
    await next.waitForURL(/\/auth\/login\?next=%2Fprofile$/);
    await logInGerman(next);
    await next.waitForURL(`${server.url}/profile`);
    await next.getByRole('heading', { level: 1, name: 'Votre profil' }).waitFor();
    assert.equal(await htmlLang(next), 'fr');
    assert.equal(await switcher(next).inputValue(), 'fr');
    await second.close();
  });
});
