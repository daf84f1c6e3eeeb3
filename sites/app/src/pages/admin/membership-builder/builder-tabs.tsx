import { useLingui } from '@lingui/react/macro';
import { TabLinks } from '../../../layouts/tab-links.tsx';

/**
 * The membership builder's tabs (docs/product/screens.md, "Routes"): the join form (the empty path), intro, email,
 * confirmation.
 */
export const builderTabs = ['join', 'intro', 'email', 'confirmation'] as const;
export type BuilderTab = (typeof builderTabs)[number];

export const builderBase = '/admin/membership-builder';

/** The tab a path of the builder shows. */
export const tabOfPath = (path: string): BuilderTab =>
  builderTabs.find((tab) => tab !== 'join' && path.endsWith(`/${tab}`)) ?? 'join';

/** The builder's tabs as links, the open one marked `aria-current` (as the contact page's). */
export function BuilderTabs({ current }: { current: BuilderTab }) {
  const { t } = useLingui();
  const labels: Record<BuilderTab, string> = {
    join: t`Join form`,
    intro: t`Intro`,
    email: t`Email`,
    confirmation: t`Confirmation`,
  };
  const tabs = builderTabs.map((tab) => ({
    key: tab,
    href: tab === 'join' ? builderBase : `${builderBase}/${tab}`,
    label: labels[tab],
  }));
  return <TabLinks label={t`Membership builder`} tabs={tabs} current={current} />;
}
