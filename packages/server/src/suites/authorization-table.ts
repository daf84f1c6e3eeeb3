/**
 * What every API operation answers each kind of caller, written from
 * docs/product/api.md, "Who may call what" and "Rules the server enforces",
 * not from core's `access` field: the matrix suite checks the server against
 * the guide. Where the guide is silent, the choice made is said in a comment.
 * @example authorizationTable['PATCH /callout/{id}'].reviewer // 403: canEdit is needed
 */

/** The eleven callers, in the order the suite calls them. */
export const callers = [
  'guest',
  /** The member whose id fills `{id}` of contact routes; they answered the call-out. */
  'member',
  /** Another member, calling on the first member's id and response. */
  'otherMember',
  /** A reviewer of this call-out without canEdit. */
  'reviewer',
  /** A reviewer of this call-out with canEdit. */
  'editor',
  /** A reviewer, with canEdit, of another call-out only. */
  'otherReviewer',
  'admin',
  'superadmin',
  /** `Authorization: Bearer <key>`: acts as admin. */
  'apiKey',
  /** The key with `X-Contact-Id` of the member: acts as the member. */
  'keyAsMember',
  /** The key with `X-Contact-Id` of the superadmin: acts as admin, never as superadmin. */
  'keyAsSuperadmin',
] as const;
export type Caller = (typeof callers)[number];

/**
 * `'ok'`: a 2xx (every allowed call sends a valid body, so nothing looser
 * is needed). A number: exactly that refusal; 401 not logged in, 403 not
 * allowed, 404 missing or not visible to the caller (docs/product/api.md, "Errors").
 */
export type Expected = 'ok' | 401 | 403 | 404;
export type Row = Readonly<Record<Caller, Expected>>;

/**
 * docs/product/api.md, "Who may call what": "Admin = an active admin or superadmin role, or an API key";
 * a key as a superadmin is an admin.
 */
const admins: readonly Caller[] = ['admin', 'superadmin', 'apiKey', 'keyAsSuperadmin'];
/** "Self = the id is `me` or the caller's own": the member in a session, or through the key. */
const self: readonly Caller[] = ['member', 'keyAsMember'];
const reviewersOfIt: readonly Caller[] = ['reviewer', 'editor'];

/** `allowed` get a 2xx; a guest gets 401 and every other caller `refusal`. */
function rule(allowed: readonly Caller[], refusal: 403 | 404 = 403): Row {
  const row = callers.map((who) => [who, allowed.includes(who) ? 'ok' : who === 'guest' ? 401 : refusal]);
  return Object.fromEntries(row) as Row;
}

const anyone = rule(callers);
const loggedIn = rule(callers.filter((who) => who !== 'guest'));
const admin = rule(admins);
/** Anyone but self or an admin gets the 404 of a contact they cannot see (docs/product/api.md, "Errors"). */
const selfOrAdmin = rule([...admins, ...self], 404);
/** Call-out routes on an open call-out, which every caller sees: a refusal is a 403. */
const reviewer = rule([...admins, ...reviewersOfIt]);
const superadminSession = rule(['superadmin']);
/** An admin who is a contact, with an address of their own: in a session, or a key as the superadmin. */
const adminWithAddress = rule(['admin', 'superadmin', 'keyAsSuperadmin']);
/** The member's response: only they, its call-out's reviewers and admins see it; others get 404. */
const seesResponse = rule([...admins, ...reviewersOfIt, ...self], 404);

/**
 * Keys are `'METHOD /path'` as in core's table; `'… #variant'` is a second
 * case of the same operation (another target or body, see the requests).
 */
export const authorizationTable = {
  // health, auth/*, reset-password/*, reset-device/*: anyone.
  'GET /health': anyone,
  'POST /auth/login': anyone,
  'GET /auth/info': anyone,
  'POST /auth/logout': anyone,
  'POST /auth/login-link/{id}': anyone,
  'POST /reset-password': anyone,
  'PUT /reset-password/{id}': anyone,
  // Not in docs/product/api.md's table: the link sent to a new email address, used logged in or not.
  'POST /email-change/{id}': anyone,
  'POST /reset-device': anyone,
  'PUT /reset-device/{id}': anyone,
  'POST /reset-device/recovery-code': anyone,
  // Not in docs/product/api.md's table: the challenge a guest's response needs, so anyone.
  'GET /captcha': anyone,

  // GET content/general: anyone; every PATCH: admin.
  'GET /content/general': anyone,
  'PATCH /content/general': admin,
  // GET content/join, join/setup: anyone; every PATCH: admin.
  'GET /content/join': anyone,
  'PATCH /content/join': admin,
  'GET /content/join/setup': anyone,
  'PATCH /content/join/setup': admin,
  'GET /content/share': anyone,
  'PATCH /content/share': admin,
  // Not in docs/product/api.md's table: the member home's intro, read by every logged-in contact on /profile.
  'GET /content/profile': loggedIn,
  'PATCH /content/profile': admin,
  // v0.32's sections (packages/server/COMPATIBILITY.md): email, payment, telegram read by anyone as in v0.32;
  // contacts names the contact tags, which only admins see (v0.32: anyone).
  'GET /content/contacts': admin,
  'PATCH /content/contacts': admin,
  'GET /content/email': anyone,
  'PATCH /content/email': admin,
  'GET /content/payment': anyone,
  'PATCH /content/payment': admin,
  'GET /content/telegram': anyone,
  'PATCH /content/telegram': admin,

  // signup/*: anyone (a logged-in caller may join with another address too).
  'POST /signup': anyone,
  'POST /signup/check': anyone,
  'POST /signup/complete': anyone,
  'POST /signup/confirm-email': anyone,

  // GET contact: admin (a member sees only self), so a 200 for everyone logged in.
  'GET /contact': loggedIn,
  // GET contact.csv: the whole list leaves Masthead, so admins only (a member's own data is GET contact/me).
  'GET /contact.csv': admin,
  // contact/{id} and its mfa: self or admin.
  'GET /contact/{id}': selfOrAdmin,
  'PATCH /contact/{id}': selfOrAdmin,
  // A superadmin's password (and login links below) are for a superadmin only, never a key (Rules).
  'PATCH /contact/{id} #superadmin': {
    ...rule(['superadmin'], 404),
    ...Object.fromEntries(admins.map((who) => [who, 403])),
    superadmin: 'ok',
  },
  'GET /contact/{id}/mfa': selfOrAdmin,
  'POST /contact/{id}/mfa': selfOrAdmin,
  'DELETE /contact/{id}/mfa': selfOrAdmin,
  // contact/{id}/role/{role}: admin (the member's own id is no exception: 403, not 404);
  // only a superadmin grants or removes superadmin, and a key never is one.
  'PUT /contact/{id}/role/{role}': admin,
  'PUT /contact/{id}/role/{role} #superadmin': superadminSession,
  'DELETE /contact/{id}/role/{role}': admin,
  'DELETE /contact/{id}/role/{role} #superadmin': superadminSession,
  // Silent in docs/product/api.md: admin, as docs/product/rules.md ("Roles and permissions") gives these
  // actions to admins (a member has reset-password).
  'POST /contact/{id}/reset-password': admin,
  'POST /contact/{id}/unlock': admin,
  'POST /contact/{id}/login-link': admin,
  'POST /contact/{id}/login-link #superadmin': superadminSession,

  // Contacts for admins: adding, the bulk change, contact-tags and segments: admin. Deleting:
  // admin (the member's own id is no exception: 403); a superadmin only by a superadmin (Rules).
  'POST /contact': admin,
  'PATCH /contact': admin,
  'DELETE /contact/{id}': admin,
  'DELETE /contact/{id} #superadmin': superadminSession,
  'GET /contact-tags': admin,
  'POST /contact-tags': admin,
  'PATCH /contact-tags/{id}': admin,
  'DELETE /contact-tags/{id}': admin,
  // Not in docs/product/api.md: the contact import (issue 34) brings in contacts for an admin or a key.
  'GET /contact-import': admin,
  'POST /contact-import': admin,
  'GET /contact-import/{id}': admin,
  'GET /contact-import/{id}/refused': admin,
  'GET /segments': admin,
  'GET /stats': admin,
  'POST /segments': admin,
  'GET /segments/{id}': admin,
  'PATCH /segments/{id}': admin,
  'DELETE /segments/{id}': admin,
  'GET /segments/{id}/contacts': admin,
  // notice GET: logged in, members see open notices only (another one is their 404); writes: admin.
  'GET /notice': loggedIn,
  'GET /notice/{id}': loggedIn,
  'GET /notice/{id} #draft': rule(admins, 404),
  'POST /notice': admin,
  'PATCH /notice/{id}': admin,
  'DELETE /notice/{id}': admin,

  // A contact's contribution, payment method and payments: self or admin (docs/product/api.md); forcing a manual
  // contribution and everyone's payments: admin.
  'GET /contact/{id}/contribution': selfOrAdmin,
  'POST /contact/{id}/contribution': selfOrAdmin,
  'POST /contact/{id}/contribution/complete': selfOrAdmin,
  'PATCH /contact/{id}/contribution': selfOrAdmin,
  'POST /contact/{id}/contribution/cancel': selfOrAdmin,
  'PATCH /contact/{id}/contribution/force': admin,
  'POST /contact/{id}/contribution/reconcile': admin,
  'PUT /contact/{id}/payment-method': selfOrAdmin,
  'POST /contact/{id}/payment-method/complete': selfOrAdmin,
  'GET /contact/{id}/payment': selfOrAdmin,
  // Not in docs/product/api.md's table: the personal data export, self or admin like the contact.
  'GET /contact/{id}/export': selfOrAdmin,
  'GET /payment': admin,
  // Not in docs/product/api.md: adopting running payments (issue 34) is an admin's or a key's, as the import.
  'POST /contribution-adoption': admin,
  'GET /contribution-adoption/eligible': admin,
  'GET /contribution-adoption/run/{id}': admin,
  'GET /contribution-adoption': admin,
  'GET /contribution-adoption/{id}': admin,

  // api-key: admin; creating one needs a logged-in superadmin session.
  'GET /api-key': admin,
  'POST /api-key': superadminSession,
  'DELETE /api-key/{id}': admin,

  // GET callout, callout/{id}: anyone sees open call-outs; reviewers also theirs; admins all.
  'GET /callout': anyone,
  'GET /callout/{id}': anyone,
  // A draft is not visible to the others, guests included: the 404 of a missing call-out.
  'GET /callout/{id} #draft': { ...rule([...admins, ...reviewersOfIt], 404), guest: 404 },
  // Not in docs/product/api.md: a pass for a widget on another site, for anyone who may answer (here members
  // only), from a session: a key has no member to confirm it (403).
  'POST /callout/{id}/answer-pass': { ...loggedIn, apiKey: 403, keyAsMember: 403, keyAsSuperadmin: 403 },
  // POST/DELETE callout: admin; PATCH callout/{id}: admin, reviewer with canEdit.
  'POST /callout': admin,
  'PATCH /callout/{id}': rule([...admins, 'editor']),
  'DELETE /callout/{id}': admin,
  // Reviewers: admin. docs/product/api.md names POST/DELETE only; GET and PATCH are taken to be admin's too.
  'GET /callout/{id}/reviewers': admin,
  'POST /callout/{id}/reviewers': admin,
  'PATCH /callout/{id}/reviewers/{contactId}': admin,
  'DELETE /callout/{id}/reviewers/{contactId}': admin,
  // Call-out tags: admin and the call-out's reviewers (GET and PATCH taken as POST/DELETE).
  'GET /callout/{id}/tags': reviewer,
  'POST /callout/{id}/tags': reviewer,
  'PATCH /callout/{id}/tags/{tagId}': reviewer,
  'DELETE /callout/{id}/tags/{tagId}': reviewer,

  // POST callout/{id}/responses: by the call-out's access, here members only. Roles are a ladder
  // (an admin or key may what a member may: docs/product/api.md is silent on admins answering).
  'POST /callout/{id}/responses': loggedIn,
  // GET callout/{id}/responses, callout-responses: admin; reviewer; a member reads only their own (a 200).
  'GET /callout/{id}/responses': loggedIn,
  'GET /callout-responses': loggedIn,
  'GET /callout-responses/{id}': seesResponse,
  // The CSV export (both URLs): silent in docs/product/api.md; admins and the call-out's reviewers, who see
  // every response.
  'GET /callout/{id}/responses #csv': reviewer,
  'GET /callout/{id}/responses.csv': reviewer,
  'GET /callout/{id}/responses/map': anyone,
  'GET /callout/{id}/responses/map #draft': { ...rule([...admins, ...reviewersOfIt], 404), guest: 404 },
  // Bulk PATCH: admin; reviewers. The caller's visibility is AND-ed into the rules (docs/product/api.md,
  // "Filter rules"), so a reviewer of another call-out may call and changes nothing; a non-reviewer gets 403.
  'PATCH /callout-responses': { ...reviewer, otherReviewer: 'ok' },
  // One PATCH moving the response: admin; its reviewers. The respondent sees it (403); others do not (404).
  'PATCH /callout-responses/{id}': { ...seesResponse, member: 403, keyAsMember: 403 },
  // Changing answers: only the respondent (Masthead); nobody rewrites their words (silent: decided).
  'PATCH /callout-responses/{id} #answers': {
    ...seesResponse,
    ...Object.fromEntries([...admins, ...reviewersOfIt].map((who) => [who, 403])),
  },

  // Comments: admin; reviewers. Silent on the rest: any reviewer lists (filtered to what they review),
  // writes on responses of their call-outs; the author or an admin changes and deletes. A respondent
  // sees their response (403 on commenting) but never a comment (404).
  'GET /callout-response-comments': { ...reviewer, otherReviewer: 'ok' },
  'POST /callout-response-comments': { ...seesResponse, member: 403, keyAsMember: 403 },
  'PATCH /callout-response-comments/{id}': { ...rule([...admins, 'reviewer'], 404), editor: 403 },
  'DELETE /callout-response-comments/{id}': { ...rule([...admins, 'reviewer'], 404), editor: 403 },

  // POST images, documents: anyone.
  'POST /images': anyone,
  'POST /documents': anyone,
  // Not in docs/product/api.md: v0.32's reads of an upload, public as its `/uploads/<id>/<name>` files.
  'GET /images/{id}': anyone,
  'GET /documents/{id}': anyone,
  // The outbox is Masthead's email/{id}: admin.
  'GET /outbox': admin,
  'GET /outbox/{id}': admin,
  // Not in docs/product/api.md: sending a failed email again: admin, as the outbox.
  'POST /outbox/{id}/retry': admin,
  // email/{id}: every email's subject and body per locale: admin. A guest gets 403 too, as v0.32 answered
  // (packages/server/COMPATIBILITY.md).
  'GET /email': { ...admin, guest: 403 },
  'GET /email/{id}': { ...admin, guest: 403 },
  'PUT /email/{id}': { ...admin, guest: 403 },
  'DELETE /email/{id}': { ...admin, guest: 403 },
  // Not in docs/product/api.md: a security email (its link is a secret, `securityEmailIds`) is read and previewed
  // by every admin but changed only by a superadmin in a session, never through a key.
  'PUT /email/{id} #security': { ...superadminSession, guest: 403 },
  'DELETE /email/{id} #security': { ...superadminSession, guest: 403 },
  'POST /email/{id}/preview': { ...admin, guest: 403 },
  // Not in docs/product/api.md: a test email goes to the caller's own address, so a key without a contact has none.
  'POST /email/{id}/test': { ...adminWithAddress, guest: 403 },
  // Not in docs/product/api.md: the newsletter provider. Its settings, sync and failed pushes: admin.
  'GET /newsletter/settings': admin,
  'PATCH /newsletter/settings': admin,
  'GET /newsletter/interests': admin,
  'POST /newsletter/sync': admin,
  'GET /newsletter/sync': admin,
  'GET /newsletter/failed': admin,
  'POST /newsletter/failed/{id}/retry': admin,
  // The webhook's login is the secret in its address, whoever calls. The world has no provider, so no
  // secret matches: a 404 for everyone (newsletter-webhook.test.ts calls it with the right one).
  'GET /newsletter/webhook/{secret}': { ...rule([], 404), guest: 404 },
  'POST /newsletter/webhook/{secret}': { ...rule([], 404), guest: 404 },
  // Not in docs/product/api.md: the demo payment provider's checkout page. Anyone holding a checkout's id
  // (random, unguessable, as a provider's hosted page address is) reads and answers it, logged in or not.
  'GET /demo-checkout/{id}': anyone,
  'POST /demo-checkout/{id}': anyone,
  // Not in docs/product/api.md: error reports. The app and widgets send them logged in or not; admins read them.
  'POST /client-errors': anyone,
  'GET /client-errors': admin,
  'GET /client-errors/{id}': admin,
} satisfies Record<string, Row>;

export type CaseKey = keyof typeof authorizationTable;

/** The operation a case calls: its key without the `#variant`. */
export const operationOfCase = (key: string) => key.replace(/ #.*$/, '');

/**
 * Cases that fail today because of a server bug (the `// BUG:` rows keep
 * the right answer): they run as `todo` until the route is fixed.
 */
export const knownFailures: Partial<Record<`${CaseKey} as ${Caller}`, string>> = {};
