import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Trans } from '@lingui/react/macro';
import { pageTitle, type Callout } from '@masthead/core';
import { sanitizeHtml } from '@masthead/forms/renderer';
import { useAppContext } from '../../app-context.ts';
import type { PageProps } from '../../routes/pages.ts';
import { AppLink } from './app-link.tsx';
import { calloutAvailability } from './callout-availability.ts';
import { CalloutDates } from './callout-dates.tsx';
import { CalloutNotice } from './callout-notice.tsx';
import { EmbeddedForm } from './embedded-form.tsx';
import { PublicState } from './public-state.tsx';
import { calloutPath, responseViews, usePublicCallout } from './use-public-callout.ts';
import * as css from './crowdnewsroom.css.ts';

/**
 * `/crowdnewsroom/:id`: the call-out's cover, title, dates and intro, then a
 * way to answer it, or why the reader cannot, and its gallery and map where
 * it publishes them. Inside another site's frame the form shows right here,
 * since the respond page refuses frames.
 */
export function CalloutPage({ params }: PageProps) {
  const state = usePublicCallout(params.id ?? '');
  return (
    <PublicState state={state}>{() => state.phase === 'ready' && <CalloutView callout={state.callout} />}</PublicState>
  );
}

function CalloutView({ callout }: { callout: Callout }) {
  const { session, framed, settings } = useAppContext();
  const { contact } = useSnapshot(session);
  const { organisationName } = useSnapshot(settings);
  // A shared or bookmarked call-out reads as itself, not as 'Call-out'.
  useEffect(() => {
    document.title = pageTitle(callout.title, organisationName);
  }, [callout.title, organisationName]);
  const availability = calloutAvailability(callout, contact ? contact.activeRoles : null);
  const views = responseViews(callout);
  const inline = framed && availability === 'open';

  return (
    <article aria-labelledby="page-title" className={css.article}>
      {callout.image ? <img className={css.cover} src={callout.image} alt="" /> : null}
      <h1 id="page-title">{callout.title}</h1>
      {callout.excerpt ? <p className={css.lead}>{callout.excerpt}</p> : null}
      <CalloutDates callout={callout} />
      {inline ? (
        // The h1 above is the title: the form does not repeat it.
        <EmbeddedForm callout={callout} titled={false} />
      ) : (
        <>
          {callout.intro ? <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(callout.intro) }} /> : null}
          {availability === 'open' ? (
            <div className={css.actions}>
              <AppLink href={calloutPath(callout, 'respond')} variant="primary">
                <Trans>Respond</Trans>
              </AppLink>
            </div>
          ) : (
            <CalloutNotice availability={availability} next={calloutPath(callout, 'respond')} />
          )}
        </>
      )}
      {views.gallery || views.map ? (
        <nav aria-labelledby="callout-responses-title">
          <h2 id="callout-responses-title">
            <Trans>Responses</Trans>
          </h2>
          <ul>
            {views.gallery ? (
              <li>
                <AppLink href={calloutPath(callout, 'gallery')} embeddable>
                  <Trans>See the responses in a gallery</Trans>
                </AppLink>
              </li>
            ) : null}
            {views.map ? (
              <li>
                <AppLink href={calloutPath(callout, 'map')} embeddable>
                  <Trans>See the responses on a map</Trans>
                </AppLink>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}
