/**
 * A call-out's status is derived from its dates, never stored (docs/product/api.md).
 * The actions of docs/product/entities.md (Call-out status) that change status are pure functions from the
 * current dates to new ones, so the builder can preview them and the server
 * can enforce them with the same code.
 */

export const CalloutStatus = {
  Draft: 'draft',
  Scheduled: 'scheduled',
  Open: 'open',
  Ended: 'ended',
} as const;
export type CalloutStatus = (typeof CalloutStatus)[keyof typeof CalloutStatus];

export interface CalloutDates {
  starts: Date | null;
  expires: Date | null;
}

/**
 * No `starts` = draft, `starts` in the future = scheduled, `expires` now or
 * in the past = ended, else open. A call-out opens at `starts` and closes at
 * `expires`, both to the millisecond.
 * @example calloutStatus({starts: new Date('2026-01-01'), expires: null}, new Date('2026-02-01')) // 'open'
 */
export function calloutStatus({ starts, expires }: CalloutDates, now: Date): CalloutStatus {
  if (!starts) return CalloutStatus.Draft;
  if (starts.getTime() > now.getTime()) return CalloutStatus.Scheduled;
  if (expires && expires.getTime() <= now.getTime()) return CalloutStatus.Ended;
  return CalloutStatus.Open;
}

export const CalloutAction = {
  Publish: 'publish',
  Schedule: 'schedule',
  Unpublish: 'unpublish',
  RevertToDraft: 'revert-to-draft',
  EndNow: 'end-now',
  Reopen: 'reopen',
} as const;
export type CalloutAction = (typeof CalloutAction)[keyof typeof CalloutAction];

/** Why an action cannot apply; the interfaces turn these into texts. */
export const CalloutActionRefusal = {
  AlreadyDraft: 'already-draft',
  AlreadyOpen: 'already-open',
  AlreadyStarted: 'already-started',
  NotOpen: 'not-open',
  NotEnded: 'not-ended',
  /** Publishing an ended call-out: reopen it instead. */
  Ended: 'ended',
  StartsNeeded: 'starts-needed',
  StartsInPast: 'starts-in-past',
  ExpiresInPast: 'expires-in-past',
  ExpiresBeforeStarts: 'expires-before-starts',
  InvalidDate: 'invalid-date',
  JoinSurvey: 'join-survey',
  UnknownAction: 'unknown-action',
} as const;
export type CalloutActionRefusal = (typeof CalloutActionRefusal)[keyof typeof CalloutActionRefusal];

export interface CalloutActionOptions {
  /** schedule: when it opens (required, in the future). */
  starts?: Date;
  /** publish, schedule, reopen: a new end; `null` = never ends. Left out: publish and schedule keep the current one, reopen clears it. */
  expires?: Date | null;
  /** The call-out is the required join survey: it cannot be ended, unpublished or scheduled. */
  isRequiredJoinSurvey?: boolean;
}

export type CalloutActionResult = ({ ok: true } & CalloutDates) | { ok: false; refusal: CalloutActionRefusal };

const refuse = (refusal: CalloutActionRefusal): CalloutActionResult => ({ ok: false, refusal });
const isBadDate = (date: Date | null | undefined) => date instanceof Date && Number.isNaN(date.getTime());
const joinSurveyGuarded: readonly string[] = [
  CalloutAction.Schedule,
  CalloutAction.Unpublish,
  CalloutAction.RevertToDraft,
  CalloutAction.EndNow,
];

/** Checks an end date against the moment the call-out (re)opens. */
function withExpires(starts: Date, expires: Date | null, now: Date): CalloutActionResult {
  if (expires && expires.getTime() <= now.getTime()) return refuse(CalloutActionRefusal.ExpiresInPast);
  if (expires && expires.getTime() <= starts.getTime()) return refuse(CalloutActionRefusal.ExpiresBeforeStarts);
  return { ok: true, starts, expires };
}

/**
 * Applies a status action to a call-out's dates and returns the new dates,
 * or why the action does not apply:
 * - publish (draft, scheduled): opens now; keeps or replaces `expires`, which must lie ahead.
 * - schedule (draft, scheduled): opens at `options.starts`, which must lie ahead.
 * - unpublish (open, scheduled) and revert to draft (scheduled, open, ended):
 *   back to draft; revert to draft also drops an `expires` that has passed,
 *   so the draft can be published again.
 * - end now (open): `expires` becomes now. A draft or scheduled call-out has nothing to end.
 * - reopen (ended): `expires` becomes `options.expires` (ahead) or none.
 * The required join survey cannot be scheduled, unpublished, reverted to
 * draft or ended.
 * @example applyCalloutAction({starts: null, expires: null}, 'publish', now) // {ok: true, starts: now, expires: null}
 */
export function applyCalloutAction(
  current: CalloutDates,
  action: CalloutAction,
  now: Date,
  options: CalloutActionOptions = {},
): CalloutActionResult {
  if ([current.starts, current.expires, now, options.starts, options.expires].some(isBadDate)) {
    return refuse(CalloutActionRefusal.InvalidDate);
  }
  if (options.isRequiredJoinSurvey && joinSurveyGuarded.includes(action))
    return refuse(CalloutActionRefusal.JoinSurvey);
  const status = calloutStatus(current, now);
  const expires = options.expires === undefined ? current.expires : options.expires;
  switch (action) {
    case CalloutAction.Publish:
      if (status === CalloutStatus.Open) return refuse(CalloutActionRefusal.AlreadyOpen);
      if (status === CalloutStatus.Ended) return refuse(CalloutActionRefusal.Ended);
      return withExpires(now, expires, now);
    case CalloutAction.Schedule:
      if (status === CalloutStatus.Open || status === CalloutStatus.Ended)
        return refuse(CalloutActionRefusal.AlreadyStarted);
      if (!options.starts) return refuse(CalloutActionRefusal.StartsNeeded);
      if (options.starts.getTime() <= now.getTime()) return refuse(CalloutActionRefusal.StartsInPast);
      return withExpires(options.starts, expires, now);
    case CalloutAction.Unpublish:
      if (status === CalloutStatus.Draft) return refuse(CalloutActionRefusal.AlreadyDraft);
      if (status === CalloutStatus.Ended) return refuse(CalloutActionRefusal.NotOpen);
      return { ok: true, starts: null, expires: current.expires };
    case CalloutAction.RevertToDraft: {
      if (status === CalloutStatus.Draft) return refuse(CalloutActionRefusal.AlreadyDraft);
      const passed = current.expires !== null && current.expires.getTime() <= now.getTime();
      return { ok: true, starts: null, expires: passed ? null : current.expires };
    }
    case CalloutAction.EndNow:
      if (status !== CalloutStatus.Open) return refuse(CalloutActionRefusal.NotOpen);
      return { ok: true, starts: current.starts, expires: now };
    case CalloutAction.Reopen:
      if (status !== CalloutStatus.Ended || !current.starts) return refuse(CalloutActionRefusal.NotEnded);
      return withExpires(current.starts, options.expires ?? null, now);
    default:
      return refuse(CalloutActionRefusal.UnknownAction);
  }
}

/**
 * Whether the slug may still change: not once the call-out has been open
 * (docs/product/api.md), because links to it are out in articles. Unpublishing clears
 * `starts`, so the server keeps the first opening as `openedAt` and passes it.
 */
export function canChangeSlug(
  { starts, openedAt }: { starts: Date | null; openedAt?: Date | null },
  now: Date,
): boolean {
  if (openedAt) return false;
  return !starts || starts.getTime() > now.getTime();
}
