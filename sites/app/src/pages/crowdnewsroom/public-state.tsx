import type { ComponentType, ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { genericTexts } from '@masthead/core';
import { FormAlert } from '@masthead/ui';
import { errorText } from '../../common/error-text.ts';
import { NotFoundPage } from '../not-found-page.tsx';
import type { Callout } from '@masthead/core';
import { PageSection } from '../../common/page-section.tsx';
import type { PageProps } from '../../routes/pages.ts';
import { usePublicCallout, type PublicCallout } from './use-public-callout.ts';

/**
 * What a public call-out page shows until its call-out is there: a
 * loading line, the app's not-found page, or the failure.
 */
export function PublicState({ state, children }: { state: PublicCallout; children: () => ReactNode }) {
  const { i18n } = useLingui();
  if (state.phase === 'ready') return <>{children()}</>;
  if (state.phase === 'not-found') return <NotFoundPage />;
  if (state.phase === 'failed') {
    return (
      <section aria-labelledby="page-title">
        <h1 id="page-title">
          <Trans>This call-out could not be loaded</Trans>
        </h1>
        <FormAlert>{i18n._(errorText(state.error) ?? genericTexts.reload)}</FormAlert>
      </section>
    );
  }
  return (
    <p role="status">
      <Trans>Loading call-out…</Trans>
    </p>
  );
}

/**
 * A public call-out page (`/crowdnewsroom/:id/…`) whose `View` sits in a
 * section titled by the route, once the call-out is there.
 * @example export const RespondPage = (props: PageProps) => <CalloutSectionPage {...props} View={RespondView} />
 */
export function CalloutSectionPage({ route, params, View }: PageProps & { View: ComponentType<{ callout: Callout }> }) {
  const state = usePublicCallout(params.id ?? '');
  return (
    <PublicState state={state}>
      {() =>
        state.phase === 'ready' && (
          <PageSection title={route.title}>
            <View callout={state.callout} />
          </PageSection>
        )
      }
    </PublicState>
  );
}
