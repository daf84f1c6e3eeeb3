import { useSnapshot } from 'valtio';
import { useAppContext } from '../app-context.ts';
import type { GuardContext } from './guard-route.ts';

/** The guards' view of the reader now (session, settings, frame), for a given location. */
export function useGuardContext(): (location: string) => GuardContext {
  const ctx = useAppContext();
  const session = useSnapshot(ctx.session);
  const settings = useSnapshot(ctx.settings);
  return (location) => ({
    roles: session.contact ? [...session.contact.activeRoles] : null,
    isReviewer: !!session.contact?.isReviewer,
    newsroomMode: settings.newsroomMode,
    framed: ctx.framed,
    location,
  });
}
