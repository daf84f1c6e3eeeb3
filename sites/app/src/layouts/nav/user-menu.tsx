import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { visuallyHidden } from '@masthead/ui';
import { useAppContext } from '../../app-context.ts';
import { Link } from '../../routes/link.tsx';
import { currentOf, type MenuEntry } from './menu-entries.ts';
import { useDisclosure } from './use-disclosure.ts';
import { useLogOut } from './use-log-out.ts';
import * as css from './nav.css.ts';

/** The reader's own menu behind a button with their name: their pages, then Log out. */
export function UserMenu({ entries }: { entries: readonly MenuEntry[] }) {
  const { router, session } = useAppContext();
  const { pathname } = useSnapshot(router.location);
  const { contact } = useSnapshot(session);
  const { t, i18n } = useLingui();
  const menu = useDisclosure<HTMLElement>();
  const { logOut, busy } = useLogOut();
  const current = currentOf(entries, pathname);
  return (
    <nav aria-label={t`User menu`} className={css.userMenu} {...menu.containerProps}>
      <button className={css.userToggle} {...menu.buttonProps}>
        <span className={visuallyHidden}>
          <Trans>Account menu:</Trans>{' '}
        </span>
        <span className={css.userName}>{contact?.displayName || contact?.email}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <div id={menu.panelId} className={css.userPanel} data-open={menu.open}>
        <ul className={css.userList}>
          {entries.map((entry) => (
            <li key={entry.path}>
              <Link className={css.link} href={entry.path} aria-current={current.get(entry.path)}>
                {i18n._(entry.label)}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className={css.logOut} disabled={busy} onClick={() => void logOut()}>
              <Trans>Log out</Trans>
            </button>
          </li>
        </ul>
      </div>
    </nav>
  );
}
