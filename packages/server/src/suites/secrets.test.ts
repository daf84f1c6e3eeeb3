/**
 * The secrets suite (decision 42): every action that emails a secret is
 * performed, then every place an admin or an API key can read is read, and
 * the log at info level too. No answer and no line may carry a live token
 * or link id: only the recipient's own mailbox (the raw outbox table here)
 * holds one.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ajaxHeader } from '@masthead/core';
import type { InjectOptions } from 'fastify';
import { secretLinkTemplates } from '../email/mask-secrets.ts';
import { loggerOptions } from '../kernel/logging/logger-options.ts';
import { createContactRepository } from '../contacts/contact-repository.ts';
import { createContentRepository } from '../content/content-repository.ts';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';

const api = '/api/1.0';
const site = 'http://localhost:3000';
const browser = { origin: site, [ajaxHeader.name]: ajaxHeader.value };

/** The app and people of the suite, every secret-bearing email sent. */
async function world(t: Parameters<typeof build>[0]) {
  const lines: string[] = [];
  const logger = loggerOptions({ level: 'info', format: 'json', out: { write: (line: string) => lines.push(line) } });
  const { app, database } = await build(t, { seed: true, logger });
  const content = createContentRepository({ db: database.db });
  await content.patch('general', { siteUrl: site });
  await content.patch('join', { showNoContribution: true });
  const superadmin = await createTestContact(database, { roles: ['superadmin'] });
  const admin = await createTestContact(database, { roles: ['admin'] });
  const member = await createTestContact(database);
  const guest = await createContactRepository({ db: database.db }).findOrCreateGuest({
    email: 'guest@example.org',
    firstname: 'Gus',
    lastname: 'Guest',
  });
  const { cookie: superCookie } = await loginAs(app, superadmin);
  const { cookie: adminCookie } = await loginAs(app, admin);
  const { cookie: memberCookie } = await loginAs(app, member);
  const key = await app.inject(
    as(superCookie, { method: 'POST', url: `${api}/api-key`, payload: { description: 'CRM', expires: null } }),
  );
  const token = key.json().token as string;

  const send = async (options: InjectOptions, expected: number) => {
    const res = await app.inject({ ...options, headers: { ...browser, ...options.headers } });
    assert.equal(res.statusCode, expected, `${options.method} ${options.url}: ${res.body}`);
  };
  const recovery = (path: string, email: string, extra: object = {}) =>
    send(
      { method: 'POST', url: `${api}/${path}`, payload: { email, resetUrl: `${site}/auth/${path}`, ...extra } },
      204,
    );
  await recovery('reset-password', superadmin.email);
  await recovery('reset-password', admin.email);
  await recovery('reset-device', superadmin.email, { type: 'totp' });
  await send(as(adminCookie, { method: 'POST', url: `${api}/contact/${member.id}/reset-password` }), 204);
  await send(
    as(memberCookie, { method: 'PATCH', url: `${api}/contact/me`, payload: { email: 'moved@example.org' } }),
    200,
  );
  const join = (email: string) => ({
    email,
    loginUrl: `${site}/auth/login`,
    setPasswordUrl: `${site}/auth/set-password`,
    confirmUrl: `${site}/join/confirm-email`,
  });
  for (const email of ['stranger@example.org', guest.email, member.email]) {
    await send({ method: 'POST', url: `${api}/signup`, payload: join(email) }, 204);
  }
  // An import that invites its new contact (sent by the job runner, after the answer).
  const imported = { method: 'POST', url: `${api}/contact-import?invite=true`, payload: 'email\nnew@example.org\n' };
  await send(as(adminCookie, { ...imported, headers: { 'content-type': 'text/csv' } } as InjectOptions), 200);
  const invitation = database.db.selectFrom('outbox').select('id').where('template', '=', 'contact-import-invite');
  for (let tries = 0; tries < 200 && !(await invitation.executeTakeFirst()); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const secrets = await liveSecrets(database.db);
  // A reader's page failed while it held a link: its report carries the secret everywhere it can.
  const first = secrets.find((secret) => secret.to === superadmin.email.toLowerCase())?.value;
  assert.ok(first);
  await send(
    {
      method: 'POST',
      url: `${api}/client-errors`,
      payload: {
        source: 'app',
        message: `PUT /reset-password/${first} answered 500`,
        url: `${site}/auth/reset-password/${first}`,
        operation: `PUT /reset-password/${first}`,
        status: 500,
        breadcrumbs: [
          { at: new Date().toISOString(), kind: 'navigation', text: `/auth/reset-password/${first}` },
          { at: new Date().toISOString(), kind: 'api', text: `PUT /reset-password/${first} 500` },
        ],
      },
    },
    204,
  );
  // Who reads, and the mailbox whose own links they may see (the outbox shows its recipient their own).
  const readers: Record<string, { headers: Record<string, string>; own: string | null }> = {
    admin: { headers: { cookie: adminCookie }, own: admin.email.toLowerCase() },
    'API key': { headers: { authorization: `Bearer ${token}` }, own: null },
    'API key as the superadmin': {
      headers: { authorization: `Bearer ${token}`, 'x-contact-id': superadmin.id },
      own: null,
    },
  };
  return { app, database, lines, secrets, readers, contacts: [superadmin, admin, member, guest] };
}

/**
 * What only the mailboxes hold: the last segment of every link in the
 * secret-link emails as stored, and every join flow's id (its confirmation's secret).
 */
async function liveSecrets(db: Awaited<ReturnType<typeof build>>['database']['db']): Promise<Secret[]> {
  const emails = await db.selectFrom('outbox').select(['template', 'text', 'to_address']).execute();
  const links = emails
    .filter((email) => secretLinkTemplates.has(email.template))
    .flatMap((email) =>
      Array.from(email.text.matchAll(/https?:\/\/\S+\/([^\s/?#]+)/g), (match) => ({
        value: match[1] ?? '',
        to: email.to_address.toLowerCase(),
      })),
    );
  const flows = await db.selectFrom('join_flows').select(['id', 'email']).execute();
  const templates = new Set(emails.map((email) => email.template));
  for (const template of secretLinkTemplates) {
    if (template !== 'emergency-link') assert.ok(templates.has(template), `the suite sends ${template}`);
  }
  return [...links, ...flows.map((flow) => ({ value: flow.id, to: flow.email.toLowerCase() }))];
}

/** A live secret and whose mailbox it was sent to. */
interface Secret {
  value: string;
  to: string;
}

test('no answer to an admin or an API key, and no log line, carries a live secret from an email', async (t) => {
  const w = await world(t);
  assert.ok(w.secrets.length >= 8, `secrets found: ${w.secrets.length}`);
  let places = 0;
  const read = async (who: string, url: string) => {
    const { headers, own } = w.readers[who]!;
    const res = await w.app.inject({ method: 'GET', url: `${api}/${url}`, headers });
    assert.ok(res.statusCode < 500, `${who}: ${url} ${res.statusCode}`);
    const body = res.rawPayload.toString('latin1') + res.body;
    for (const secret of w.secrets.filter((s) => s.to !== own)) {
      const at = body.indexOf(secret.value);
      assert.ok(at < 0, `${who} reads a live secret at ${url}: …${body.slice(Math.max(0, at - 200), at + 60)}`);
    }
    places += 1;
    return res;
  };

  for (const who of Object.keys(w.readers)) {
    const outbox = await read(who, 'outbox?limit=100');
    for (const email of outbox.json().items as { id: string }[]) await read(who, `outbox/${email.id}`);
    for (const contact of w.contacts) {
      await read(who, `contact/${contact.id}/export`);
      await read(who, `contact/${contact.id}?with=profile,roles,contribution`);
    }
    await read(who, 'contact?limit=100');
    await read(who, 'contact.csv');
    const errors = await read(who, 'client-errors');
    for (const group of errors.json().items as { id: string }[]) await read(who, `client-errors/${group.id}`);
    await read(who, 'stats');
    const emails = await read(who, 'email');
    for (const email of emails.json().items as { id: string }[]) await read(who, `email/${email.id}`);
  }
  assert.ok(places > 40, `places read: ${places}`);
  const log = w.lines.join('\n');
  assert.ok(log.includes('request completed'), 'the log was read');
  for (const secret of w.secrets) assert.ok(!log.includes(secret.value), 'a live secret in the log');
});
