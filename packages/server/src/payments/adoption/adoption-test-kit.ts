/**
 * Test setup for adopting running payments: an app with the Stripe and
 * GoCardless doubles behind it, an admin's API key, contacts imported
 * through the contact import (`importCsv`), and the adoption's API
 * (`start`, `waitFor`, `results`).
 * @example const kit = await adoptionKit(t); const report = await kit.importCsv(csv); const run = await kit.adopt({ importId: report.id });
 */
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import type { InjectOptions } from 'fastify';
import { createApiKeyRepository } from '../../api-keys/api-key-repository.ts';
import { as, createTestContact, loginAs } from '../../test-accounts.ts';
import { build } from '../../test-helper.ts';
import type { ProviderName, PaymentProvider } from '../providers/index.ts';
import { goCardlessKit, stripeKit } from '../providers/testing/provider-kits.ts';
import type { runView, adoptionView } from './adoption-service.ts';

export type Run = ReturnType<typeof runView>;
export type Result = ReturnType<typeof adoptionView>;

export async function adoptionKit(t: TestContext, options: { providers?: ProviderName[]; now?: () => Date } = {}) {
  const wanted = options.providers ?? ['stripe', 'gocardless'];
  const stripeSide = wanted.includes('stripe') ? await stripeKit(t, options.now ? { now: options.now } : {}) : null;
  const gcSide = wanted.includes('gocardless') ? await goCardlessKit(t, options.now ? { now: options.now } : {}) : null;
  const paymentProviders: Partial<Record<ProviderName, PaymentProvider>> = {
    ...(stripeSide ? { stripe: stripeSide.provider } : {}),
    ...(gcSide ? { gocardless: gcSide.provider } : {}),
  };
  const { app, database } = await build(t, { paymentProviders, ...(options.now ? { now: options.now } : {}) });
  const admin = await createTestContact(database, { roles: ['admin'], email: 'ada@example.org' });
  const member = await createTestContact(database, { email: 'mo@example.org' });
  const token = await createApiKeyRepository({ db: database.db }).create('tests', null, admin.id, new Date());
  const cookies = { admin: (await loginAs(app, admin)).cookie, member: (await loginAs(app, member)).cookie };
  type Who = 'guest' | 'member' | 'admin' | 'apiKey';
  const inject = (who: Who, request: InjectOptions) => {
    if (who === 'guest') return app.inject(request);
    if (who === 'apiKey')
      return app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });
    return app.inject(as(cookies[who], request));
  };
  const ok = async <T>(request: InjectOptions, who: Who = 'apiKey') => {
    const res = await inject(who, request);
    assert.ok(res.statusCode < 300, `${request.method} ${request.url}: ${res.statusCode} ${res.body}`);
    return res.json<T>();
  };
  /** A CSV imported through `POST contact-import` (the import service): its report. */
  const importCsv = (csv: string) =>
    ok<{ id: string; counts: Record<string, number> }>({
      method: 'POST',
      url: '/api/1.0/contact-import',
      headers: { 'content-type': 'text/csv' },
      payload: csv,
    });
  const start = (body: object = {}, who: Who = 'apiKey') =>
    inject(who, { method: 'POST', url: '/api/1.0/contribution-adoption', payload: body });
  const run = (id: string) => ok<Run>({ method: 'GET', url: `/api/1.0/contribution-adoption/run/${id}` });
  /** The run once its job is done (the app's job runner takes it at once: `kick`). */
  const waitFor = async (id: string) => {
    for (let i = 0; i < 400; i++) {
      const current = await run(id);
      if (current.state === 'done' || current.state === 'failed') return current;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`adoption run ${id} did not finish`);
  };
  /** Starts a run, answers it finished. */
  const adopt = async (body: object = {}) => {
    const res = await start(body);
    assert.equal(res.statusCode, 202, res.body);
    return waitFor(res.json<Run>().id);
  };
  const results = (query = '') =>
    ok<{ items: Result[]; total: number; count: number; offset: number }>({
      method: 'GET',
      url: `/api/1.0/contribution-adoption${query ? `?${query}` : ''}`,
    });
  const contactId = async (email: string) =>
    (await database.db.selectFrom('contacts').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const contribution = async (email: string) =>
    database.db
      .selectFrom('contributions')
      .selectAll()
      .where('contact_id', '=', await contactId(email))
      .executeTakeFirstOrThrow();
  const memberRole = async (email: string) =>
    database.db
      .selectFrom('contact_roles')
      .selectAll()
      .where('contact_id', '=', await contactId(email))
      .where('role', '=', 'member')
      .executeTakeFirst();
  const webhook = (provider: ProviderName, delivery: { body: string; headers: Record<string, string> }) =>
    app.inject({ method: 'POST', url: `/webhooks/${provider}`, payload: delivery.body, headers: delivery.headers });
  return {
    app,
    database,
    db: database.db,
    stripe: stripeSide?.stripe ?? null,
    gc: gcSide?.gc ?? null,
    people: { admin, member },
    inject,
    importCsv,
    start,
    run,
    waitFor,
    adopt,
    results,
    contactId,
    contribution,
    memberRole,
    webhook,
  };
}

/** A CSV of contacts with a provider's customer, as a Ghost or beabee export names them. */
export function customersCsv(rows: { email: string; provider: string; customerId: string; amount?: string }[]) {
  const lines = rows.map((r) => `${r.email},${r.provider},${r.customerId},${r.amount ?? '5'},monthly`);
  return ['email,paymentProvider,customerId,contributionAmount,contributionPeriod', ...lines].join('\r\n') + '\r\n';
}
