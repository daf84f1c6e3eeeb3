import type { ContactRole, ContactRoleBody } from '@masthead/core';

/** "Starts: now or on a date" and "Expires: never or on a date", days as a date input writes them. */
export interface RoleDraft {
  starts: 'now' | 'date';
  /** `YYYY-MM-DD`, used when `starts` is 'date'. */
  startDay: string;
  expires: 'never' | 'date';
  /** `YYYY-MM-DD`, used when `expires` is 'date'. */
  expiryDay: string;
}

export type RoleDraftError = 'startRequired' | 'expiryRequired' | 'expiryBeforeStart';
export type RoleCheck =
  | { ok: true; body: ContactRoleBody }
  | { ok: false; errors: Partial<Record<'startDay' | 'expiryDay', RoleDraftError>> };

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** The reader's local day of an ISO moment, as a date input takes it. */
export function localDay(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The start (00:00) or the end (23:59:59.999) of a local day, or null when the text is no day. */
function dayEdge(day: string, edge: 'start' | 'end'): Date | null {
  if (!dayPattern.test(day)) return null;
  const date = new Date(`${day}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A new role starts now without an end; a held one is changed from its own dates. */
export function initialRoleDraft(role: ContactRole | null): RoleDraft {
  if (!role) return { starts: 'now', startDay: '', expires: 'never', expiryDay: '' };
  return {
    starts: 'date',
    startDay: localDay(role.dateAdded),
    expires: role.dateExpires ? 'date' : 'never',
    expiryDay: role.dateExpires ? localDay(role.dateExpires) : '',
  };
}

/**
 * The `PUT contact/{id}/role/{role}` body of a draft: a start day begins at
 * its first moment, an expiry day ends at its last (so "expires on 31
 * December" still holds on that day); "now" leaves the start to the server;
 * "never" sends `dateExpires: null`, which removes an expiry. The expiry must
 * come after the start, as the server requires.
 * @example checkRoleDraft({starts: 'now', startDay: '', expires: 'never', expiryDay: ''}, now) // {ok: true, body: {dateExpires: null}}
 */
export function checkRoleDraft(draft: RoleDraft, now: Date): RoleCheck {
  const errors: Partial<Record<'startDay' | 'expiryDay', RoleDraftError>> = {};
  const start = draft.starts === 'date' ? dayEdge(draft.startDay, 'start') : now;
  const expiry = draft.expires === 'date' ? dayEdge(draft.expiryDay, 'end') : null;
  if (!start) errors.startDay = 'startRequired';
  if (draft.expires === 'date' && !expiry) errors.expiryDay = 'expiryRequired';
  else if (start && expiry && expiry <= start) errors.expiryDay = 'expiryBeforeStart';
  if (errors.startDay || errors.expiryDay) return { ok: false, errors };
  return {
    ok: true,
    body: {
      ...(draft.starts === 'date' && start ? { dateAdded: start.toISOString() } : {}),
      dateExpires: expiry ? expiry.toISOString() : null,
    },
  };
}
