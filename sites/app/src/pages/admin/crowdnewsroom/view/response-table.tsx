import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CalloutResponse, FormSchema } from '@masthead/core';
import { Link } from '../../../../routes/link.tsx';
import { formatDate } from '../../../../admin-kit/dates.ts';
import { TableScroller } from '../../../../admin-kit/table-scroller.tsx';
import * as css from '../../../../admin-kit/admin.css.ts';
import { answerText } from './answer-list.tsx';

/** Who sent a response: the contact (admins see it), the guest's name, or nobody known. */
export function responderName(response: CalloutResponse): string | null {
  return response.contact?.displayName ?? response.guestName ?? null;
}

/**
 * A page of responses with a checkbox per row and one that selects the whole page. Each row is
 * named by the answer the call-out's response title setting points at (`titleProp`), else
 * "Response N".
 */
export function ResponseTable({
  calloutId,
  caption,
  form,
  titleProp,
  items,
  selected,
  onSelect,
}: {
  calloutId: string;
  caption: string;
  form: FormSchema | undefined;
  /** `responseViewSchema.titleProp`: `answers.<slideId>.<key>`, or empty. */
  titleProp: string | undefined;
  /** With their `answers`, for the titles. */
  items: readonly CalloutResponse[];
  selected: ReadonlySet<string>;
  onSelect: (next: Set<string>) => void;
}) {
  const { t, i18n } = useLingui();
  const all = useRef<HTMLInputElement>(null);
  const chosen = items.filter((item) => selected.has(item.id)).length;
  useEffect(() => {
    if (all.current) all.current.indeterminate = chosen > 0 && chosen < items.length;
  }, [chosen, items.length]);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelect(next);
  };

  return (
    <TableScroller label={caption}>
      <table className={css.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <input
                ref={all}
                type="checkbox"
                aria-label={t`Select all responses on this page`}
                checked={items.length > 0 && chosen === items.length}
                onChange={(event) =>
                  onSelect(event.currentTarget.checked ? new Set(items.map((item) => item.id)) : new Set())
                }
              />
            </th>
            <th scope="col">{t`Response`}</th>
            <th scope="col">{t`Received`}</th>
            <th scope="col">{t`From`}</th>
            <th scope="col">{t`Tags`}</th>
            <th scope="col">{t`Assignee`}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const number = item.number;
            return (
              <tr key={item.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t`Select response ${number}`}
                    checked={selected.has(item.id)}
                    onChange={(event) => toggle(item.id, event.currentTarget.checked)}
                  />
                </td>
                <th scope="row">
                  <Link href={`/admin/crowdnewsroom/view/${calloutId}/responses/${item.id}`}>
                    {answerText(form, item.answers, titleProp, i18n) ?? t`Response ${number}`}
                  </Link>
                </th>
                <td>{formatDate(i18n, item.createdAt)}</td>
                <td>{responderName(item) ?? <span className={css.muted}>{t`Anonymous`}</span>}</td>
                <td>
                  {(item.tags ?? []).map((tag) => (
                    <span key={tag.id} className={css.badge}>
                      {tag.name}
                    </span>
                  ))}
                </td>
                <td>{item.assignee?.displayName ?? <span className={css.muted}>{t`Nobody`}</span>}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
