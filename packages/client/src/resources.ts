import type { ApiRequest } from './request.ts';
import { bindCalls, type Resource } from './resource.ts';

// Every call the app makes, by resource: each name is a key of core's contract
// table, and its input and answer come from the table (packages/client/README.md).
// A widget takes only the maps it uses. Left out on purpose: the uploads
// (`api.upload`) and their files (`GET images/{id}`, `GET documents/{id}`), the
// downloads (`api.url`: `GET /contact.csv`, `GET /callout/{id}/responses.csv`,
// `GET /contact/{id}/export`), the newsletter
// provider's webhook, and `POST /client-errors` (the error reporter's own fetch).

export const healthCalls = { get: 'GET /health' } as const;

export const authCalls = {
  login: 'POST /auth/login',
  info: 'GET /auth/info',
  logout: 'POST /auth/logout',
  /** Signs in with an emailed login link's id. */
  loginWithLink: 'POST /auth/login-link/{id}',
  requestPasswordReset: 'POST /reset-password',
  resetPassword: 'PUT /reset-password/{id}',
  requestDeviceReset: 'POST /reset-device',
  resetDevice: 'PUT /reset-device/{id}',
  /** Turns 2FA off with email, password and a recovery code (each works once). */
  resetDeviceWithCode: 'POST /reset-device/recovery-code',
  /** Makes a new email address the contact's, with the link sent to it. */
  confirmEmailChange: 'POST /email-change/{id}',
} as const;

export const contactCalls = {
  list: 'GET /contact',
  get: 'GET /contact/{id}',
  update: 'PATCH /contact/{id}',
  addRole: 'PUT /contact/{id}/role/{role}',
  removeRole: 'DELETE /contact/{id}/role/{role}',
  mfa: 'GET /contact/{id}/mfa',
  enableMfa: 'POST /contact/{id}/mfa',
  disableMfa: 'DELETE /contact/{id}/mfa',
  sendPasswordReset: 'POST /contact/{id}/reset-password',
  unlock: 'POST /contact/{id}/unlock',
  createLoginLink: 'POST /contact/{id}/login-link',
  /** Admins: a new contact (email, names, roles, optionally a password). */
  create: 'POST /contact',
  /** Admins: every contact the rules match (tags as `+id` / `-id`); answers `{affected}`. */
  bulkUpdate: 'PATCH /contact',
  delete: 'DELETE /contact/{id}',
} as const;

/** The tags admins put on contacts. */
export const contactTagCalls = {
  list: 'GET /contact-tags',
  create: 'POST /contact-tags',
  update: 'PATCH /contact-tags/{id}',
  delete: 'DELETE /contact-tags/{id}',
} as const;

/**
 * Admins: contacts from a CSV file, the file as a `FormData`'s `file` in `body`
 * (packages/server/src/contacts/import/README.md); an import's report and
 * progress. The refused rows' CSV is a link (`api.url`).
 */
export const contactImportCalls = {
  list: 'GET /contact-import',
  start: 'POST /contact-import',
  get: 'GET /contact-import/{id}',
} as const;

/**
 * Admins: subscriptions running at Stripe or GoCardless become contacts' contributions
 * (packages/server/src/payments/adoption/README.md): start a run (all, one import's,
 * or a list of contacts), its progress, how many are eligible, the results.
 */
export const contributionAdoptionCalls = {
  start: 'POST /contribution-adoption',
  eligible: 'GET /contribution-adoption/eligible',
  run: 'GET /contribution-adoption/run/{id}',
  list: 'GET /contribution-adoption',
  get: 'GET /contribution-adoption/{id}',
} as const;

/** Saved contact searches. */
export const segmentCalls = {
  list: 'GET /segments',
  create: 'POST /segments',
  get: 'GET /segments/{id}',
  update: 'PATCH /segments/{id}',
  delete: 'DELETE /segments/{id}',
  /** The contacts a segment matches, as `contacts.list` lists them. */
  contacts: 'GET /segments/{id}/contacts',
} as const;

export const apiKeyCalls = {
  list: 'GET /api-key',
  create: 'POST /api-key',
  delete: 'DELETE /api-key/{id}',
} as const;

export const contentCalls = {
  general: 'GET /content/general',
  updateGeneral: 'PATCH /content/general',
  /** The join form: amounts, periods, texts, the payment methods this server offers. */
  join: 'GET /content/join',
  updateJoin: 'PATCH /content/join',
  /** What follows the join form: welcome, opt-ins, the join survey. */
  joinSetup: 'GET /content/join/setup',
  updateJoinSetup: 'PATCH /content/join/setup',
  /** What a shared link to the app shows. */
  share: 'GET /content/share',
  updateShare: 'PATCH /content/share',
  /** The member home's intro. */
  profile: 'GET /content/profile',
  updateProfile: 'PATCH /content/profile',
  /** v0.32's sections: the tags' names and manual payment sources (admins). */
  contacts: 'GET /content/contacts',
  updateContacts: 'PATCH /content/contacts',
  /** v0.32's section: the support address and the emails' sender name (general settings'). */
  email: 'GET /content/email',
  updateEmail: 'PATCH /content/email',
  /** v0.32's section: Stripe's key, the fee region and the VAT (join and general settings'). */
  payment: 'GET /content/payment',
  updatePayment: 'PATCH /content/payment',
  /** v0.32's Telegram welcome, kept and answered only. */
  telegram: 'GET /content/telegram',
  updateTelegram: 'PATCH /content/telegram',
} as const;

export const calloutCalls = {
  list: 'GET /callout',
  get: 'GET /callout/{id}',
  answerPass: 'POST /callout/{id}/answer-pass',
  create: 'POST /callout',
  update: 'PATCH /callout/{id}',
  delete: 'DELETE /callout/{id}',
  reviewers: 'GET /callout/{id}/reviewers',
  addReviewer: 'POST /callout/{id}/reviewers',
  updateReviewer: 'PATCH /callout/{id}/reviewers/{contactId}',
  removeReviewer: 'DELETE /callout/{id}/reviewers/{contactId}',
  tags: 'GET /callout/{id}/tags',
  addTag: 'POST /callout/{id}/tags',
  updateTag: 'PATCH /callout/{id}/tags/{tagId}',
  deleteTag: 'DELETE /callout/{id}/tags/{tagId}',
} as const;

export const responseCalls = {
  submit: 'POST /callout/{id}/responses',
  /** One call-out's responses (reviewers). */
  listForCallout: 'GET /callout/{id}/responses',
  /** What a call-out publishes, for the gallery and the map (anyone). */
  published: 'GET /callout/{id}/responses/map',
  list: 'GET /callout-responses',
  get: 'GET /callout-responses/{id}',
  update: 'PATCH /callout-responses/{id}',
  bulkUpdate: 'PATCH /callout-responses',
} as const;

export const commentCalls = {
  list: 'GET /callout-response-comments',
  create: 'POST /callout-response-comments',
  update: 'PATCH /callout-response-comments/{id}',
  delete: 'DELETE /callout-response-comments/{id}',
} as const;

export const captchaCalls = { challenge: 'GET /captcha' } as const;

/** The emails kept or queued for sending. */
export const outboxCalls = { list: 'GET /outbox', get: 'GET /outbox/{id}', retry: 'POST /outbox/{id}/retry' } as const;

/** The texts of the emails Masthead sends, per locale. */
export const emailTemplateCalls = {
  list: 'GET /email',
  get: 'GET /email/{id}',
  update: 'PUT /email/{id}',
  /** Back to the default text in one locale. */
  reset: 'DELETE /email/{id}',
  /** An unsaved subject and body as the email a reader gets, with sample data. */
  preview: 'POST /email/{id}/preview',
  /** The saved email with sample data to the caller's own address. */
  sendTest: 'POST /email/{id}/test',
} as const;

/** The newsletter provider: settings, its groups, the full sync and the pushes it refused. */
export const newsletterCalls = {
  settings: 'GET /newsletter/settings',
  updateSettings: 'PATCH /newsletter/settings',
  interests: 'GET /newsletter/interests',
  sync: 'GET /newsletter/sync',
  startSync: 'POST /newsletter/sync',
  failed: 'GET /newsletter/failed',
  retryFailed: 'POST /newsletter/failed/{id}/retry',
} as const;

/** Joining: the join form's steps and the emailed link that confirms them. */
export const signupCalls = {
  start: 'POST /signup',
  check: 'POST /signup/check',
  complete: 'POST /signup/complete',
  confirmEmail: 'POST /signup/confirm-email',
} as const;

/** Notices members see on their home. */
export const noticeCalls = {
  list: 'GET /notice',
  get: 'GET /notice/{id}',
  create: 'POST /notice',
  update: 'PATCH /notice/{id}',
  delete: 'DELETE /notice/{id}',
} as const;

/** The dashboard's figures. */
export const statsCalls = { get: 'GET /stats' } as const;

/** The errors the app and the widgets reported (admins). */
export const clientErrorCalls = { list: 'GET /client-errors', get: 'GET /client-errors/{id}' } as const;

/** A contact's contribution and payment method (`{id}`: `me` or an id), and payments (docs/product/api.md, Calls). */
export const contributionCalls = {
  get: 'GET /contact/{id}/contribution',
  start: 'POST /contact/{id}/contribution',
  complete: 'POST /contact/{id}/contribution/complete',
  update: 'PATCH /contact/{id}/contribution',
  cancel: 'POST /contact/{id}/contribution/cancel',
  force: 'PATCH /contact/{id}/contribution/force',
  /** Admins: compares the contact's payments with their provider's and fixes what webhooks missed. */
  reconcile: 'POST /contact/{id}/contribution/reconcile',
  changePaymentMethod: 'PUT /contact/{id}/payment-method',
  completePaymentMethod: 'POST /contact/{id}/payment-method/complete',
  listForContact: 'GET /contact/{id}/payment',
  listPayments: 'GET /payment',
} as const;

/** The demo payment provider's checkout page (no money moves). */
export const demoCheckoutCalls = { get: 'GET /demo-checkout/{id}', decide: 'POST /demo-checkout/{id}' } as const;

const namespaces = {
  health: healthCalls,
  auth: authCalls,
  contacts: contactCalls,
  contactTags: contactTagCalls,
  contactImports: contactImportCalls,
  contributionAdoption: contributionAdoptionCalls,
  segments: segmentCalls,
  apiKeys: apiKeyCalls,
  content: contentCalls,
  callouts: calloutCalls,
  responses: responseCalls,
  comments: commentCalls,
  captcha: captchaCalls,
  outbox: outboxCalls,
  emailTemplates: emailTemplateCalls,
  newsletter: newsletterCalls,
  signup: signupCalls,
  notices: noticeCalls,
  stats: statsCalls,
  clientErrors: clientErrorCalls,
  contributions: contributionCalls,
  demoCheckout: demoCheckoutCalls,
} as const;

type Namespaces = typeof namespaces;

/** The app's namespaces: `api.callouts.get(…)`, `api.contacts.update(…)`. */
export type Resources = { [N in keyof Namespaces]: Resource<Namespaces[N]> };

/** Every resource namespace over one request function. */
export function resources(request: ApiRequest): Resources {
  const made = Object.entries(namespaces).map(([name, calls]) => [name, bindCalls(request, calls)]);
  return Object.fromEntries(made) as Resources;
}
