import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { contactSortValues, type Contact, type ContactSort, type ContactTag } from '@masthead/core';
import { useFormatMoney } from '@masthead/forms/contribution';
import { Link } from '../../../routes/link.tsx';
import { TableScroller } from '../../../admin-kit/table-scroller.tsx';
import { ariaSort, type ContactOrder } from './contact-list-query.ts';
import * as css from '../../../admin-kit/admin.css.ts';
import * as own from './contacts-list.css.ts';

const columns: [ContactSort, MessageDescriptor][] = [
  ['firstname', msg`First name`],
  ['lastname', msg`Last name`],
  ['email', msg`Email`],
  ['joined', msg`Joined`],
  ['lastSeen', msg`Last seen`],
  ['contributionMonthlyAmount', msg`Monthly amount`],
  ['membershipStarts', msg`Member since`],
  ['membershipExpires', msg`Membership expires`],
];

const monthly = (c: Contact) =>
  c.contributionAmount === null
    ? null
    : c.contributionPeriod === 'annually'
      ? c.contributionAmount / 12
      : c.contributionAmount;
const memberRole = (c: Contact) => c.roles?.find((r) => r.role === 'member');

/**
 * A page of contacts. Every column the server sorts by (core's
 * `contactSortValues`) has a header button that sorts by it, ascending first;
 * the sorted header carries `aria-sort`. The email links to the contact.
 */
export function ContactTable({
  caption,
  items,
  tags,
  order,
  onSort,
}: {
  caption: string;
  items: readonly Contact[];
  tags: readonly ContactTag[];
  order: ContactOrder | null;
  onSort: (column: ContactSort) => void;
}) {
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  const day = (iso: string | null | undefined) => (iso ? i18n.date(new Date(iso), { dateStyle: 'medium' }) : '');
  const tagName = (id: string) => tags.find((tag) => tag.id === id)?.name ?? id;
  const sortable = new Set<string>(contactSortValues);

  const cell = (column: ContactSort, contact: Contact) => {
    switch (column) {
      case 'firstname':
        return contact.firstname;
      case 'lastname':
        return contact.lastname;
      case 'email':
        return <Link href={`/admin/contacts/${contact.id}`}>{contact.email}</Link>;
      case 'joined':
        return day(contact.joined);
      case 'lastSeen':
        return contact.lastSeen ? day(contact.lastSeen) : <span className={css.muted}>{t`Never`}</span>;
      case 'contributionMonthlyAmount': {
        const amount = monthly(contact);
        return amount === null ? '' : money(amount);
      }
      case 'membershipStarts':
        return day(memberRole(contact)?.dateAdded);
      case 'membershipExpires': {
        const role = memberRole(contact);
        return role && !role.dateExpires ? <span className={css.muted}>{t`No end date`}</span> : day(role?.dateExpires);
      }
    }
  };

  return (
    <TableScroller label={caption}>
      <table className={css.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map(([column, label]) => (
              <th key={column} scope="col" aria-sort={sortable.has(column) ? ariaSort(order, column) : undefined}>
                {sortable.has(column) ? (
                  <button type="button" className={own.sortButton} onClick={() => onSort(column)}>
                    {i18n._(label)}
                    <span aria-hidden="true">{sortMark(ariaSort(order, column))}</span>
                  </button>
                ) : (
                  i18n._(label)
                )}
              </th>
            ))}
            <th scope="col">{t`Tags`}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((contact) => (
            <tr key={contact.id}>
              {columns.map(([column]) =>
                column === 'email' ? (
                  <th key={column} scope="row">
                    {cell(column, contact)}
                  </th>
                ) : (
                  <td key={column}>{cell(column, contact)}</td>
                ),
              )}
              <td>
                {(contact.tags ?? []).map((id) => (
                  <span key={id} className={css.badge}>
                    {tagName(id)}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

function sortMark(sort: 'ascending' | 'descending' | 'none'): string {
  if (sort === 'ascending') return ' ▲';
  if (sort === 'descending') return ' ▼';
  return '';
}
