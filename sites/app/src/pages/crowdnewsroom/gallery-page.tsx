import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { CalloutGallery } from '@masthead/elements/callout-gallery';
import { PageSection } from '../../common/page-section.tsx';
import type { PageProps } from '../../routes/pages.ts';
import { AppLink } from './app-link.tsx';

/**
 * `/crowdnewsroom/:id/gallery`: the responses the call-out publishes, as
 * the `<callout-gallery>` component shows them (not found, no gallery and
 * no responses yet included), in the page's language.
 */
export function GalleryPage({ route, params }: PageProps) {
  const { i18n } = useLingui();
  const id = params.id ?? '';
  return (
    <PageSection title={route.title}>
      <p>
        <AppLink href={`/crowdnewsroom/${encodeURIComponent(id)}`} embeddable>
          <Trans>Back to the call-out</Trans>
        </AppLink>
      </p>
      <CalloutGallery slug={id} api={location.origin} lang={i18n.locale} />
    </PageSection>
  );
}
