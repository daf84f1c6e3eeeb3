/**
 * The world the hostile-input suite attacks: the review kit's callers and
 * call-outs (responses/response-test-kit.ts) plus a superadmin, a
 * contact to act on, a call-out open to guests, a draft to edit, a
 * response, a tag, a comment, an API key, an outbox email and live account
 * links, and `send`, which calls as one of them from a new IP address each
 * time (so rate limits never answer in the input's place).
 * @example const world = await hostileWorld(t); await world.send('admin', {method: 'GET', url: '/api/1.0/contact'})
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import type { InjectOptions } from 'fastify';
import { openDemoCheckout } from '../payments/providers/demo/demo-test-kit.ts';
import { createAccountLinkRepository } from '../accounts/account-link-repository.ts';
import { ago } from '../callouts/callout-test-kit.ts';
import { answersFor, responseKit, reviewFormSchema } from '../responses/response-test-kit.ts';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { defer } from '../test-helper.ts';
import { multipart, testPdf, testPng } from '../uploads/upload-test-kit.ts';
import type { Caller } from './hostile-cases.ts';
import { createClientErrorRepository } from '../client-errors/index.ts';

export async function hostileWorld(t: TestContext) {
  // Our own uploads folder, to see that refused uploads leave nothing in it.
  const uploadsDir = await mkdtemp(join(tmpdir(), 'masthead-hostile-'));
  defer(t, () => rm(uploadsDir, { recursive: true, force: true }));
  const kit = await responseKit(t, { seed: true, uploadsDir });
  const { app, database } = kit;
  const { db } = database;
  const { admin, member } = kit.contacts;
  const superadmin = await createTestContact(database, { roles: ['superadmin'], firstname: 'Sue' });
  const superCookie = (await loginAs(app, superadmin)).cookie;
  const target = await createTestContact(database, { firstname: 'Tara' });

  let requests = 0;
  /** Calls as `caller` from an address of its own (198.18.0.0/15 is for tests). */
  const send = (caller: Caller, request: InjectOptions) => {
    requests += 1;
    const from = {
      ...request,
      remoteAddress: `198.${18 + (requests >> 16)}.${(requests >> 8) & 255}.${requests & 255}`,
    };
    if (caller === 'superadmin') return app.inject(as(superCookie, from));
    return kit.call(caller, from);
  };
  const ok = async (caller: Caller, request: InjectOptions) => {
    const res = await send(caller, request);
    assert.ok(res.statusCode < 300, `${request.method} ${request.url}: ${res.statusCode} ${res.body}`);
    return res.statusCode === 204 ? null : (res.json() as { id: string });
  };

  const forGuests = await kit.createCallout({
    slug: 'open-to-guests',
    starts: ago(60_000),
    formSchema: reviewFormSchema,
    access: 'guest',
    captcha: 'none',
  });
  const draft = await kit.createCallout({ slug: 'hostile-draft', formSchema: reviewFormSchema });
  const [responseId] = await kit.insertResponses(kit.callout.id, [
    { answers: answersFor('A tree fell on the bus stop', { age: 40 }), contactId: member.id },
  ]);
  const tagId = await kit.createTag(kit.callout.id, 'Follow up');
  const comment = await ok('admin', {
    method: 'POST',
    url: '/api/1.0/callout-response-comments',
    payload: { responseId, text: 'Call them back' },
  });
  await ok('admin', {
    method: 'POST',
    url: `/api/1.0/contact/${target.id}/reset-password`,
    payload: { resetUrl: 'http://localhost:3000/reset-password' },
  });
  // Contacts for admins: a contact tag, a segment and a notice to change.
  const contactTag = await ok('admin', { method: 'POST', url: '/api/1.0/contact-tags', payload: { name: 'Donor' } });
  const segment = await ok('admin', {
    method: 'POST',
    url: '/api/1.0/segments',
    payload: { name: 'Everyone', ruleGroup: { condition: 'AND', rules: [] } },
  });
  const notice = await ok('admin', { method: 'POST', url: '/api/1.0/notice', payload: { name: 'AGM' } });
  // The first captcha makes the server's signing key: made now, not by a refused request.
  await ok('guest', { method: 'GET', url: '/api/1.0/captcha' });
  const links = createAccountLinkRepository({ db });
  const now = new Date();
  // An image and a document, for the reads of `images/{id}` and `documents/{id}`.
  const image = await ok('guest', { method: 'POST', url: '/api/1.0/images', ...multipart(await testPng()) });
  const document = await ok('guest', { method: 'POST', url: '/api/1.0/documents', ...multipart(testPdf) });

  return {
    app,
    database,
    db,
    uploadsDir,
    send,
    ids: {
      admin: admin.id,
      member: member.id,
      target: target.id,
      targetEmail: target.email,
      reviewer: kit.contacts.reviewer.id,
      callout: kit.callout.id,
      forGuests: forGuests.id,
      draft: draft.id,
      response: responseId as string,
      tag: tagId,
      comment: (comment as { id: string }).id,
      contactTag: (contactTag as { id: string }).id,
      segment: (segment as { id: string }).id,
      notice: (notice as { id: string }).id,
      apiKey: (await db.selectFrom('api_keys').select('id').executeTakeFirstOrThrow()).id,
      image: (image as { id: string }).id,
      document: (document as { id: string }).id,
      outboxEmail: (await db.selectFrom('outbox').select('id').executeTakeFirstOrThrow()).id,
      resetPasswordLink: await links.create('reset-password', target.id, now),
      resetDeviceLink: await links.create('reset-device', target.id, now),
      emailChangeLink: await links.create('change-email', target.id, now, 'target-new@example.org'),
      loginLink: await links.create('login-link', target.id, now),
      demoCheckout: await openDemoCheckout(db, 'hostile-demo-checkout'),
      clientError: (
        await createClientErrorRepository({ db }).add(
          { source: 'app', message: 'TypeError: hostile', url: 'http://localhost:3000/profile', breadcrumbs: [] },
          now,
        )
      ).id,
    },
    files: { png: await testPng(), pdf: testPdf },
  };
}

export type HostileWorld = Awaited<ReturnType<typeof hostileWorld>>;
