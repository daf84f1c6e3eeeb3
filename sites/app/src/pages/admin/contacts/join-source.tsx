import { Fragment, useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { JoinSource } from '@masthead/core';
import * as css from '../../../admin-kit/admin.css.ts';

const utmParts = ['source', 'medium', 'campaign', 'term', 'content'] as const;

/** Whether a join source says anything (the join form records only what it found). */
export const hasJoinSource = (source: JoinSource | null | undefined): source is JoinSource =>
  Boolean(
    source &&
    (source.pageUrl ||
      source.pageTitle ||
      source.referrer ||
      source.calloutSlug ||
      Object.values(source.utm ?? {}).some(Boolean)),
  );

/**
 * "Joined from": the page the contact joined on (its title, linked to its
 * address), the referrer, the call-out whose thank-you step led there and
 * the UTM parts. Nothing when the contact has no join source.
 */
export function JoinSourceSection({ source }: { source: JoinSource | null | undefined }) {
  const { t } = useLingui();
  const id = useId();
  if (!hasJoinSource(source)) return null;
  const utmLabels: Record<(typeof utmParts)[number], string> = {
    source: t`UTM source`,
    medium: t`UTM medium`,
    campaign: t`UTM campaign`,
    term: t`UTM term`,
    content: t`UTM content`,
  };
  const page = source.pageTitle || source.pageUrl;
  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} className={css.sectionTitle}>
        {t`Joined from`}
      </h2>
      <dl className={css.details}>
        {page && (
          <>
            <dt>{t`Page`}</dt>
            <dd>
              {source.pageUrl ? (
                <a href={source.pageUrl} rel="noopener noreferrer">
                  {page}
                </a>
              ) : (
                page
              )}
            </dd>
          </>
        )}
        {source.referrer && (
          <>
            <dt>{t`Referrer`}</dt>
            <dd>
              <a href={source.referrer} rel="noopener noreferrer">
                {source.referrer}
              </a>
            </dd>
          </>
        )}
        {source.calloutSlug && (
          <>
            <dt>{t`Call-out`}</dt>
            <dd>{source.calloutSlug}</dd>
          </>
        )}
        {utmParts.map((part) =>
          source.utm?.[part] ? (
            <Fragment key={part}>
              <dt>{utmLabels[part]}</dt>
              <dd>{source.utm[part]}</dd>
            </Fragment>
          ) : null,
        )}
      </dl>
    </section>
  );
}
