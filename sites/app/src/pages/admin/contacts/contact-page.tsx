import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@masthead/client';
import type { Contact } from '@masthead/core';
import { useAppContext } from '../../../app-context.ts';
import type { PageProps } from '../../../routes/pages.ts';
import { NotFoundPage } from '../../not-found-page.tsx';
import { LoadState } from '../../../admin-kit/load-state.tsx';
import { useLoad } from '../../../admin-kit/use-load.ts';
import { AccountTab } from './account-tab.tsx';
import { CalloutsTab } from './callouts-tab.tsx';
import { ContactOverview } from './contact-overview.tsx';
import { ContactTabs, type ContactTab } from './contact-tabs.tsx';
import { ContributionTab } from './contribution-tab.tsx';

const tabOf = (path: string): ContactTab => {
  const last = path.split('/').at(-1);
  return last === 'account' || last === 'callouts' || last === 'contribution' ? last : 'overview';
};

/**
 * What the tabs show: the profile (newsletter, join source, the account
 * form), the roles with their dates and the contribution (ContributionInfo).
 */
const contactQuery = { with: ['profile', 'roles', 'contribution'] } as const;

/**
 * `/admin/contacts/{id}` and its tabs (overview, account, call-outs,
 * contribution): the contact's name as the heading, the tabs, then the tab.
 * An unknown contact is the app's "Page not found".
 */
export function ContactPage({ route, params }: PageProps) {
  const { api } = useAppContext();
  const { i18n } = useLingui();
  const id = params.id ?? '';
  const tab = tabOf(route.path);
  const { result, set } = useLoad(
    (): Promise<Contact> => api.contacts.get({ params: { id }, query: { with: [...contactQuery.with] } }),
    [id],
  );
  // 404: no such contact; 400: an address whose id could never name one (a mistyped link).
  if (result.state === 'failed' && result.error instanceof ApiError && [400, 404].includes(result.error.httpCode)) {
    return <NotFoundPage />;
  }
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{result.state === 'done' ? result.value.displayName : i18n._(route.title)}</h1>
      <ContactTabs contactId={id} current={tab} />
      <LoadState result={result}>
        {(contact) =>
          tab === 'contribution' ? (
            <ContributionTab contactId={contact.id} />
          ) : tab === 'account' ? (
            <AccountTab contact={contact} onChanged={set} />
          ) : tab === 'callouts' ? (
            <CalloutsTab contactId={contact.id} />
          ) : (
            <ContactOverview contact={contact} />
          )
        }
      </LoadState>
    </section>
  );
}
