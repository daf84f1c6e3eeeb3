import type { AppKit } from '../app-kit.ts';
import type { Feature } from '../kernel/feature.ts';
import type { FileStore } from '../uploads/index.ts';
import { healthRoutes } from './health-routes.ts';
import { openapiRoutes } from './openapi-routes.ts';
import { staticFiles } from './static-files.ts';

/** The site: health, the OpenAPI document, and the built app, widgets and demo page (last in the list). */
export function siteFeature({ database, config }: AppKit, { files }: { files: FileStore }): Feature {
  return {
    api(api) {
      api.register(healthRoutes, { database, files });
      api.register(openapiRoutes);
    },
    root(root) {
      root.register(staticFiles, { staticDir: config.staticDir });
    },
  };
}
