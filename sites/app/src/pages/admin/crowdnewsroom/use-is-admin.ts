import { hasAdminRole } from '@masthead/core';
import { useSnapshot } from 'valtio';
import { useAppContext } from '../../../app-context.ts';

/** Whether the logged-in contact holds an admin role (the server decides; this only hides what it would refuse). */
export function useIsAdmin(): boolean {
  const { session } = useAppContext();
  const { contact } = useSnapshot(session);
  return hasAdminRole(contact?.activeRoles ?? []);
}
