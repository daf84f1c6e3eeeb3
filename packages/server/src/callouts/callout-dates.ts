import {
  applyCalloutAction,
  CalloutAction,
  CalloutActionRefusal,
  calloutStatus,
  CalloutStatus,
  type CalloutDates,
} from '@masthead/core';

export type NextDates =
  ({ ok: true } & CalloutDates) | { ok: false; field: 'starts' | 'expires'; refusal: CalloutActionRefusal };

/** The status action that takes a call-out from one status to another, or null for a date edit within one status. */
export function actionBetween(from: CalloutStatus, to: CalloutStatus): CalloutAction | null {
  if (from === to) return null;
  switch (to) {
    case CalloutStatus.Draft:
      return from === CalloutStatus.Ended ? CalloutAction.RevertToDraft : CalloutAction.Unpublish;
    case CalloutStatus.Scheduled:
      return CalloutAction.Schedule;
    case CalloutStatus.Open:
      return from === CalloutStatus.Ended ? CalloutAction.Reopen : CalloutAction.Publish;
    default:
      // Only an open call-out can end; publishing straight into the past is refused by publish.
      return from === CalloutStatus.Open ? CalloutAction.EndNow : CalloutAction.Publish;
  }
}

const expiresRefusals: readonly CalloutActionRefusal[] = [
  CalloutActionRefusal.ExpiresInPast,
  CalloutActionRefusal.ExpiresBeforeStarts,
  CalloutActionRefusal.NotOpen,
  CalloutActionRefusal.NotEnded,
];

/**
 * The dates a call-out gets when a client PATCHes `starts`/`expires` (the
 * builder's publish, schedule, unpublish, revert to draft, end now and
 * reopen all arrive this way). The status change is judged by core's
 * `applyCalloutAction`, so the server allows exactly what the builder
 * offers. Publishing opens at the server's now; back to draft keeps an
 * `expires` the client sent.
 * @example nextCalloutDates({starts: null, expires: null}, {starts: now}, now, false) // publish
 */
export function nextCalloutDates(
  current: CalloutDates,
  requested: Partial<CalloutDates>,
  now: Date,
  isRequiredJoinSurvey: boolean,
): NextDates {
  const wanted: CalloutDates = {
    starts: requested.starts === undefined ? current.starts : requested.starts,
    expires: requested.expires === undefined ? current.expires : requested.expires,
  };
  const to = calloutStatus(wanted, now);
  const action = actionBetween(calloutStatus(current, now), to);
  if (!action) {
    if (wanted.starts && wanted.expires && wanted.expires.getTime() <= wanted.starts.getTime()) {
      return { ok: false, field: 'expires', refusal: CalloutActionRefusal.ExpiresBeforeStarts };
    }
    return { ok: true, ...wanted };
  }
  const result = applyCalloutAction(current, action, now, {
    ...(wanted.starts ? { starts: wanted.starts } : {}),
    expires: wanted.expires,
    isRequiredJoinSurvey,
  });
  if (!result.ok) {
    const onExpires =
      expiresRefusals.includes(result.refusal) ||
      (result.refusal === CalloutActionRefusal.JoinSurvey && to === CalloutStatus.Ended);
    return { ok: false, field: onExpires ? 'expires' : 'starts', refusal: result.refusal };
  }
  if (to === CalloutStatus.Draft && requested.expires !== undefined) {
    return { ok: true, starts: null, expires: requested.expires };
  }
  return { ok: true, starts: result.starts, expires: result.expires };
}
