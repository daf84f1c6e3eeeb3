/**
 * The world the authorization matrix calls into: one seeded app with the
 * eleven callers of `authorization-table.ts`, an open members-only call-out
 * they review or not, the member's response to it with a reviewer's
 * comment, a tag, a draft, an API key and an email in the outbox.
 * @example const world = await authorizationWorld(t); await world.call('member', 'GET /contact/{id}', {params: {id}})
 */
import type { TestContext } from 'node:test';
import { apiBasePath, fillPath, splitOperationKey, type ContactRoleName } from '@masthead/core';
import type { InjectOptions } from 'fastify';
import { createOutboxRepository } from '../email/index.ts';
import { createAccountLinkRepository } from '../accounts/account-link-repository.ts';
import { createApiKeyRepository } from '../api-keys/api-key-repository.ts';
import { createCalloutReviewerRepository } from '../callouts/callout-reviewer-repository.ts';
import { createContactRepository, type ContactRow } from '../contacts/contact-repository.ts';
import { createLoginBackoff } from '../kernel/rate-limits/index.ts';
import { ago, sampleFormSchema } from '../callouts/callout-test-kit.ts';
import { goodAnswers } from '../responses/response-submit-test-kit.ts';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { build } from '../test-helper.ts';
import { stripeKit } from '../payments/providers/testing/provider-kits.ts';
import { callers, operationOfCase, type Caller } from './authorization-table.ts';

/** How one case calls its operation; the method and path come from the case's key. */
export interface Prepared {
  params?: Record<string, string>;
  query?: Record<string, string>;
  payload?: unknown;
  headers?: Record<string, string>;
  /** The call ends or replaces the caller's session (login, logout, links): it gets a session of its own. */
  ownSession?: boolean;
  /** Puts back what an allowed call changed, so the next caller meets the same world. */
  undo?: () => Promise<unknown>;
}

const sessionCallers = ['member', 'otherMember', 'reviewer', 'editor', 'otherReviewer', 'admin', 'superadmin'] as const;
type SessionCaller = (typeof sessionCallers)[number];
const isSessionCaller = (who: Caller): who is SessionCaller => (sessionCallers as readonly string[]).includes(who);

/** Where the contribution cases ask the provider to send the member back: the hosted site. */
export const matrixSite = 'http://localhost:3000';

export async function authorizationWorld(t: TestContext) {
  // Card payments go to a local Stripe double, so contribution calls can succeed.
  const { stripe, provider } = await stripeKit(t);
  const { app, database } = await build(t, {
    seed: true,
    paymentProviders: { stripe: provider },
  });
  const db = database.db;
  const repositories = {
    contacts: createContactRepository({ db }),
    reviewers: createCalloutReviewerRepository({ db }),
    links: createAccountLinkRepository({ db }),
    apiKeys: createApiKeyRepository({ db }),
    backoff: createLoginBackoff({ db, now: () => new Date() }),
  };
  const contact = (firstname: string, roles: ContactRoleName[] = ['member']) =>
    createTestContact(database, { firstname, roles });
  const people: Record<SessionCaller, ContactRow> = {
    member: await contact('Mo'),
    otherMember: await contact('Olga'),
    reviewer: await contact('Rae'),
    editor: await contact('Ed'),
    otherReviewer: await contact('Otto'),
    admin: await contact('Ada', ['admin']),
    superadmin: await contact('Sam', ['superadmin']),
  };
  /** Who logs in, resets and is reset by the auth cases; a spare reviewer; a superadmin to demote. */
  const loginTarget = await contact('Lou');
  const spare = await contact('Sid');
  const superTarget = await contact('Sue', ['superadmin']);
  const cookies = {} as Record<SessionCaller, string>;
  for (const who of sessionCallers) cookies[who] = (await loginAs(app, people[who])).cookie;

  /** Filled once the superadmin has made the key. */
  const keyHeaders: Partial<Record<Caller, Record<string, string>>> = {};

  /** A raw call as `who`, from an address of their own so per-IP limits count per caller. */
  const inject = (who: Caller, request: InjectOptions, cookie = isSessionCaller(who) ? cookies[who] : null) => {
    const from = { ...request, remoteAddress: `10.0.${callers.indexOf(who)}.1` };
    if (cookie) return app.inject(as(cookie, from));
    return app.inject({ ...from, headers: { ...from.headers, ...keyHeaders[who] } });
  };
  const must = async <T>(who: Caller, request: InjectOptions): Promise<T> => {
    const res = await inject(who, request);
    if (res.statusCode >= 300) throw new Error(`${request.method} ${request.url}: ${res.statusCode} ${res.body}`);
    return (res.statusCode === 204 ? null : res.json()) as T;
  };

  const { token } = await must<{ token: string }>('superadmin', {
    method: 'POST',
    url: `${apiBasePath}/api-key`,
    payload: { description: 'matrix', expires: null },
  });
  Object.assign(keyHeaders, {
    apiKey: { authorization: `Bearer ${token}` },
    keyAsMember: { authorization: `Bearer ${token}`, 'x-contact-id': people.member.id },
    keyAsSuperadmin: { authorization: `Bearer ${token}`, 'x-contact-id': people.superadmin.id },
  });

  /** An open call-out that `reviewer` and `editor` (canEdit) review. */
  const openCallout = async (settings: Record<string, unknown> = {}) => {
    const body = { variants: { default: { title: 'Street stories' } }, starts: ago(60_000), ...settings };
    const callout = await must<{ id: string }>('admin', {
      method: 'POST',
      url: `${apiBasePath}/callout`,
      payload: body,
    });
    await repositories.reviewers.add(callout.id, people.reviewer.id, false);
    await repositories.reviewers.add(callout.id, people.editor.id, true);
    return callout.id;
  };
  const calloutId = await openCallout({
    formSchema: sampleFormSchema,
    access: 'member',
    captcha: 'none',
    allowUpdate: true,
    allowMultiple: true,
  });
  const otherCalloutId = await openCallout();
  await repositories.reviewers.remove(otherCalloutId, people.reviewer.id);
  await repositories.reviewers.remove(otherCalloutId, people.editor.id);
  await repositories.reviewers.add(otherCalloutId, people.otherReviewer.id, true);
  const draftId = await openCallout({ starts: null });

  const responseId = (
    await must<{ id: string }>('member', {
      method: 'POST',
      url: `${apiBasePath}/callout/${calloutId}/responses`,
      payload: { answers: goodAnswers },
    })
  ).id;
  const newComment = async () =>
    (
      await must<{ id: string }>('reviewer', {
        method: 'POST',
        url: `${apiBasePath}/callout-response-comments`,
        payload: { responseId, text: 'Call her back' },
      })
    ).id;
  let tags = 0;
  const newTag = async () =>
    (
      await must<{ id: string }>('admin', {
        method: 'POST',
        url: `${apiBasePath}/callout/${calloutId}/tags`,
        payload: { name: `tag ${(tags += 1)}` },
      })
    ).id;
  const commentId = await newComment();
  const tagId = await newTag();

  await must('guest', {
    method: 'POST',
    url: `${apiBasePath}/reset-password`,
    payload: { email: loginTarget.email, resetUrl: 'http://localhost:3000/auth/reset-password' },
  });
  const outbox = await createOutboxRepository({ db }).list({ limit: 1, offset: 0 });
  const outboxEmailId = outbox.items[0]?.id;
  if (!outboxEmailId) throw new Error('the reset email is not in the outbox');

  /**
   * A payment flow the member's contribution (or payment method) is waiting
   * on, as the admin starts it for them, with Stripe.js's part done: its id.
   */
  const startedFlow = async (purpose: 'contribution' | 'payment-method') => {
    // A running contribution refuses a second one (contribution-running): a new one starts after a cancel.
    if (purpose === 'contribution' && (await running())) {
      await must('admin', { method: 'POST', url: `${apiBasePath}/contact/${people.member.id}/contribution/cancel` });
    }
    const flow = await must<{ paymentFlowId: string; redirectUrl: string }>('admin', {
      method: purpose === 'contribution' ? 'POST' : 'PUT',
      url: `${apiBasePath}/contact/${people.member.id}/${purpose}`,
      headers: { origin: matrixSite },
      payload: {
        ...(purpose === 'contribution' ? { amount: 5, period: 'monthly' } : {}),
        paymentMethod: 's_card',
        completeUrl: `${matrixSite}/profile/contribution/complete`,
      },
    });
    stripe.completeCheckout(flow.redirectUrl);
    return flow.paymentFlowId;
  };
  /** Whether the member's contribution runs (not cancelled). */
  const running = async () =>
    (await db
      .selectFrom('contributions')
      .select('contact_id')
      .where('contact_id', '=', people.member.id)
      .where('type', '=', 'Automatic')
      .where('cancelled_at', 'is', null)
      .executeTakeFirst()) !== undefined;
  /** The member's contribution runs again, if a case cancelled it and made none. */
  const runningAgain = async () => {
    if (!(await running())) await freshContribution();
  };
  /** The member gets a running monthly contribution (again, after a case cancelled it). */
  const freshContribution = async () => {
    const paymentFlowId = await startedFlow('contribution');
    await must('admin', {
      method: 'POST',
      url: `${apiBasePath}/contact/${people.member.id}/contribution/complete`,
      payload: { paymentFlowId },
    });
  };
  await freshContribution();

  /** Calls case `key` as `who` with what `prepared` says; undoes its changes after. */
  const call = async (who: Caller, key: string, prepared: Prepared) => {
    const { method, path } = splitOperationKey(operationOfCase(key) as `GET /${string}`);
    const request: InjectOptions = {
      method,
      url: `${apiBasePath}${fillPath(path, prepared.params)}`,
      ...(prepared.query ? { query: prepared.query } : {}),
      ...(prepared.payload !== undefined ? { payload: prepared.payload as InjectOptions['payload'] } : {}),
      ...(prepared.headers ? { headers: prepared.headers } : {}),
    };
    const cookie = isSessionCaller(who) && prepared.ownSession ? (await loginAs(app, people[who])).cookie : undefined;
    try {
      return await inject(who, request, cookie);
    } finally {
      await prepared.undo?.();
    }
  };

  return {
    app,
    database,
    repositories,
    people: { ...people, loginTarget, spare, superTarget },
    calloutId,
    otherCalloutId,
    draftId,
    responseId,
    commentId,
    tagId,
    outboxEmailId,
    openCallout,
    newComment,
    newTag,
    startedFlow,
    freshContribution,
    runningAgain,
    /** Does the reader's part of a Stripe Checkout page a flow redirected to (a signup's). */
    completeCheckout: (redirectUrl: string) => stripe.completeCheckout(redirectUrl),
    call,
  };
}

export type World = Awaited<ReturnType<typeof authorizationWorld>>;
