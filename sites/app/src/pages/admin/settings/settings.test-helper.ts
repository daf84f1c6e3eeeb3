import {
  defaultGeneralSettings,
  defaultProfileSettings,
  defaultShareSettings,
  type GeneralSettings,
  type ProfileSettings,
  type ShareSettings,
} from '@masthead/core';
import { fakeApi, type FakeRoute, type SentCall } from '@masthead/client/testing';
import { renderPage } from '../../../testing/render-page.tsx';
import { adminContact } from '../../../admin-kit/admin-contacts.test-helper.ts';
import { SettingsPage } from './settings-page.tsx';

/**
 * content/general, share and profile as the server keeps them: a PATCH
 * merges and answers the whole section; `route` answers first (a refusal).
 */
export function settingsServer(route?: FakeRoute) {
  let general: GeneralSettings = { ...structuredClone(defaultGeneralSettings), organisationName: 'The Daily Example' };
  let share: ShareSettings = { ...defaultShareSettings };
  let profile: ProfileSettings = { ...defaultProfileSettings };
  const api = fakeApi(async (call) => {
    const first = await route?.(call);
    if (first) return first;
    switch (call.operation) {
      case 'GET /content/general':
        return { status: 200, body: general };
      case 'PATCH /content/general':
        general = { ...general, ...(call.body as Partial<GeneralSettings>) };
        return { status: 200, body: general };
      case 'GET /content/share':
        return { status: 200, body: share };
      case 'PATCH /content/share':
        share = { ...share, ...(call.body as Partial<ShareSettings>) };
        return { status: 200, body: share };
      case 'GET /content/profile':
        return { status: 200, body: profile };
      case 'PATCH /content/profile':
        profile = { ...profile, ...(call.body as Partial<ProfileSettings>) };
        return { status: 200, body: profile };
      default:
        return undefined;
    }
  });
  return { ...api, patches: () => api.calls.filter((c: SentCall) => c.method === 'PATCH') };
}

/** Opens a tab of the settings as an admin, or as `contact` ('' is general). */
export function openSettings(api: ReturnType<typeof settingsServer>, tab: '' | 'theme', contact = adminContact) {
  const path = tab ? `/admin/settings/${tab}` : '/admin/settings';
  return renderPage(SettingsPage, { url: path, route: path, fetch: api.fetch, contact });
}
