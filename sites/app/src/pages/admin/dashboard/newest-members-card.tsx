import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppContext } from '../../../app-context.ts';
import { Link } from '../../../routes/link.tsx';
import { LoadState } from '../../../admin-kit/load-state.tsx';
import { useLoad } from '../../../admin-kit/use-load.ts';
import { EmptyState } from '../../../common/empty-state.tsx';
import * as css from '../../../admin-kit/admin.css.ts';

/** Contacts with a member role in force, as the contact rule `activeMembership` finds them. */
const memberRules = JSON.stringify({
  condition: 'AND',
  rules: [{ field: 'activeMembership', operator: 'equal', value: [true] }],
});
const shown = 5;

/**
 * The dashboard's "newest members" card: the members who joined last,
 * newest first, each linking to the contact, with the day they joined.
 */
export function NewestMembersCard() {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const id = useId();
  const { result } = useLoad(
    () => api.contacts.list({ query: { rules: memberRules, limit: shown, sort: 'joined', order: 'DESC' } }),
    [],
  );
  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} className={css.sectionTitle}>
        {t`Newest members`}
      </h2>
      <LoadState result={result}>
        {(page) =>
          page.total === 0 ? (
            <EmptyState action={{ href: '/admin/membership-builder', label: <Trans>Set up the join form</Trans> }}>
              <Trans>No members yet. Readers join through the join form on your site.</Trans>
            </EmptyState>
          ) : (
            <ul>
              {page.items.map((contact) => {
                const joined = i18n.date(contact.joined, { dateStyle: 'medium' });
                return (
                  <li key={contact.id}>
                    <Link href={`/admin/contacts/${contact.id}`}>{contact.displayName}</Link>{' '}
                    <span>{t`joined ${joined}`}</span>
                  </li>
                );
              })}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
}
