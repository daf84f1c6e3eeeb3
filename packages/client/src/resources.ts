import type { ApiRequest } from './request.ts';
import { bindCalls, type Resource } from './resource.ts';

// Each resource names its calls by their keys in core's contract table; their
// inputs and answers come from the table. A widget takes only the maps it uses.

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
} as const;

export const apiKeyCalls = {
  list: 'GET /api-key',
  create: 'POST /api-key',
  delete: 'DELETE /api-key/{id}',
} as const;

export const contentCalls = {
  general: 'GET /content/general',
  updateGeneral: 'PATCH /content/general',
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

export const outboxCalls = { list: 'GET /outbox', get: 'GET /outbox/{id}' } as const;

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
  apiKeys: apiKeyCalls,
  content: contentCalls,
  callouts: calloutCalls,
  responses: responseCalls,
  comments: commentCalls,
  captcha: captchaCalls,
  outbox: outboxCalls,
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
