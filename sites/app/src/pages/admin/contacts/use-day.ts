import { useLingui } from '@lingui/react';

/**
 * A day in the admin's language ("Jan 5, 2026"), for the contact page's dates.
 * @example const day = useDay(); day(contact.joined) // 'Jan 5, 2026'
 */
export function useDay() {
  const { i18n } = useLingui();
  return (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium' });
}
