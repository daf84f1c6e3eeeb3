import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@masthead/client';
import type { Contact } from '@masthead/core';
import { useAppContext } from '../../../app-context.ts';
import type { PageProps } from '../../../routes/pages.ts';
import { NotFoundPage } from '../../not-found-page.tsx';
import { LoadState } from '../crowdnewsroom/admin-shared.tsx';
import { useLoad } from '../crowdnewsroom/use-load.ts';
import { ContactOverview } from './contact-overview.tsx';
import { ContactTabs, type ContactTab } from './contact-tabs.tsx';
import { ContributionTab } from './contribution-tab.tsx';

const tabOf = (path: string): ContactTab => (path.endsWith('/contribution') ? 'contribution' : 'overview');

/** What the overview shows: the roles with their dates and the contribution (ContributionInfo). */
const contactQuery = { with: ['roles', 'contribution'] } as const;

/**
 * `/admin/contacts/{id}` and its built tabs (overview, contribution): the
 * contact's name as the heading, the tabs, then the tab. An unknown contact
 * is the app's "Page not found".
 */
export function ContactPage({ route, params }: PageProps) {
  const { api } = useAppContext();
  const { i18n } = useLingui();
  const id = params.id ?? '';
  const tab = tabOf(route.path);
  const { result } = useLoad(
    (): Promise<Contact> => api.contacts.get({ params: { id }, query: { with: [...contactQuery.with] } }),
    [id],
  );
  if (result.state === 'failed' && result.error instanceof ApiError && result.error.httpCode === 404) {
    return <NotFoundPage />;
  }
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{result.state === 'done' ? result.value.displayName : i18n._(route.title)}</h1>
      <ContactTabs contactId={id} current={tab} />
      <LoadState result={result}>
        {(contact) =>
          tab === 'contribution' ? <ContributionTab contactId={contact.id} /> : <ContactOverview contact={contact} />
        }
      </LoadState>
    </section>
  );
}
