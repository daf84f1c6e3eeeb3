import { useLingui } from '@lingui/react/macro';
import type { Callout } from '@masthead/core';
import * as css from './crowdnewsroom.css.ts';

/** The call-out's status in words, with the date that matters: when it opens, ends or ended. */
export function CalloutDates({ callout }: { callout: Pick<Callout, 'status' | 'starts' | 'expires'> }) {
  const { t, i18n } = useLingui();
  const day = (iso: string | null) => (iso ? i18n.date(new Date(iso), { dateStyle: 'long' }) : '');
  const starts = day(callout.starts);
  const expires = day(callout.expires);
  let text;
  if (callout.status === 'ended') text = expires ? t`Closed on ${expires}` : t`Closed`;
  else if (callout.status === 'scheduled') text = t`Opens on ${starts}`;
  else if (callout.status === 'draft') text = t`Draft, not published yet`;
  else text = expires ? t`Open until ${expires}` : t`Open`;
  return <p className={css.dates}>{text}</p>;
}
