import { useSnapshot } from 'valtio';
import { useAppContext } from '../../../../app-context.ts';
import { useIsAdmin } from '../use-is-admin.ts';
import { useLoad } from '../../../../admin-kit/use-load.ts';

export interface Assignee {
  id: string;
  name: string;
}

/**
 * Who a response may be assigned to: the reader, and for admins the
 * call-out's reviewers (only admins may list them: docs/product/api.md, "Who may call what").
 */
export function useAssignees(calloutId: string): Assignee[] {
  const { api, session } = useAppContext();
  const { contact } = useSnapshot(session);
  const isAdmin = useIsAdmin();
  const { result } = useLoad(
    () => (isAdmin ? api.callouts.reviewers({ params: { id: calloutId } }) : Promise.resolve([])),
    [calloutId, isAdmin],
  );
  const list: Assignee[] = contact ? [{ id: contact.id, name: contact.displayName }] : [];
  if (result.state === 'done') {
    for (const reviewer of result.value) {
      if (!list.some((a) => a.id === reviewer.contact.id)) {
        list.push({ id: reviewer.contact.id, name: reviewer.contact.displayName });
      }
    }
  }
  return list;
}
