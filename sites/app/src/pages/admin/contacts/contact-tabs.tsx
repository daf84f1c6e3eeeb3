import { useLingui } from '@lingui/react/macro';
import { Link } from '../../../router/link.tsx';
import * as css from '../crowdnewsroom/crowdnewsroom.css.ts';

export type ContactTab = 'overview' | 'account' | 'callouts' | 'contribution';

/**
 * The contact page's four tabs (SPEC.md s. 2) as links, the open one
 * marked `aria-current`.
 */
export function ContactTabs({ contactId, current }: { contactId: string; current: ContactTab }) {
  const { t } = useLingui();
  const base = `/admin/contacts/${encodeURIComponent(contactId)}`;
  const tabs: { key: ContactTab; href: string; label: string }[] = [
    { key: 'overview', href: base, label: t`Overview` },
    { key: 'account', href: `${base}/account`, label: t`Account` },
    { key: 'callouts', href: `${base}/callouts`, label: t`Call-outs` },
    { key: 'contribution', href: `${base}/contribution`, label: t`Contribution` },
  ];
  return (
    <nav aria-label={t`Contact`} className={css.tabNav}>
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
