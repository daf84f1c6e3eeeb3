/**
 * Test setup for the contact import: an app with an admin, a member and an
 * API key; `send(who, csv, query)` posts a file as `text/csv`, `report` and
 * `refusedCsv` read an import back, `contacts()` lists what the database holds.
 * @example const kit = await importKit(t); const res = await kit.send('admin', 'email\na@b.org\n', 'dryRun=true')
 */
import type { TestContext } from 'node:test';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { createApiKeyRepository } from '../../api-keys/api-key-repository.ts';
import { as, createTestContact, loginAs } from '../../test-accounts.ts';
import { build } from '../../test-helper.ts';
import type { ImportReport } from './import-service.ts';

export type Who = 'guest' | 'member' | 'admin' | 'apiKey';

export async function importKit(t: TestContext) {
  const { app, database } = await build(t);
  const admin = await createTestContact(database, { roles: ['admin'], firstname: 'Ada', email: 'ada@example.org' });
  const member = await createTestContact(database, { firstname: 'Mo', email: 'mo@example.org' });
  const token = await createApiKeyRepository({ db: database.db }).create('tests', null, admin.id, new Date());
  const cookies = { admin: (await loginAs(app, admin)).cookie, member: (await loginAs(app, member)).cookie };
  const inject = (who: Who, request: InjectOptions) => {
    if (who === 'guest') return app.inject(request);
    if (who === 'apiKey') {
      return app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });
    }
    return app.inject(as(cookies[who], request));
  };
  const send = (who: Who, file: string | Buffer, query = '', contentType = 'text/csv') =>
    inject(who, {
      method: 'POST',
      url: `/api/1.0/contact-import${query ? `?${query}` : ''}`,
      headers: { 'content-type': contentType },
      payload: file,
    });
  /** A file the admin's key imports, that must be taken: its report. */
  const imported = async (file: string | Buffer, query = '') => {
    const res = await send('apiKey', file, query);
    if (res.statusCode >= 300) throw new Error(`POST contact-import: ${res.statusCode} ${res.body}`);
    return res.json<ImportReport>();
  };
  const report = async (id: string) =>
    (await inject('apiKey', { method: 'GET', url: `/api/1.0/contact-import/${id}` })).json<ImportReport>();
  const refusedCsv = (id: string, who: Who = 'apiKey') =>
    inject(who, { method: 'GET', url: `/api/1.0/contact-import/${id}/refused` });
  /** Every contact but the kit's own two, by email, with tags, contribution and member role. */
  const contacts = async () => {
    const { rows } = await sql<Record<string, unknown>>`
      select c.email, c.firstname, c.lastname, c.telephone, c.notes, c.newsletter_status, c.newsletter_groups,
        c.delivery_address, c.joined, cb.type, cb.amount_cents, cb.period, cb.provider, cb.customer_id,
        r.date_added as member_since, r.date_expires as member_until,
        coalesce((select string_agg(t.name, '|' order by lower(t.name)) from contact_tag_assignments ta
          join contact_tags t on t.id = ta.tag_id where ta.contact_id = c.id), '') as tags
      from contacts c left join contributions cb on cb.contact_id = c.id
      left join contact_roles r on r.contact_id = c.id and r.role = 'member'
      where c.email not in ('ada@example.org', 'mo@example.org')
      order by lower(c.email)`.execute(database.db);
    return rows;
  };
  return {
    app,
    database,
    db: database.db,
    inject,
    send,
    imported,
    report,
    refusedCsv,
    contacts,
    people: { admin, member },
  };
}
