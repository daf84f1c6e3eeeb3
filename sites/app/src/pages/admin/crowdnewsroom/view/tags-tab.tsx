import { useLingui } from '@lingui/react/macro';
import { useAppContext } from '../../../../app-context.ts';
import { TagList } from '../../tags/tag-list.tsx';

/** `responses/tags`: the tags reviewers put on this call-out's responses: list, add, rename, delete. */
export function TagsTab({ calloutId }: { calloutId: string }) {
  const { api } = useAppContext();
  const { t } = useLingui();
  return (
    <TagList
      deps={[calloutId]}
      load={() => api.callouts.tags({ params: { id: calloutId } })}
      add={(name) => api.callouts.addTag({ params: { id: calloutId }, body: { name } })}
      rename={(tagId, name) => api.callouts.updateTag({ params: { id: calloutId, tagId }, body: { name } })}
      remove={(tagId) => api.callouts.deleteTag({ params: { id: calloutId, tagId } })}
      title={t`Response tags`}
      listLabel={t`Tags of this call-out`}
      empty={t`This call-out has no tags yet. Add one under “New tag” below, then put it on responses to sort them.`}
      deleteQuestion={(tagName) => t`Delete ${tagName} from every response?`}
    />
  );
}
