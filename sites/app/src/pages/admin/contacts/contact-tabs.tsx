import { useLingui } from '@lingui/react/macro';
import { TabLinks } from '../../../layouts/tab-links.tsx';

export type ContactTab = 'overview' | 'account' | 'callouts' | 'contribution';

/**
 * The contact page's four tabs (docs/product/screens.md, "Routes") as links,
 * the open one marked `aria-current`.
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
  return <TabLinks label={t`Contact`} tabs={tabs} current={current} />;
}
