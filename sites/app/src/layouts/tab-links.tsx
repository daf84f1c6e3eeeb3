import { Link } from '../routes/link.tsx';
import * as css from '../admin-kit/admin.css.ts';

export interface TabLink {
  key: string;
  href: string;
  label: string;
}

/**
 * A page's tabs as a labelled list of links (each tab is its own address),
 * the open one marked `aria-current="page"`: the contact page, a call-out,
 * the membership builder and the settings.
 * @example <TabLinks label={t`Contact`} tabs={[{key: 'overview', href: base, label: t`Overview`}]} current="overview" />
 */
export function TabLinks({ label, tabs, current }: { label: string; tabs: readonly TabLink[]; current: string }) {
  return (
    <nav aria-label={label} className={css.tabNav}>
      <ul className={css.tabList}>
        {tabs.map((item) => (
          <li key={item.key} style={{ listStyle: 'none' }}>
            <Link href={item.href} className={css.tabLink} aria-current={item.key === current ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
