/**
 * Who is reading, as the filter rules and visibility conditions of every
 * feature (call-outs, contacts, notices, segments, responses) see them:
 * admins see everything a rule allows, anyone else what is theirs.
 * `kernel/http/viewer.ts` makes one from a request.
 */
export interface Viewer {
  /** An admin, a superadmin, or an API key without `X-Contact-Id`. */
  isAdmin: boolean;
  /** The caller's contact; null for a guest and an API key acting as nobody. */
  contactId: string | null;
}
