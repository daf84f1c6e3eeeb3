import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Trans } from '@lingui/react/macro';
import type { Callout } from '@masthead/core';
import { sanitizeHtml } from '@masthead/forms/renderer';
import { useAppContext } from '../../app-context.ts';
import type { PageProps } from '../../routes/pages.ts';
import { AppLink } from './app-link.tsx';
import { PublicState } from './public-state.tsx';
import { calloutPath, responseViews, usePublicCallout } from './use-public-callout.ts';
import * as css from './crowdnewsroom.css.ts';

/** The call-out's redirect when it is one the browser may follow (the server allows only http and https). */
function thanksRedirectOf(callout: Pick<Callout, 'thanksRedirect'>): string | null {
  const url = callout.thanksRedirect?.trim();
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/**
 * `/crowdnewsroom/:id/thanks`: the call-out's end message (its thank-you
 * title and text), or on to its redirect URL.
 */
export function ThanksPage({ params }: PageProps) {
  const state = usePublicCallout(params.id ?? '');
  return (
    <PublicState state={state}>
      {() =>
        state.phase === 'ready' &&
        (thanksRedirectOf(state.callout) ? (
          <Redirect to={thanksRedirectOf(state.callout)!} />
        ) : (
          <ThanksView callout={state.callout} />
        ))
      }
    </PublicState>
  );
}

function Redirect({ to }: { to: string }) {
  const { router } = useAppContext();
  useEffect(() => {
    router.navigate(to, { replace: true });
  }, [router, to]);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Thank you!</Trans>
      </h1>
      <p role="status">
        <Trans>
          Taking you on to <a href={to}>{to}</a>…
        </Trans>
      </p>
    </section>
  );
}

function ThanksView({ callout }: { callout: Callout }) {
  const { session } = useAppContext();
  const { contact } = useSnapshot(session);
  const views = responseViews(callout);
  const title = callout.title;
  return (
    <section aria-labelledby="page-title" className={css.article}>
      <h1 id="page-title">{callout.thanksTitle || <Trans>Thank you!</Trans>}</h1>
      {callout.thanksText ? <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(callout.thanksText) }} /> : null}
      <ul>
        <li>
          <AppLink href={calloutPath(callout)} embeddable>
            <Trans>Back to the call-out “{title}”</Trans>
          </AppLink>
        </li>
        {views.gallery ? (
          <li>
            <AppLink href={calloutPath(callout, 'gallery')} embeddable>
              <Trans>See the responses in a gallery</Trans>
            </AppLink>
          </li>
        ) : null}
        {contact ? (
          <li>
            <AppLink href="/crowdnewsroom">
              <Trans>See your responses</Trans>
            </AppLink>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
