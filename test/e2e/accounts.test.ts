import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { generateSync } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { freePort, launchBrowser, startServer, stopServerAndBrowser, type RunningServer } from './harness.ts';
import { startTestSmtp, type TestSmtp } from './test-smtp.ts';

// The demo logins of the root README ("Demo logins", packages/server/src/seed/seed-accounts.ts).
const demo = {
  member: { email: 'member@example.org', password: 'Member1demo' },
  twoFactor: { email: 'member-2fa@example.org', password: 'Member2demo', secret: 'MASTHEADDEMOTOTPSECRETKEYABCDEFG' },
  reviewer: { email: 'reviewer@example.org', password: 'Reviewer1demo' },
  admin: { email: 'e2e-admin@example.org', password: 'Admin1e2etest' },
};

/** What an authenticator app shows now (SHA-1, 6 digits, 30 s). */
const totp = (secret: string) =>
  generateSync({ secret, algorithm: 'sha1', digits: 6, period: 30, epoch: Math.floor(Date.now() / 1000) });

let browser: Browser;
let server: RunningServer;
let smtp: TestSmtp;

before(async () => {
  smtp = await startTestSmtp();
  // Reset links must point at the site's own address (SITE_URL, stored by the first start).
  const port = await freePort();
  const env = {
    SMTP_URL: smtp.url,
    SITE_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL: demo.admin.email,
    ADMIN_PASSWORD: demo.admin.password,
  };
  [browser, server] = await Promise.all([launchBrowser(), startServer({ port, env })]);
});
after(async () => {
  await stopServerAndBrowser(server, browser);
  await smtp?.close();
});

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function waitForMail(to: string) {
  for (let i = 0; i < 100; i++) {
    const mail = smtp.received.find((m) => m.to && JSON.stringify(m.to).includes(to));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no email to ${to}`);
}

/** Logs in through the API as a script would, and returns a caller with that session. */
async function apiSession(email: string, password: string) {
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  const login = await fetch(`${server.url}/api/1.0/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  assert.equal(login.status, 204);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  return async (method: string, path: string) => {
    const answer = await fetch(`${server.url}/api/1.0/${path}`, { method, headers: { ...headers, cookie } });
    return (await answer.json()) as Record<string, string>;
  };
}

describe('accounts in the hosted app', () => {
  // First: the later tests turn on 2FA for this member and change passwords.
  test("an admin's emergency login link logs the member in once", async () => {
    const member = await (await apiSession(demo.member.email, demo.member.password))('GET', 'contact/me');
    const asAdmin = await apiSession(demo.admin.email, demo.admin.password);
    const { url } = await asAdmin('POST', `contact/${member.id}/login-link`);
    assert.match(url!, new RegExp(`^${server.url}/auth/login-link/`));

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url!);
    await page.getByRole('button', { name: 'Log in with this link' }).click();
    await page.waitForURL(`${server.url}/profile`);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${server.url}/auth/login`);

    await page.goto(url!);
    await page.getByRole('button', { name: 'Log in with this link' }).click();
    await page.getByText(/^This link has expired or has already been used/).waitFor();
    await context.close();
  });

  test('a member with 2FA logs in with the code and goes on to the page they asked for', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/profile/account`);
    await page.waitForURL(/\/auth\/login\?next=/);
    await logIn(page, demo.twoFactor.email, demo.twoFactor.password);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(totp(demo.twoFactor.secret));
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${server.url}/profile/account`);
    await page
      .getByRole('region', { name: 'Two-factor authentication' })
      .getByText(/^Two-factor authentication is on\./)
      .waitFor();
    await context.close();
  });

  test('a member sets up 2FA from the account page with the key shown there', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/auth/login?next=%2Fprofile%2Faccount`);
    await logIn(page, demo.member.email, demo.member.password);
    await page.waitForURL(`${server.url}/profile/account`);
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const key = (await page.locator('code').innerText()).replace(/\s+/g, '');
    assert.match(key, /^[A-Z2-7]{32}$/);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(totp(key));
    // The password again: a session alone does not turn on 2FA.
    await page.getByLabel(/^Your password/).fill('Wrong1password');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('That is not your password.').waitFor();
    await page.getByLabel(/^Your password/).fill(demo.member.password);
    await page.getByRole('button', { name: 'Turn on' }).click();

    // The recovery codes, shown once, with the way to keep them.
    await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    const codes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allInnerTexts();
    assert.equal(codes.length, 10);
    for (const code of codes) assert.match(code, /^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
    await page.getByText(/Each code works only once\.$/).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download codes' }).click();
    const file = await (await download).createReadStream();
    let saved = '';
    for await (const chunk of file) saved += String(chunk);
    assert.equal(saved, `${codes.join('\n')}\n`);
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
    await page.getByText(/^Two-factor authentication is on\./).waitFor();

    // Log out, and the next login asks for a code from the new key.
    await page.getByRole('link', { name: 'Back to your profile' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${server.url}/auth/login`);
    await logIn(page, demo.member.email, demo.member.password);
    await page.getByRole('textbox', { name: 'Verification code' }).waitFor();

    // The phone is lost: a recovery code on the lost-device page turns 2FA off, once.
    const useCode = async (code: string) => {
      await page.goto(`${server.url}/auth/lost-device`);
      await page.getByRole('button', { name: 'Enter a recovery code' }).click();
      const form = page.getByRole('region', { name: 'Have a recovery code?' });
      await form.getByRole('textbox', { name: 'Email' }).fill(demo.member.email);
      await form.getByLabel(/^Password/).fill(demo.member.password);
      await form.getByRole('textbox', { name: 'Recovery code' }).fill(code);
      await form.getByRole('button', { name: 'Use recovery code' }).click();
    };
    await useCode(codes[3]!.toLowerCase());
    await page.getByText(/^Two-factor authentication is off and the recovery code is used up/).waitFor();
    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await logIn(page, demo.member.email, demo.member.password);
    await page.waitForURL(`${server.url}/profile/account`);
    await page.getByText(/^Two-factor authentication is off\./).waitFor();
    await page.getByRole('link', { name: 'Back to your profile' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${server.url}/auth/login`);
    await useCode(codes[3]!);
    await page.getByText('This recovery code is not right, or it has been used already.').waitFor();
    await context.close();
  });

  test('a reader resets a forgotten password from the emailed link and logs in with it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/auth/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(demo.reviewer.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(/^If there is an account for reviewer@example.org/).waitFor();

    const mail = await waitForMail(demo.reviewer.email);
    const link = new RegExp(`${server.url.replace(/[.:/]/g, '\\$&')}/auth/reset-password/[^\\s"<>)]+`).exec(
      mail.text ?? '',
    );
    assert.ok(link, `the email links to the reset page:\n${mail.text}`);

    await page.goto(link[0]);
    await page.getByLabel(/^New password/).fill('Brand1newpass');
    await page.getByLabel(/^Confirm new password/).fill('Brand1newpass');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL(`${server.url}/profile`);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${server.url}/auth/login`);

    await logIn(page, demo.reviewer.email, 'Brand1newpass');
    await page.waitForURL(`${server.url}/profile`);

    // The link worked once.
    await page.goto(link[0]);
    await page.getByLabel(/^New password/).fill('Other1password');
    await page.getByLabel(/^Confirm new password/).fill('Other1password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('This link has expired', { exact: true }).waitFor();
    await context.close();
  });

  test('a link asked for at another address of the site (localhost, not 127.0.0.1) points at the site and arrives', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const otherAddress = server.url.replace('127.0.0.1', 'localhost');
    await page.goto(`${otherAddress}/auth/lost-device`);
    await page.getByRole('textbox', { name: 'Email' }).fill(demo.twoFactor.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(/^If there is an account with two-factor authentication for/).waitFor();
    const mail = await waitForMail(demo.twoFactor.email);
    assert.match(mail.text ?? '', new RegExp(`${server.url.replace(/[.:/]/g, '\\$&')}/auth/reset-device/`));
    await context.close();
  });
});
