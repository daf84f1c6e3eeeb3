/**
 * Test setup for joining: an app whose organisation lives at `site`, calls
 * as the join form makes them, the emails it sent, and the demo checkout
 * answered as a reader would.
 * @example const kit = await signupKit(t); await kit.post('signup', kit.body('a@example.org'))
 */
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import { ajaxHeader } from '@masthead/core';
import { createOutboxRepository, type OutboxEmail } from '../email/index.ts';
import { createContentRepository } from '../content/content-repository.ts';
import { build, type BuildOptions } from '../test-helper.ts';

export const site = 'http://localhost:3000';
export const urls = {
  loginUrl: `${site}/auth/login`,
  setPasswordUrl: `${site}/auth/set-password`,
  confirmUrl: `${site}/join/confirm-email`,
};
export const completeUrl = `${site}/join/complete`;

export async function signupKit(t: TestContext, options: BuildOptions = {}) {
  const { app, database } = await build(t, options);
  const content = createContentRepository({ db: database.db });
  await content.patch('general', { siteUrl: site });
  const outbox = createOutboxRepository({ db: database.db });

  /** `POST api/1.0/<url>` as a browser on the site, with a session cookie when given. */
  const post = (url: string, payload: object, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/1.0/${url}`,
      payload,
      headers: { origin: site, [ajaxHeader.name]: ajaxHeader.value, ...(cookie ? { cookie } : {}) },
    });

  /** A signup body; `contribution` adds a monthly one of 5 by card through the demo provider. */
  const body = (email: string, contribution: object | null = {}) => ({
    email,
    ...urls,
    ...(contribution
      ? { contribution: { amount: 5, period: 'monthly', paymentMethod: 's_card', completeUrl, ...contribution } }
      : {}),
  });

  /** Every email sent so far, oldest first. */
  const emails = async (): Promise<OutboxEmail[]> => (await outbox.list({ limit: 100, offset: 0 })).items.reverse();

  /** The emails to `to`, by template. */
  const emailsTo = async (to: string) => (await emails()).filter((email) => email.to === to).map((e) => e.template);

  /** The join flow id of the confirmation link emailed to `to`. */
  const confirmId = async (to: string) => {
    const email = (await emails()).filter((e) => e.to === to && e.template === 'join-confirm-email').at(-1);
    const id = email?.text.match(new RegExp(`${urls.confirmUrl}/([0-9a-f-]{36})`))?.[1];
    assert.ok(id, `a confirmation link to ${to}`);
    return id;
  };

  /** Answers the demo checkout of a started flow; the payment flow id the return page gets. */
  const checkout = async (redirectUrl: string, outcome: 'succeed' | 'fail' = 'succeed') => {
    const id = /\/demo-checkout\/([^/?]+)/.exec(redirectUrl)?.[1];
    assert.ok(id, `a demo checkout: ${redirectUrl}`);
    const res = await app.inject({ method: 'POST', url: `/api/1.0/demo-checkout/${id}`, payload: { outcome } });
    assert.equal(res.statusCode, 200, res.body);
    const back = new URL(decodeURIComponent(new URL(redirectUrl, site).searchParams.get('return') ?? ''), site);
    return back.searchParams.get('paymentFlowId') ?? '';
  };

  /** Counts rows of a table, to show nothing was made. */
  const count = async (table: 'contacts' | 'join_flows' | 'contributions') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  return { app, database, content, post, body, emails, emailsTo, confirmId, checkout, count };
}
