import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@masthead/ui';
import * as css from './admin.css.ts';

export interface PaginationProps {
  offset: number;
  /** Items on this page. */
  count: number;
  total: number;
  pageSize: number;
  onOffset: (offset: number) => void;
  /** Names the navigation landmark, e.g. "Pages of call-outs". */
  label: string;
}

/** "Showing 1–25 of 40" with Previous and Next (docs/product/limits.md, "Pagination and VAT": start, end and total). */
export function Pagination({ offset, count, total, pageSize, onOffset, label }: PaginationProps) {
  const { t } = useLingui();
  if (total === 0) return null;
  const start = offset + 1;
  const end = offset + count;
  return (
    <nav aria-label={label} className={css.row}>
      <p role="status" style={{ margin: 0 }}>
        <Trans>
          Showing {start}–{end} of {total}
        </Trans>
      </p>
      <Button
        variant="greyOutlined"
        size="sm"
        disabled={offset === 0}
        onClick={() => onOffset(Math.max(0, offset - pageSize))}
      >
        {t`Previous page`}
      </Button>
      <Button variant="greyOutlined" size="sm" disabled={end >= total} onClick={() => onOffset(offset + pageSize)}>
        {t`Next page`}
      </Button>
    </nav>
  );
}
