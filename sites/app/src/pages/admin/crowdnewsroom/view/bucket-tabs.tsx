import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import type { ResponseBucket } from '@masthead/core';
import { buckets, bucketSlug, bucketTexts } from '../callout-texts.ts';
import * as css from '../../../../admin-kit/admin.css.ts';

/**
 * WAI-ARIA tabs for the three buckets: one tab stop, arrows, Home and End
 * move and select (the panel's content is one list that reloads).
 */
export function BucketTabs({
  bucket,
  onSelect,
  label,
  children,
}: {
  bucket: ResponseBucket;
  onSelect: (bucket: ResponseBucket) => void;
  label: string;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = buckets.indexOf(bucket);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % buckets.length,
      ArrowLeft: (index - 1 + buckets.length) % buckets.length,
      Home: 0,
      End: buckets.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(buckets[next]!);
    refs.current[next]?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={label} className={`${css.tabList} ${css.tabNav}`} onKeyDown={onKeyDown}>
        {buckets.map((b, i) => (
          <button
            key={b}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`bucket-tab-${bucketSlug(b)}`}
            aria-selected={b === bucket}
            aria-controls="bucket-panel"
            tabIndex={b === bucket ? 0 : -1}
            className={css.tabButton}
            onClick={() => onSelect(b)}
          >
            {i18n._(bucketTexts[b])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="bucket-panel" aria-labelledby={`bucket-tab-${bucketSlug(bucket)}`}>
        {children}
      </div>
    </>
  );
}
