import type { I18n } from '@lingui/core';

/** A date and time in the reader's language, or the given text when there is none. */
export function formatDate(i18n: I18n, iso: string | null | undefined, none = ''): string {
  return iso ? i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : none;
}

/** A `datetime-local` value (local time, minutes) for an ISO date. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** An ISO date for a `datetime-local` value, or null for none or an unreadable one. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
