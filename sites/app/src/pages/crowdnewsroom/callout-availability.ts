import { hasRoleAtLeast, type Callout } from '@masthead/core';

/**
 * What a reader may do with a call-out on the hosted pages:
 * - `open`: answer it;
 * - `ended`: it is closed (core's `callout-closed` text, packages/core/src/reader-errors.ts);
 * - `not-open`: a draft or scheduled call-out (only admins and its reviewers see one);
 * - `log-in`: members only, and nobody is logged in;
 * - `members-only`: members only, and the logged-in contact holds no member role;
 * - `answered`: the contact has answered and may answer only once.
 */
export type CalloutAvailability = 'open' | 'ended' | 'not-open' | 'log-in' | 'members-only' | 'answered';

type CalloutFacts = Pick<Callout, 'status' | 'access' | 'allowMultiple' | 'hasAnswered'>;

/**
 * Whether the contact's active roles let them answer a members-only call-out: a role implies the
 * ones below it (core's role ladder, as on the server), so an admin may answer one too.
 */
export const isMember = (roles: readonly string[] | null) => !!roles && hasRoleAtLeast(roles, 'member');

/**
 * @param roles the logged-in contact's active roles, or null when logged out
 * @example calloutAvailability({status: 'open', access: 'member', allowMultiple: false}, null) // 'log-in'
 */
export function calloutAvailability(callout: CalloutFacts, roles: readonly string[] | null): CalloutAvailability {
  if (callout.status === 'ended') return 'ended';
  if (callout.status !== 'open') return 'not-open';
  if (callout.access === 'member' && !roles) return 'log-in';
  if (callout.access === 'member' && !isMember(roles)) return 'members-only';
  if (roles && callout.hasAnswered && !callout.allowMultiple) return 'answered';
  return 'open';
}

/**
 * Whether the contact may still change the answers of their response (docs/product/api.md, "Who may call what": open
 * and allowing updates).
 */
export const canChangeAnswers = (callout: Pick<Callout, 'status' | 'allowUpdate'>) =>
  callout.status === 'open' && callout.allowUpdate;
