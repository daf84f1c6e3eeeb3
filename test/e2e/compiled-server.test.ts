// The compiled server (dist/server, scripts/build-server.mjs) as `npm start`
// runs it: plain JavaScript, no TypeScript loader, and everything it reads
// beside the sources at run time found from its bundle: the migrations, the
// email catalogs in locales/, the built app in dist/.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { freePort, removeDataDir, startServer, type RunningServer } from './harness.ts';
import { startTestSmtp, type TestSmtp } from './test-smtp.ts';

const admin = { email: 'compiled-admin@example.org', password: 'Admin1compiled' };
const json = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

let server: RunningServer;
let smtp: TestSmtp;

before(async () => {
  smtp = await startTestSmtp();
  const port = await freePort();
  server = await startServer({
    port,
    env: {
      SMTP_URL: smtp.url,
      SITE_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
  });
});
after(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
  await smtp?.close();
});

test('the server runs as compiled JavaScript, without tsx', () => {
  const argv = readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  assert.ok(!argv.some((arg) => /tsx/.test(arg)), argv.join(' '));
  assert.match(argv.at(-1)!, /scripts\/start\.mjs$|dist\/server\/[0-9a-f]{16}\/server\.mjs$/);
});

test('it answers health, with its database migrated and seeded', async () => {
  const health = await fetch(`${server.url}/api/1.0/health`);
  assert.equal(health.status, 200);
  // 200 only when the database answers.
  assert.equal(((await health.json()) as { status: string }).status, 'ok');
  const callouts = (await (await fetch(`${server.url}/api/1.0/callout`)).json()) as { items: { slug: string }[] };
  assert.ok(
    callouts.items.some((c) => c.slug === 'housing-costs'),
    JSON.stringify(callouts),
  );
});

test('it serves the built app', async () => {
  const page = await fetch(`${server.url}/`);
  assert.equal(page.status, 200);
  assert.match(page.headers.get('content-type') ?? '', /text\/html/);
  assert.match(await page.text(), /<script[^>]+type="module"/);
});

test('its emails are written from the catalogs in locales/ (German here)', async () => {
  const login = await fetch(`${server.url}/api/1.0/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(admin),
  });
  assert.equal(login.status, 204);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const settings = await fetch(`${server.url}/api/1.0/content/general`, {
    method: 'PATCH',
    headers: { ...json, cookie },
    body: JSON.stringify({ locale: 'de' }),
  });
  assert.equal(settings.status, 200, await settings.text());
  const reset = await fetch(`${server.url}/api/1.0/reset-password`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: admin.email, resetUrl: `${server.url}/auth/reset-password` }),
  });
  assert.equal(reset.status, 204);
  for (let i = 0; i < 100 && smtp.received.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
  const mail = smtp.received.find((m) => JSON.stringify(m.to).includes(admin.email));
  assert.ok(mail, 'no reset email arrived');
  // locales/de/email.po: "email.reset-password.action"; English would read "Choose a new password".
  assert.match(mail.text ?? '', /Neues Passwort wählen/);
});
