import { useSnapshot } from 'valtio';
import { adminCallouts } from '@masthead/client';
import { useAppContext } from '../../../../app-context.ts';
import { useIsAdmin } from '../use-is-admin.ts';
import { useLoad } from '../../../../admin-kit/use-load.ts';

export interface Assignee {
  id: string;
  name: string;
}

/**
 * Who a response may be assigned to: the reader, and for admins the
 * call-out's reviewers (only admins may list them, API.md).
 */
export function useAssignees(calloutId: string): Assignee[] {
  const { api, session } = useAppContext();
  const { contact } = useSnapshot(session);
  const isAdmin = useIsAdmin();
  const { result } = useLoad(
    () => (isAdmin ? adminCallouts(api).reviewers(calloutId) : Promise.resolve([])),
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
