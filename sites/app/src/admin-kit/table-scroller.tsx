import type { ReactNode } from 'react';
import * as css from './admin.css.ts';

/**
 * A table's frame that scrolls sideways on a narrow screen instead of
 * widening the page; focusable, so a keyboard can scroll it too.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={css.tableWrap} role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
