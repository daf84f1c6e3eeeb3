import { useState, type DependencyList, type ReactNode } from 'react';
import { EmptyState, type EmptyAction } from '../common/empty-state.tsx';
import { LoadState } from './load-state.tsx';
import { Pagination } from './pagination.tsx';
import { useLoad, type Loaded } from './use-load.ts';

/** Rows a page in the admin lists. */
export const adminPageSize = 25;

/** A page of a list as the API answers it (docs/product/api.md, "Lists"). */
export interface ListPage<T> {
  items: readonly T[];
  offset: number;
  count: number;
  total: number;
}

/** What `PagedList` needs of `usePagedList`. */
export interface PagedLoad<P> {
  result: Loaded<P>;
  setOffset: (offset: number) => void;
}

/**
 * A filtered admin list: the filters, the offset, and the page `load`s for
 * them. Changing a filter starts again at the first page in the same render,
 * so the list is asked once, not once for the old offset and once more.
 * `deps` are anything else `load` reads (the caller's rights, a contact id).
 * @example const paged = usePagedList({ status: '' as Status | '' }, (filters, page) => list({ ...page, ...filters }));
 */
export function usePagedList<F extends object, P>(
  initial: F,
  load: (filters: F, page: { limit: number; offset: number }) => Promise<P>,
  deps: DependencyList = [],
) {
  const [filters, setFilters] = useState(initial);
  const [offset, setOffset] = useState(0);
  const loaded = useLoad(
    () => load(filters, { limit: adminPageSize, offset }),
    [...Object.values(filters), offset, ...deps],
  );
  const setFilter = <K extends keyof F>(key: K, value: F[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setOffset(0);
  };
  return { ...loaded, filters, setFilter, offset, setOffset };
}

export interface PagedListProps<T> {
  paged: PagedLoad<ListPage<T>>;
  /** Names the pages' navigation, e.g. "Pages of emails". */
  label: string;
  /** Said (as a status) when the page has no rows: why, and what to do next. */
  empty: ReactNode;
  /** The link to that next step, when there is one (`EmptyState`). */
  emptyAction?: EmptyAction | undefined;
  children: (items: readonly T[]) => ReactNode;
}

/**
 * Loading or failure, then the `empty` text (with `emptyAction`) or the rows with "Showing 1–25
 * of 40" and Previous/Next under them.
 * @example <PagedList paged={paged} label={t`Pages of emails`} empty={<Trans>No emails.</Trans>}>{(items) => …}</PagedList>
 */
export function PagedList<T>({ paged, label, empty, emptyAction, children }: PagedListProps<T>) {
  return (
    <LoadState result={paged.result}>
      {(page) =>
        page.items.length === 0 ? (
          <EmptyState action={emptyAction}>{empty}</EmptyState>
        ) : (
          <>
            {children(page.items)}
            <Pagination
              label={label}
              offset={page.offset}
              count={page.count}
              total={page.total}
              pageSize={adminPageSize}
              onOffset={paged.setOffset}
            />
          </>
        )
      }
    </LoadState>
  );
}
