import { CalloutAction, CalloutStatus } from '@masthead/core';

/**
 * The status actions of docs/product/entities.md ("Call-out status") the builder offers, besides saving, replicating
 * and deleting: core's.
 */
export const StatusAction = CalloutAction;
export type StatusAction = CalloutAction;

/** What each status allows (core's `applyCalloutAction` judges the same on the server). */
export function actionsFor(status: CalloutStatus): StatusAction[] {
  switch (status) {
    case CalloutStatus.Draft:
      return [StatusAction.Publish, StatusAction.Schedule];
    case CalloutStatus.Scheduled:
      return [StatusAction.Publish, StatusAction.Schedule, StatusAction.Unpublish];
    case CalloutStatus.Open:
      return [StatusAction.EndNow, StatusAction.Unpublish];
    default:
      return [StatusAction.Reopen, StatusAction.RevertToDraft];
  }
}

/**
 * The `starts`/`expires` a PATCH sends for an action (docs/product/api.md,
 * "Shapes worth knowing": status changes arrive as dates). "Now" is sent a second early, so a browser clock a
 * little ahead of the server's cannot turn "publish" into "schedule"; the
 * server opens or ends at its own now.
 */
export function actionDates(
  action: StatusAction,
  now: Date,
  { starts, expires }: { starts?: string | null; expires: string | null },
): { starts?: string | null; expires?: string | null } {
  const justBefore = new Date(now.getTime() - 1000).toISOString();
  switch (action) {
    case StatusAction.Publish:
      return { starts: justBefore, expires };
    case StatusAction.Schedule:
      return { starts: starts ?? null, expires };
    case StatusAction.Unpublish:
    case StatusAction.RevertToDraft:
      return { starts: null };
    case StatusAction.EndNow:
      return { expires: justBefore };
    case StatusAction.Reopen:
      return { expires };
  }
}
