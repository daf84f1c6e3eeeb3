import { Trans, useLingui } from '@lingui/react/macro';
import type { Callout, ResponseBucket } from '@masthead/core';
import { EmptyState } from '../../../../common/empty-state.tsx';
import { bucketTexts } from '../callout-texts.ts';

/**
 * What an empty bucket says: change the filter when one is set; in the
 * inbox, where new responses come from (with the public page while the
 * call-out is open); elsewhere, how responses get there.
 */
export function EmptyBucket({
  callout,
  bucket,
  filtered,
}: {
  callout: Pick<Callout, 'slug' | 'status'>;
  bucket: ResponseBucket;
  filtered: boolean;
}) {
  const { t, i18n } = useLingui();
  const bucketName = i18n._(bucketTexts[bucket]);
  if (filtered) {
    return (
      <EmptyState>{t`No responses in ${bucketName} match this filter. Change or clear the filter above.`}</EmptyState>
    );
  }
  if (bucket !== '') {
    return (
      <EmptyState>
        {t`No responses in ${bucketName}. Move responses here with the bulk actions or from a response’s page.`}
      </EmptyState>
    );
  }
  const open = callout.status === 'open';
  return (
    <EmptyState
      action={
        open
          ? {
              href: `/crowdnewsroom/${encodeURIComponent(callout.slug)}`,
              label: <Trans>Open the call-out’s public page</Trans>,
            }
          : undefined
      }
    >
      {open
        ? t`No responses in ${bucketName}. New responses arrive here: share the call-out’s public page to collect more.`
        : t`No responses in ${bucketName}. New responses arrive here while the call-out is open.`}
    </EmptyState>
  );
}
