import type { AppKit } from '../app-kit.ts';
import type { Feature } from '../kernel/feature.ts';
import { createStatsRepository } from './stats-repository.ts';
import { statsRoutes } from './stats-routes.ts';

/** Stats: the admin dashboard's figures. */
export function statsFeature({ db, now }: AppKit): Feature {
  return {
    api(api) {
      api.register(statsRoutes, { stats: createStatsRepository({ db }), now });
    },
  };
}
