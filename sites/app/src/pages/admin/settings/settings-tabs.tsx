import { useLingui } from '@lingui/react/macro';
import { TabLinks } from '../../../layouts/tab-links.tsx';

/**
 * The settings' tabs (docs/product/screens.md, "Routes"): general (the empty path), theme, email, API keys,
 * newsletter.
 */
export const settingsTabs = ['general', 'theme', 'email', 'api-keys', 'newsletter'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

export const settingsBase = '/admin/settings';

/** The tab a path of the settings shows. */
export const settingsTabOfPath = (path: string): SettingsTab =>
  settingsTabs.find((tab) => tab !== 'general' && path.endsWith(`/${tab}`)) ?? 'general';

/** The settings' tabs as links, the open one marked `aria-current` (as the membership builder's). */
export function SettingsTabs({ current }: { current: SettingsTab }) {
  const { t } = useLingui();
  const labels: Record<SettingsTab, string> = {
    general: t`General`,
    theme: t`Theme`,
    email: t`Email`,
    'api-keys': t`API keys`,
    newsletter: t`Newsletter`,
  };
  const tabs = settingsTabs.map((tab) => ({
    key: tab,
    href: tab === 'general' ? settingsBase : `${settingsBase}/${tab}`,
    label: labels[tab],
  }));
  return <TabLinks label={t`Settings`} tabs={tabs} current={current} />;
}
