import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppContext } from '../../app-context.ts';
import { Link } from '../../routes/link.tsx';
import { currentOf, type MenuEntry } from './menu-entries.ts';
import { useDisclosure } from './use-disclosure.ts';
import * as css from './nav.css.ts';

/**
 * The main menu: a row of links, folded behind a Menu button on narrow
 * screens; last, where set (content/general), the old dashboard's link.
 */
export function MainNav({ entries, oldDashboardUrl }: { entries: readonly MenuEntry[]; oldDashboardUrl?: string }) {
  const { router } = useAppContext();
  const { pathname } = useSnapshot(router.location);
  const { t, i18n } = useLingui();
  const menu = useDisclosure<HTMLElement>();
  const current = currentOf(entries, pathname);
  return (
    <nav aria-label={t`Main`} className={css.mainNav} {...menu.containerProps}>
      <button className={css.toggle} {...menu.buttonProps}>
        <span aria-hidden="true">☰</span>
        <Trans>Menu</Trans>
      </button>
      <ul id={menu.panelId} className={css.mainList} data-open={menu.open}>
        {entries.map((entry) => (
          <li key={entry.path}>
            <Link className={css.link} href={entry.path} aria-current={current.get(entry.path)}>
              {i18n._(entry.label)}
            </Link>
          </li>
        ))}
        {oldDashboardUrl ? (
          <li>
            <a className={css.link} href={oldDashboardUrl}>
              <Trans>Old dashboard</Trans>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
