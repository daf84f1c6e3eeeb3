import type { ReactNode } from 'react';
import { Link } from '../routes/link.tsx';
import * as css from './empty-state.css.ts';

/** Where an empty list sends a person: an address in the app and its (translated) text. */
export interface EmptyAction {
  href: string;
  label: ReactNode;
}

/**
 * What an empty list shows instead of its rows: one sentence saying why it
 * is empty and what to do next, and the link to do it where there is one.
 * No heading: the list's own heading already names it. The sentence is a
 * status, so it is also announced when a filter empties the list.
 * @example <EmptyState action={{ href: '/admin/crowdnewsroom/new', label: <Trans>Create a call-out</Trans> }}><Trans>No call-outs yet.</Trans></EmptyState>
 */
export function EmptyState({ children, action }: { children: ReactNode; action?: EmptyAction | undefined }) {
  return (
    <div className={css.empty}>
      <p role="status" className={css.text}>
        {children}
      </p>
      {action && (
        <Link href={action.href} className={css.action}>
          {action.label}
        </Link>
      )}
    </div>
  );
}
