import { useSnapshot } from 'valtio';
import { Trans } from '@lingui/react/macro';
import type { Callout } from '@masthead/core';
import { useAppContext } from '../../app-context.ts';
import type { PageProps } from '../../routes/pages.ts';
import { AppLink } from './app-link.tsx';
import { calloutAvailability } from './callout-availability.ts';
import { CalloutNotice } from './callout-notice.tsx';
import { EmbeddedForm } from './embedded-form.tsx';
import { CalloutSectionPage } from './public-state.tsx';
import { calloutPath } from './use-public-callout.ts';

/**
 * `/crowdnewsroom/:id/respond`: the call-out's form (the `<callout-form>`
 * component: intro, questions, contact details and captcha as the call-out
 * asks), or why the reader cannot answer it now.
 */
export function RespondPage(props: PageProps) {
  return <CalloutSectionPage {...props} View={RespondView} />;
}

function RespondView({ callout }: { callout: Callout }) {
  const { session } = useAppContext();
  const { contact } = useSnapshot(session);
  const availability = calloutAvailability(callout, contact ? contact.activeRoles : null);
  return (
    <>
      <p>
        <AppLink href={calloutPath(callout)} embeddable>
          <Trans>Back to the call-out</Trans>
        </AppLink>
      </p>
      {availability === 'open' ? (
        <EmbeddedForm callout={callout} />
      ) : (
        <>
          <h2>{callout.title}</h2>
          <CalloutNotice availability={availability} next={calloutPath(callout, 'respond')} />
        </>
      )}
    </>
  );
}
