import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Segment } from '@masthead/core';
import * as css from '../../../admin-kit/admin.css.ts';

/**
 * WAI-ARIA tabs: "All contacts" and each segment with its contact count; one
 * tab stop, arrows, Home and End move and select. The panel is the one list,
 * which reloads for the chosen tab.
 */
export function SegmentTabs({
  segments,
  selected,
  total,
  onSelect,
  children,
}: {
  segments: readonly Segment[];
  /** The chosen segment's id, or null for all contacts. */
  selected: string | null;
  /** How many contacts there are in all, once known. */
  total: number | null;
  onSelect: (segment: Segment | null) => void;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabs: (Segment | null)[] = [null, ...segments];
  const index = Math.max(
    0,
    tabs.findIndex((s) => (s?.id ?? null) === selected),
  );
  const tabId = (segment: Segment | null) => `segment-tab-${segment?.id ?? 'all'}`;

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next]!);
    refs.current[next]?.focus();
  };

  const count = (n: number | null | undefined) => (n === null || n === undefined ? '' : ` (${i18n.number(n)})`);

  return (
    <>
      <div role="tablist" aria-label={t`Segments`} className={`${css.tabList} ${css.tabNav}`} onKeyDown={onKeyDown}>
        {tabs.map((segment, i) => (
          <button
            key={segment?.id ?? ''}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(segment)}
            aria-selected={i === index}
            aria-controls="segment-panel"
            tabIndex={i === index ? 0 : -1}
            className={css.tabButton}
            onClick={() => onSelect(segment)}
          >
            {segment ? segment.name : t`All contacts`}
            {count(segment ? segment.contactCount : total)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="segment-panel" aria-labelledby={tabId(tabs[index]!)}>
        {children}
      </div>
    </>
  );
}
