import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useAppContext } from '../../../app-context.ts';
import { Link } from '../../../routes/link.tsx';
import { LoadState } from '../../../admin-kit/load-state.tsx';
import { useLoad } from '../../../admin-kit/use-load.ts';
import * as css from '../../../admin-kit/admin.css.ts';

/** Contacts whose renewals are failing (in their grace period), as the contact rule `paymentFailing` finds them. */
const failingRules = JSON.stringify({
  condition: 'AND',
  rules: [{ field: 'paymentFailing', operator: 'equal', value: [true] }],
});
const shown = 5;

/**
 * The dashboard's "payments failing" card: how many members' payments are
 * failing and the first few, each linking to the contact, so the newsroom
 * can reach out before their grace period ends.
 */
export function FailingPaymentsCard() {
  const { api } = useAppContext();
  const { t } = useLingui();
  const id = useId();
  const { result } = useLoad(
    () => api.contacts.list({ query: { rules: failingRules, limit: shown, sort: 'lastname' } }),
    [],
  );
  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} className={css.sectionTitle}>
        {t`Payments failing`}
      </h2>
      <LoadState result={result}>
        {(page) =>
          page.total === 0 ? (
            <p>
              <Trans>No payments are failing.</Trans>
            </p>
          ) : (
            <>
              <p>
                {t({
                  message: plural(page.total, {
                    one: '# member’s payments are failing: they keep access during the grace period.',
                    other: '# members’ payments are failing: they keep access during the grace period.',
                  }),
                })}
              </p>
              <ul>
                {page.items.map((contact) => (
                  <li key={contact.id}>
                    <Link href={`/admin/contacts/${contact.id}`}>{contact.displayName}</Link>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </LoadState>
    </section>
  );
}
