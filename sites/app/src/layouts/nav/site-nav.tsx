import { useSnapshot } from 'valtio';
import { useAppContext } from '../../app-context.ts';
import { useGuardContext } from '../../routes/use-guard-context.ts';
import { MainNav } from './main-nav.tsx';
import { menuFor } from './menu-entries.ts';
import { UserMenu } from './user-menu.tsx';

/** The header's menus for the logged-in reader; nothing for a guest or inside another site's frame. */
export function SiteNav() {
  const { router, settings, framed } = useAppContext();
  const { pathname } = useSnapshot(router.location);
  const { hideContribution, oldDashboardUrl } = useSnapshot(settings);
  const guardContext = useGuardContext()(pathname);
  if (framed || !guardContext.roles) return null;
  const menu = menuFor(guardContext, { hideContribution });
  return (
    <>
      {menu.main.length > 0 ? (
        <MainNav entries={menu.main} oldDashboardUrl={admins(menu.main) ? oldDashboardUrl : undefined} />
      ) : null}
      <UserMenu entries={menu.user} />
    </>
  );
}

/**
 * The admin menu, which alone links the old dashboard (docs/product/rules.md, "Roles and permissions"): it holds the
 * settings.
 */
const admins = (entries: readonly { path: string }[]) => entries.some((entry) => entry.path === '/admin/settings');
