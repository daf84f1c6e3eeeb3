import { useLingui } from '@lingui/react';
import type { PageProps } from '../../../routes/pages.ts';
import { GeneralTab } from './general-tab.tsx';
import { SettingsTabs, settingsTabOfPath } from './settings-tabs.tsx';
import { ThemeTab } from './theme-tab.tsx';

/**
 * `/admin/settings` (general) and `/admin/settings/theme`: the page's title,
 * the settings' tabs, and the open tab. The email and API key tabs have
 * their own pages.
 */
export function SettingsPage({ route }: PageProps) {
  const { i18n } = useLingui();
  const tab = settingsTabOfPath(route.path);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{i18n._(route.title)}</h1>
      <SettingsTabs current={tab} />
      {tab === 'theme' ? <ThemeTab /> : <GeneralTab />}
    </section>
  );
}
