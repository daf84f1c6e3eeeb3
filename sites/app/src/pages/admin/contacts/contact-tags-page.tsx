import { useLingui } from '@lingui/react/macro';
import { useAppContext } from '../../../app-context.ts';
import { PageSection } from '../../../common/page-section.tsx';
import { Link } from '../../../routes/link.tsx';
import type { PageProps } from '../../../routes/pages.ts';
import { TagList } from '../tags/tag-list.tsx';

/**
 * `/admin/contacts/tags`: the tags admins put on contacts, by name; add,
 * rename and delete (after a confirmation). A taken name shows the
 * catalogue's `duplicate-tag-name` on the name field.
 */
export function ContactTagsPage({ route }: PageProps) {
  const { api } = useAppContext();
  const { t } = useLingui();
  return (
    <PageSection title={route.title}>
      <p>
        <Link href="/admin/contacts">{t`Back to contacts`}</Link>
      </p>
      <TagList
        deps={[]}
        load={() => api.contactTags.list()}
        add={(name) => api.contactTags.create({ body: { name } })}
        rename={(id, name) => api.contactTags.update({ params: { id }, body: { name } })}
        remove={(id) => api.contactTags.delete({ params: { id } })}
        title={t`Tags`}
        listLabel={t`Contact tags`}
        empty={t`There are no contact tags yet.`}
        deleteQuestion={(tagName) => t`Delete ${tagName} and take it off every contact?`}
      />
    </PageSection>
  );
}
