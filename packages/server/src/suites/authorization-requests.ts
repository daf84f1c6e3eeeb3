/**
 * How the matrix calls each case of `authorization-table.ts`: real ids and
 * a body an allowed caller gets a 2xx with. Calls that use something up
 * (a link, a tag, a call-out) make a fresh one; calls that change the
 * world say how to put it back (`undo`).
 */
import { randomUUID } from 'node:crypto';
import { newRecoveryCodes } from '../accounts/recovery-codes.ts';
import { newTotpSecret, totpCode } from '../accounts/totp.ts';
import { apiBasePath, type ClientErrorReport, type ContactRoleName } from '@masthead/core';
import { createContactTagRepository } from '../contacts/contact-tag-repository.ts';
import { createImportRepository } from '../contacts/import/index.ts';
import { createAdoptionRepository } from '../payments/adoption/adoption-repository.ts';
import { createNoticeRepository } from '../notices/notice-repository.ts';
import { createSegmentRepository } from '../segments/segment-repository.ts';
import { openDemoCheckout } from '../payments/providers/demo/demo-test-kit.ts';
import { createJoinFlowRepository } from '../signup/index.ts';
import { goodAnswers } from '../responses/response-submit-test-kit.ts';
import { testPassword } from '../test-accounts.ts';
import { withJobs } from '../kernel/jobs/index.ts';
import { pushJobKind } from '../newsletter/index.ts';
import { createClientErrorRepository } from '../client-errors/index.ts';
import { multipart, testPdf, testPng } from '../uploads/upload-test-kit.ts';
import type { CaseKey, Caller } from './authorization-table.ts';
import { matrixSite, type Prepared, type World } from './authorization-world.ts';

type CaseRequest = (world: World, who: Caller) => Prepared | Promise<Prepared>;

const resetUrl = 'http://localhost:3000/auth/reset-password';
const resetDeviceUrl = 'http://localhost:3000/auth/reset-device';
/** An error report as the app sends one. */
const clientErrorReport: ClientErrorReport = {
  source: 'app',
  message: 'TypeError: x is undefined',
  url: 'http://localhost:3000/profile',
  breadcrumbs: [{ at: '2025-01-01T00:00:00.000Z', kind: 'navigation', text: '/profile' }],
};
const aMinuteAgo = () => new Date(Date.now() - 60_000);
/** A welcome email text of `who`'s own, for the email/{id} writes. */
const ownWelcome = (who: string) => ({
  locale: 'de',
  subject: `Welcome from ${who}`,
  body: 'Glad you are here, *|NAME|*.',
});
/** A reset email text of `who`'s own that keeps its link, for the security email writes. */
const ownReset = (who: string) => ({
  locale: 'de',
  subject: `Reset from ${who}`,
  body: `Words of ${who}.\n\n[Choose a new password](*|URL|*)`,
});
let png: Promise<Buffer> | undefined;
/** An image and a document uploaded once per world, for the reads of `images/{id}` and `documents/{id}`. */
const worldUploads = new WeakMap<World, Promise<{ images: string; documents: string }>>();
const uploadOf = (w: World, kind: 'images' | 'documents') => {
  if (!worldUploads.has(w)) {
    const send = async (to: 'images' | 'documents', bytes: Buffer) => {
      const res = await w.app.inject({ method: 'POST', url: `${apiBasePath}/${to}`, ...multipart(bytes) });
      if (res.statusCode !== 200) throw new Error(`POST ${to}: ${res.statusCode} ${res.body}`);
      return (res.json() as { id: string }).id;
    };
    worldUploads.set(
      w,
      (async () => ({
        images: await send('images', await (png ??= testPng())),
        documents: await send('documents', testPdf),
      }))(),
    );
  }
  return worldUploads.get(w)!.then((ids) => ids[kind]);
};

/** A signup with a monthly card contribution (the world's Stripe double), every address on the site. */
const signupBody = (email: string) => ({
  email,
  loginUrl: `${matrixSite}/auth/login`,
  setPasswordUrl: `${matrixSite}/auth/set-password`,
  confirmUrl: `${matrixSite}/join/confirm-email`,
  contribution: { amount: 5, period: 'monthly', paymentMethod: 's_card', completeUrl: `${matrixSite}/join/complete` },
});

const contact = (w: World) => ({ params: { id: w.people.member.id } });
const callout = (w: World) => ({ params: { id: w.calloutId } });
const response = (w: World) => ({ params: { id: w.responseId } });
/** A one-time link of `kind` for the login target. */
const link = async (w: World, kind: 'login-link' | 'reset-password' | 'reset-device') => ({
  id: await w.repositories.links.create(kind, w.people.loginTarget.id, new Date()),
});
/** The spare contact as a reviewer of the call-out, for the changing and removing cases. */
const spareReviewer = async (w: World): Promise<Prepared> => {
  await w.repositories.reviewers.add(w.calloutId, w.people.spare.id, false);
  return {
    params: { id: w.calloutId, contactId: w.people.spare.id },
    undo: () => w.repositories.reviewers.remove(w.calloutId, w.people.spare.id),
  };
};

/** A contact tag, segment or notice of its own for a case that changes or deletes one. */
const newContactTag = async (w: World) =>
  (await createContactTagRepository({ db: w.database.db }).create({ name: `tag ${randomUUID()}`, description: '' })).id;
/** A dry run's record, for the cases that read an import back. */
const newImport = async (w: World) => ({
  params: {
    id: await createImportRepository({ db: w.database.db }).create({
      file: new Uint8Array(),
      setup: {
        header: ['email'],
        fields: ['email'],
        context: { rowsAreSubscribed: false, paymentProvider: null, defused: false },
        choices: { updateExisting: false, tags: [], newsletter: 'none' },
      },
      summary: { encoding: 'utf-8', delimiter: ',', columns: ['email'], preview: [], newTags: [] },
      total: 0,
      state: 'dry-run',
      createdBy: null,
    }),
  },
});
/** A refused adoption of the member's (a Stripe customer the provider does not know). */
const newAdoptionResult = async (w: World) => {
  const adoptions = createAdoptionRepository({ db: w.database.db });
  const { id } = await adoptions.createRun({ createdBy: null, importId: null, contactIds: null, eligible: 1 });
  await adoptions.record({
    ...{ contact_id: w.people.member.id, run_id: id, import_id: null, provider: 'stripe', customer_id: 'cus_gone' },
    ...{ state: 'refused', reason: 'no-customer', subscription_id: null, amount_cents: null, currency: null },
    ...{ period: null, next_charge: null },
  });
  const { items } = await adoptions.list({ runId: id }, { limit: 1, offset: 0 });
  return items[0]!.id;
};
const newSegment = async (w: World) =>
  (
    await createSegmentRepository({ db: w.database.db }).create({
      ...{ name: 'Everyone', description: '', order: 0 },
      ruleGroup: { condition: 'AND', rules: [] },
    })
  ).id;
const newNotice = async (w: World, starts: Date | null) =>
  (
    await createNoticeRepository({ db: w.database.db }).create({
      ...{ name: 'Notice', text: '', button_text: '', url: '' },
      ...{ starts, expires: null },
    })
  ).id;
const doomedContact = (w: World, roles: ContactRoleName[]) =>
  w.repositories.contacts.create({ email: `doomed-${randomUUID()}@example.org`, roles });

export const authorizationRequests: Record<CaseKey, CaseRequest> = {
  'GET /health': () => ({}),
  'POST /auth/login': (w) => ({
    payload: { email: w.people.loginTarget.email, password: testPassword },
    ownSession: true,
  }),
  'GET /auth/info': () => ({}),
  'POST /auth/logout': () => ({ ownSession: true }),
  'POST /auth/login-link/{id}': async (w) => ({ params: await link(w, 'login-link'), ownSession: true }),
  'POST /reset-password': (_w, who) => ({ payload: { email: `nobody-${who}@example.org`, resetUrl } }),
  // Setting the password logs the target in, ending the caller's session.
  'PUT /reset-password/{id}': async (w) => ({
    params: await link(w, 'reset-password'),
    payload: { password: testPassword },
    ownSession: true,
  }),
  // Each caller's own link and address: the spare contact's email changes each time.
  'POST /email-change/{id}': async (w, who) => ({
    params: {
      id: await w.repositories.links.create('change-email', w.people.spare.id, new Date(), `sid-${who}@example.org`),
    },
  }),
  'POST /reset-device': (_w, who) => ({
    payload: { email: `nobody-${who}@example.org`, resetUrl: resetDeviceUrl, type: 'totp' },
  }),
  // A right password still takes a try of the login back-off (5 free per email): start each call afresh.
  'PUT /reset-device/{id}': async (w) => ({
    params: await link(w, 'reset-device'),
    payload: { password: testPassword, type: 'totp' },
    undo: () => w.repositories.backoff.clear(w.people.loginTarget.email),
  }),
  // Each call uses a code up and turns 2FA off: the target gets 2FA and fresh codes first.
  'POST /reset-device/recovery-code': async (w) => {
    const target = w.people.loginTarget;
    const { codes, hashes } = newRecoveryCodes(target.id);
    await w.repositories.contacts.setMfa(target.id, newTotpSecret(), null, hashes);
    return {
      payload: { email: target.email, password: testPassword, code: codes[0], type: 'totp' },
      undo: () => w.repositories.contacts.setMfa(target.id, null, null),
    };
  },
  'GET /captcha': () => ({}),

  'GET /content/general': () => ({}),
  'PATCH /content/general': () => ({ payload: { organisationName: 'The Daily Matrix' } }),
  'GET /content/join': () => ({}),
  'PATCH /content/join': () => ({ payload: { title: 'Join the matrix' } }),
  'GET /content/join/setup': () => ({}),
  'PATCH /content/join/setup': () => ({ payload: { welcome: 'Welcome to the matrix' } }),
  'GET /content/share': () => ({}),
  'PATCH /content/share': () => ({ payload: { title: 'The Daily Matrix' } }),
  'GET /content/profile': () => ({}),
  'PATCH /content/profile': () => ({ payload: { introText: 'Welcome to the matrix' } }),
  'GET /content/contacts': () => ({}),
  'PATCH /content/contacts': () => ({ payload: { manualPaymentSources: ['Cash'] } }),
  'GET /content/email': () => ({}),
  'PATCH /content/email': () => ({ payload: { supportEmailName: 'The Daily Matrix' } }),
  'GET /content/payment': () => ({}),
  'PATCH /content/payment': () => ({ payload: { taxRateEnabled: false } }),
  'GET /content/telegram': () => ({}),
  'PATCH /content/telegram': () => ({ payload: { welcomeMessageMd: 'Welcome to the matrix' } }),

  'POST /signup': (_w, who) => ({ payload: signupBody(`join-${who}@example.org`) }),
  // A join whose provider step is done, so checking it answers `ready`.
  'POST /signup/check': async (w, who) => {
    const started = await w.app.inject({
      method: 'POST',
      url: `${apiBasePath}/signup`,
      payload: signupBody(`check-${who}@example.org`),
    });
    const { paymentFlowId, redirectUrl } = started.json() as { paymentFlowId: string; redirectUrl: string };
    w.completeCheckout(redirectUrl);
    return { payload: { paymentFlowId } };
  },
  // A join whose provider step is done, so completing it can succeed.
  'POST /signup/complete': async (w, who) => {
    const started = await w.app.inject({
      method: 'POST',
      url: `${apiBasePath}/signup`,
      payload: signupBody(`complete-${who}@example.org`),
    });
    const { paymentFlowId, redirectUrl } = started.json() as { paymentFlowId: string; redirectUrl: string };
    w.completeCheckout(redirectUrl);
    return { payload: { paymentFlowId, firstname: 'Jo', lastname: 'Join' } };
  },
  // A completed join without a contribution, confirmed once per caller: it logs the new member in.
  'POST /signup/confirm-email': async (w, who) => {
    const flow = await createJoinFlowRepository({ db: w.database.db }).create({
      email: `confirm-${who}@example.org`,
      login_url: `${matrixSite}/auth/login`,
      set_password_url: `${matrixSite}/auth/set-password`,
      confirm_url: `${matrixSite}/join/confirm-email`,
      completed_at: new Date(),
    });
    return { payload: { joinFlowId: flow.id }, ownSession: true };
  },

  'GET /contact': () => ({}),
  'GET /contact.csv': () => ({ query: { sort: 'email' } }),
  'GET /contact/{id}': contact,
  'PATCH /contact/{id}': (w) => ({ ...contact(w), payload: { firstname: 'Mo' } }),
  'PATCH /contact/{id} #superadmin': (w) => ({
    params: { id: w.people.superTarget.id },
    payload: { password: 'Another2horse' },
  }),
  'GET /contact/{id}/contribution': contact,
  // A running contribution refuses a second (contribution-running): each starts from a cancelled one.
  'POST /contact/{id}/contribution': async (w) => {
    await w.call('admin', 'POST /contact/{id}/contribution/cancel', contact(w));
    return {
      ...contact(w),
      headers: { origin: matrixSite },
      payload: { amount: 5, period: 'monthly', paymentMethod: 's_card', completeUrl: `${matrixSite}/back` },
      undo: () => w.runningAgain(),
    };
  },
  'POST /contact/{id}/contribution/complete': async (w) => ({
    ...contact(w),
    payload: { paymentFlowId: await w.startedFlow('contribution') },
    undo: () => w.runningAgain(),
  }),
  'PATCH /contact/{id}/contribution': (w) => ({ ...contact(w), payload: { amount: 6, period: 'monthly' } }),
  'POST /contact/{id}/contribution/cancel': (w) => ({ ...contact(w), undo: () => w.freshContribution() }),
  'PATCH /contact/{id}/contribution/force': (w) => ({
    params: { id: w.people.spare.id },
    payload: { type: 'Manual', amount: 3, period: 'monthly', source: 'Cash' },
  }),
  'PUT /contact/{id}/payment-method': (w) => ({
    ...contact(w),
    headers: { origin: matrixSite },
    payload: { paymentMethod: 's_card', completeUrl: `${matrixSite}/back` },
  }),
  'POST /contact/{id}/payment-method/complete': async (w) => ({
    ...contact(w),
    payload: { paymentFlowId: await w.startedFlow('payment-method') },
  }),
  'GET /contact/{id}/payment': contact,
  'GET /contact/{id}/export': contact,
  'POST /contact/{id}/contribution/reconcile': contact,
  'GET /payment': () => ({}),
  // A run over the member only (who has no provider's customer): nothing to adopt, nothing changed at a provider.
  'POST /contribution-adoption': (w) => ({ payload: { contactIds: [w.people.member.id] } }),
  'GET /contribution-adoption/eligible': () => ({}),
  'GET /contribution-adoption/run/{id}': async (w) => ({
    params: {
      id: (
        await createAdoptionRepository({ db: w.database.db }).createRun({
          ...{ createdBy: null, importId: null, contactIds: null, eligible: 0 },
        })
      ).id,
    },
  }),
  'GET /contribution-adoption': () => ({}),
  'GET /contribution-adoption/{id}': async (w) => ({ params: { id: await newAdoptionResult(w) } }),
  'GET /contact/{id}/mfa': contact,
  'POST /contact/{id}/mfa': (w) => {
    const secret = newTotpSecret();
    return {
      ...contact(w),
      // The member's own password: self needs it, admins acting on the member ignore it.
      payload: { type: 'totp', secret, token: totpCode(secret), password: testPassword },
      undo: () => w.repositories.contacts.setMfa(w.people.member.id, null, null),
    };
  },
  // The member gets 2FA first (off, it is a 404, as beabee answers); self sends a code, admins need none.
  'DELETE /contact/{id}/mfa': async (w) => {
    const secret = newTotpSecret();
    await w.repositories.contacts.setMfa(w.people.member.id, secret, null);
    return {
      ...contact(w),
      payload: { type: 'totp', token: totpCode(secret) },
      undo: () => w.repositories.contacts.setMfa(w.people.member.id, null, null),
    };
  },
  'PUT /contact/{id}/role/{role}': (w) => ({ params: { id: w.people.member.id, role: 'member' }, payload: {} }),
  'PUT /contact/{id}/role/{role} #superadmin': (w) => ({
    params: { id: w.people.member.id, role: 'superadmin' },
    payload: {},
    undo: () => w.repositories.contacts.removeRole(w.people.member.id, 'superadmin'),
  }),
  'DELETE /contact/{id}/role/{role}': (w) => ({
    params: { id: w.people.member.id, role: 'member' },
    undo: () => w.repositories.contacts.putRole(w.people.member.id, 'member', aMinuteAgo(), null),
  }),
  // Another superadmin: the member's own superadmin role would make the member a superadmin.
  'DELETE /contact/{id}/role/{role} #superadmin': (w) => ({
    params: { id: w.people.superTarget.id, role: 'superadmin' },
    undo: () => w.repositories.contacts.putRole(w.people.superTarget.id, 'superadmin', aMinuteAgo(), null),
  }),
  'POST /contact/{id}/reset-password': (w) => ({ ...contact(w), payload: { resetUrl } }),
  'POST /contact/{id}/unlock': contact,
  'POST /contact/{id}/login-link': contact,
  'POST /contact/{id}/login-link #superadmin': (w) => ({ params: { id: w.people.superTarget.id } }),

  'POST /contact': (_w, who) => ({ payload: { email: `added-by-${who}-${randomUUID()}@example.org` } }),
  'PATCH /contact': async (w) => ({
    payload: {
      rules: { condition: 'AND', rules: [{ field: 'id', operator: 'equal', value: [w.people.spare.id] }] },
      updates: { tags: [`+${await newContactTag(w)}`] },
    },
  }),
  // Each allowed call deletes someone: a fresh contact each time.
  'DELETE /contact/{id}': async (w) => ({ params: { id: (await doomedContact(w, [])).id } }),
  'DELETE /contact/{id} #superadmin': async (w) => ({ params: { id: (await doomedContact(w, ['superadmin'])).id } }),
  'GET /contact-import': () => ({}),
  // A dry run: the report, nothing written.
  'POST /contact-import': (_w, who) => ({
    query: { dryRun: 'true' },
    headers: { 'content-type': 'text/csv' },
    payload: `email,firstname\r\n${who.toLowerCase()}-import@example.org,Imp\r\n`,
  }),
  'GET /contact-import/{id}': newImport,
  'GET /contact-import/{id}/refused': newImport,
  'GET /contact-tags': () => ({}),
  'POST /contact-tags': (_w, who) => ({ payload: { name: `${who} contact tag` } }),
  'PATCH /contact-tags/{id}': async (w) => ({
    params: { id: await newContactTag(w) },
    payload: { description: 'Checked' },
  }),
  'DELETE /contact-tags/{id}': async (w) => ({ params: { id: await newContactTag(w) } }),
  'GET /segments': () => ({}),
  'GET /stats': () => ({}),
  'POST /segments': (_w, who) => ({ payload: { name: `${who} segment`, ruleGroup: { condition: 'AND', rules: [] } } }),
  'GET /segments/{id}': async (w) => ({ params: { id: await newSegment(w) } }),
  'PATCH /segments/{id}': async (w) => ({ params: { id: await newSegment(w) }, payload: { order: 2 } }),
  'DELETE /segments/{id}': async (w) => ({ params: { id: await newSegment(w) } }),
  'GET /segments/{id}/contacts': async (w) => ({ params: { id: await newSegment(w) } }),
  'GET /notice': () => ({}),
  'GET /notice/{id}': async (w) => ({ params: { id: await newNotice(w, aMinuteAgo()) } }),
  'GET /notice/{id} #draft': async (w) => ({ params: { id: await newNotice(w, null) } }),
  'POST /notice': (_w, who) => ({ payload: { name: `${who} notice`, text: '<p>Hello</p>' } }),
  'PATCH /notice/{id}': async (w) => ({ params: { id: await newNotice(w, null) }, payload: { buttonText: 'Read' } }),
  'DELETE /notice/{id}': async (w) => ({ params: { id: await newNotice(w, null) } }),

  'GET /api-key': () => ({}),
  'POST /api-key': (_w, who) => ({ payload: { description: `made by ${who}`, expires: null } }),
  'DELETE /api-key/{id}': async (w) => {
    await w.repositories.apiKeys.create('doomed', null, w.people.superadmin.id, new Date());
    const [newest] = (await w.repositories.apiKeys.list(1, 0)).items;
    return { params: { id: newest?.id ?? 'missing' } };
  },

  'GET /callout': () => ({}),
  'GET /callout/{id}': callout,
  'GET /callout/{id} #draft': (w) => ({ params: { id: w.draftId } }),
  'POST /callout': (_w, who) => ({ payload: { variants: { default: { title: `Asked by ${who}` } } } }),
  'PATCH /callout/{id}': (w) => ({ ...callout(w), payload: { allowMultiple: true } }),
  // A fresh open call-out each time, reviewed like the first: everyone sees it, so a refusal is a 403.
  'DELETE /callout/{id}': async (w) => ({ params: { id: await w.openCallout() } }),
  'GET /callout/{id}/reviewers': callout,
  'POST /callout/{id}/reviewers': (w) => ({
    ...callout(w),
    payload: { contactId: w.people.spare.id, canEdit: false },
    undo: () => w.repositories.reviewers.remove(w.calloutId, w.people.spare.id),
  }),
  'PATCH /callout/{id}/reviewers/{contactId}': async (w) => ({
    ...(await spareReviewer(w)),
    payload: { canEdit: true },
  }),
  'DELETE /callout/{id}/reviewers/{contactId}': spareReviewer,
  'GET /callout/{id}/tags': callout,
  'POST /callout/{id}/tags': (w, who) => ({ ...callout(w), payload: { name: `${who} tag` } }),
  'PATCH /callout/{id}/tags/{tagId}': (w) => ({
    params: { id: w.calloutId, tagId: w.tagId },
    payload: { description: 'Checked' },
  }),
  'DELETE /callout/{id}/tags/{tagId}': async (w) => ({ params: { id: w.calloutId, tagId: await w.newTag() } }),

  'POST /callout/{id}/responses': (w) => ({ ...callout(w), payload: { answers: goodAnswers } }),
  'POST /callout/{id}/answer-pass': (w) => ({ ...callout(w), payload: { origin: 'http://news.example' } }),
  'GET /callout/{id}/responses': callout,
  'GET /callout-responses': () => ({}),
  'GET /callout-responses/{id}': response,
  'GET /callout/{id}/responses #csv': (w) => ({ ...callout(w), query: { format: 'csv' } }),
  'GET /callout/{id}/responses.csv': callout,
  'GET /callout/{id}/responses/map': callout,
  'GET /callout/{id}/responses/map #draft': (w) => ({ params: { id: w.draftId } }),
  'PATCH /callout-responses': (w) => ({
    payload: {
      rules: { condition: 'AND', rules: [{ field: 'calloutId', operator: 'equal', value: [w.calloutId] }] },
      updates: { bucket: '' },
    },
  }),
  'PATCH /callout-responses/{id}': (w) => ({ ...response(w), payload: { bucket: '' } }),
  'PATCH /callout-responses/{id} #answers': (w) => ({ ...response(w), payload: { answers: goodAnswers } }),

  'GET /callout-response-comments': (w) => ({ query: { responseId: w.responseId } }),
  'POST /callout-response-comments': (w) => ({ payload: { responseId: w.responseId, text: 'Seen' } }),
  // The reviewer's comment; the editor reviews the same call-out but did not write it.
  'PATCH /callout-response-comments/{id}': (w) => ({
    params: { id: w.commentId },
    payload: { text: 'Call her back today' },
  }),
  'DELETE /callout-response-comments/{id}': async (w) => ({ params: { id: await w.newComment() } }),

  'POST /images': async () =>
    multipart(await (png ??= testPng()), { filename: 'street.png', contentType: 'image/png' }),
  'POST /documents': () => multipart(testPdf, { filename: 'letter.pdf', contentType: 'application/pdf' }),
  'GET /images/{id}': async (w) => ({ params: { id: await uploadOf(w, 'images') }, query: { w: '400' } }),
  'GET /documents/{id}': async (w) => ({ params: { id: await uploadOf(w, 'documents') } }),
  'GET /outbox': () => ({}),
  'GET /outbox/{id}': (w) => ({ params: { id: w.outboxEmailId } }),
  // A failed email of its own for each call (the world has no SMTP server, so no runner sends it).
  'POST /outbox/{id}/retry': async (w) => {
    const { id } = await w.database.db
      .insertInto('outbox')
      .values({
        ...{ to_address: 'member@example.org', from_address: 'desk@example.org', subject: 'Hello' },
        ...{ text: 'Hello', html: '<p>Hello</p>', template: 'reset-password', locale: 'en' },
        ...{ status: 'failed', attempts: 10, last_error: '421 Try again later' },
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { params: { id }, undo: () => w.database.db.deleteFrom('outbox').where('id', '=', id).execute() };
  },
  'GET /email': () => ({}),
  'GET /email/{id}': () => ({ params: { id: 'join-welcome' }, query: { locale: 'de' } }),
  'PUT /email/{id}': (_w, who) => ({ params: { id: 'join-welcome' }, payload: ownWelcome(who) }),
  'DELETE /email/{id}': () => ({ params: { id: 'join-welcome' }, query: { locale: 'de' } }),
  'PUT /email/{id} #security': (_w, who) => ({ params: { id: 'reset-password' }, payload: ownReset(who) }),
  'DELETE /email/{id} #security': () => ({ params: { id: 'reset-password' }, query: { locale: 'de' } }),
  'POST /email/{id}/preview': (_w, who) => ({ params: { id: 'join-welcome' }, payload: ownWelcome(who) }),
  'POST /email/{id}/test': () => ({ params: { id: 'reset-password' }, query: { locale: 'de' } }),
  'GET /newsletter/settings': () => ({}),
  'PATCH /newsletter/settings': () => ({ payload: { doubleOptIn: true } }),
  'GET /newsletter/interests': () => ({}),
  'POST /newsletter/sync': () => ({}),
  'GET /newsletter/sync': () => ({}),
  'GET /newsletter/failed': () => ({}),
  // A push that failed, of its own for each call: written as failed at once, so that the app's own
  // job runner (polling the same table) never claims it first.
  'POST /newsletter/failed/{id}/retry': async (w) => {
    const jobs = withJobs(w.database.db);
    const { id } = await jobs
      .insertInto('jobs')
      .values({
        kind: pushJobKind,
        payload: JSON.stringify({ contactId: w.people.member.id }),
        state: 'failed',
        attempts: 1,
        last_error: 'Mailchimp 400',
        finished_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { params: { id }, undo: () => jobs.deleteFrom('jobs').where('id', '=', id).execute() };
  },
  'GET /newsletter/webhook/{secret}': () => ({ params: { secret: 'no-provider-no-secret' } }),
  'POST /newsletter/webhook/{secret}': () => ({
    params: { secret: 'no-provider-no-secret' },
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'type=unsubscribe&data[email]=member%40example.org',
  }),
  'POST /client-errors': () => ({ payload: clientErrorReport }),
  'GET /client-errors': () => ({}),
  'GET /client-errors/{id}': async (w) => ({
    params: { id: (await createClientErrorRepository({ db: w.database.db }).add(clientErrorReport, new Date())).id },
  }),
  // A checkout is answered once: each call gets a fresh one.
  'GET /demo-checkout/{id}': async (w) => ({ params: { id: await openDemoCheckout(w.database.db, randomUUID()) } }),
  'POST /demo-checkout/{id}': async (w) => ({
    params: { id: await openDemoCheckout(w.database.db, randomUUID()) },
    payload: { outcome: 'succeed' },
  }),
};
