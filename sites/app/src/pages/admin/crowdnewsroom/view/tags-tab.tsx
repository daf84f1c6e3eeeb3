import { useLingui } from '@lingui/react/macro';
import { adminCallouts } from '@masthead/client';
import { useAppContext } from '../../../../app-context.ts';
import { TagList } from '../../tags/tag-list.tsx';

/** `responses/tags`: the tags reviewers put on this call-out's responses: list, add, rename, delete. */
export function TagsTab({ calloutId }: { calloutId: string }) {
  const { api } = useAppContext();
  const { t } = useLingui();
  const client = adminCallouts(api);
  return (
    <TagList
      deps={[calloutId]}
      load={() => client.tags(calloutId)}
      add={(name) => client.addTag(calloutId, name)}
      rename={(id, name) => client.renameTag(calloutId, id, name)}
      remove={(id) => client.deleteTag(calloutId, id)}
      title={t`Response tags`}
      listLabel={t`Tags of this call-out`}
      empty={t`This call-out has no tags yet.`}
      deleteQuestion={(tagName) => t`Delete ${tagName} from every response?`}
    />
  );
}
