import type { AppKit } from '../app-kit.ts';
import type { Feature } from '../kernel/feature.ts';
import type { JoinSettingsService } from '../signup/index.ts';
import { contentRoutes } from './content-routes.ts';
import { themeStylesheetRoute } from './theme-stylesheet.ts';

/** Content: the settings sections (general, join, profile …) and the theme's stylesheet made from them. */
export function contentFeature({ content }: AppKit, { joinSettings }: { joinSettings: JoinSettingsService }): Feature {
  return {
    api(api) {
      api.register(contentRoutes, { content, join: joinSettings });
    },
    root(root) {
      // Before the site's static files: the theme's stylesheet is made from the settings, not built.
      root.register(themeStylesheetRoute, { content });
    },
  };
}
