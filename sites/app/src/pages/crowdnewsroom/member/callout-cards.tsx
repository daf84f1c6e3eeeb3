import { Trans, useLingui } from '@lingui/react/macro';
import type { Callout, CalloutResponse } from '@masthead/core';
import { visuallyHidden } from '@masthead/ui';
import { AppLink } from '../app-link.tsx';
import { calloutAvailability, canChangeAnswers } from '../callout-availability.ts';
import { CalloutDates } from '../callout-dates.tsx';
import { calloutPath } from '../use-public-callout.ts';
import * as css from '../crowdnewsroom.css.ts';

/** A call-out in a member's list: its title (to its page), summary and dates, and a way to respond while open. */
export function CalloutCard({ callout }: { callout: Callout }) {
  const open = calloutAvailability(callout, ['member']) === 'open';
  return (
    <li className={css.card}>
      {callout.image ? <img className={css.cardImage} src={callout.image} alt="" /> : null}
      <h3 className={css.cardTitle}>
        <AppLink href={calloutPath(callout)} embeddable>
          {callout.title}
        </AppLink>
      </h3>
      {callout.excerpt ? <p className={css.cardText}>{callout.excerpt}</p> : null}
      <CalloutDates callout={callout} />
      {callout.hasAnswered ? (
        <p className={css.cardText}>
          <Trans>You have responded.</Trans>
        </p>
      ) : null}
      {open ? (
        <p className={css.cardText}>
          <AppLink href={calloutPath(callout, 'respond')}>
            {callout.hasAnswered ? <Trans>Respond again</Trans> : <Trans>Respond</Trans>}
            <span className={visuallyHidden}> – {callout.title}</span>
          </AppLink>
        </p>
      ) : null}
    </li>
  );
}

/** One of the member's responses: which call-out, when it was sent, whether it can still change. */
export function ResponseCard({ response }: { response: CalloutResponse }) {
  const { t, i18n } = useLingui();
  const callout = response.callout;
  const title = callout?.title ?? t`Call-out`;
  const sent = i18n.date(new Date(response.createdAt), { dateStyle: 'long' });
  return (
    <li className={css.card}>
      <h3 className={css.cardTitle}>
        <AppLink href={`/crowdnewsroom?response=${encodeURIComponent(response.id)}`}>{title}</AppLink>
      </h3>
      <p className={css.cardText}>
        <Trans>Sent on {sent}</Trans>
      </p>
      {callout ? (
        <p className={css.cardText}>
          {canChangeAnswers(callout) ? (
            <Trans>You can still change your answers.</Trans>
          ) : callout.status === 'ended' ? (
            <Trans>This call-out has ended.</Trans>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}
