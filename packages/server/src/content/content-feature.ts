import type { AppKit } from '../app-kit.ts';
import { createContactTagRepository } from '../contacts/contact-tag-repository.ts';
import type { Feature } from '../kernel/feature.ts';
import type { JoinSettingsService } from '../signup/index.ts';
import { contentRoutes } from './content-routes.ts';
import { themeStylesheetRoute } from './theme-stylesheet.ts';

/** Content: the settings sections (general, join, profile …) and the theme's stylesheet made from them. */
export function contentFeature(
  { content, db }: AppKit,
  { joinSettings }: { joinSettings: JoinSettingsService },
): Feature {
  return {
    api(api) {
      // v0.32's content/contacts names the contact tags.
      api.register(contentRoutes, { content, join: joinSettings, tags: createContactTagRepository({ db }) });
    },
    root(root) {
      // Before the site's static files: the theme's stylesheet is made from the settings, not built.
      root.register(themeStylesheetRoute, { content });
    },
  };
}
