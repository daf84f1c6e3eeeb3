import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { CalloutMap } from '@masthead/elements/callout-map';
import type { PageProps } from '../../routes/pages.ts';
import { AppLink } from './app-link.tsx';
import * as css from './crowdnewsroom.css.ts';

/**
 * `/crowdnewsroom/:id/map` (fullscreen layout, no site header): the
 * responses the call-out publishes on the `<callout-map>` component's map,
 * with a bar naming the page and leading back to the call-out.
 */
export function MapPage({ route, params }: PageProps) {
  const { i18n } = useLingui();
  const id = params.id ?? '';
  return (
    <section aria-labelledby="page-title" className={css.fullscreen}>
      <div className={css.fullscreenBar}>
        <h1 id="page-title" className={css.fullscreenTitle}>
          {i18n._(route.title)}
        </h1>
        <AppLink href={`/crowdnewsroom/${encodeURIComponent(id)}`} embeddable>
          <Trans>Back to the call-out</Trans>
        </AppLink>
      </div>
      <CalloutMap slug={id} api={location.origin} lang={i18n.locale} />
    </section>
  );
}
