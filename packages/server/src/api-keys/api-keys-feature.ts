import type { AppKit } from '../app-kit.ts';
import type { WithServices } from '../kernel/feature.ts';
import { createApiKeyRepository } from './api-key-repository.ts';
import { apiKeyRoutes } from './api-key-routes.ts';

/** API keys: an admin's keys for other systems; the auth context reads them on every request. */
export function apiKeysFeature({ db, now }: AppKit) {
  const apiKeys = createApiKeyRepository({ db });
  return {
    apiKeys,
    api(api) {
      api.register(apiKeyRoutes, { apiKeys, now });
    },
  } satisfies WithServices;
}
