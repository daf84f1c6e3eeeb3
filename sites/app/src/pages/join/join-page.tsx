import { useLingui } from '@lingui/react';
import { useAppContext } from '../../app-context.ts';
import { PageSection } from '../../common/page-section.tsx';
import type { PageProps } from '../../routes/pages.ts';
import { JoinForm } from './widgets.ts';

/** Where the provider sends a reader who joined here: the same form, in its names step. */
export const joinCompletePath = '/join/complete';

/**
 * `/join` and `/join/complete`: the `<join-form>` component on this site's
 * API, in the page's language. It returns from the provider to
 * `/join/complete` (where `?paymentFlowId=` shows its names step); a
 * refused payment goes on to `/join/failed`.
 */
export function JoinPage({ route }: PageProps) {
  const { router } = useAppContext();
  const { i18n } = useLingui();
  return (
    <PageSection title={route.title}>
      <JoinForm
        api={location.origin}
        lang={i18n.locale}
        completeUrl={`${location.origin}${joinCompletePath}`}
        onPaymentFailed={() => router.navigate('/join/failed', { replace: true })}
      />
    </PageSection>
  );
}
