import type { AppKit } from '../app-kit.ts';
import type { Feature } from '../kernel/feature.ts';
import { createNoticeRepository } from './notice-repository.ts';
import { noticeRoutes } from './notice-routes.ts';

/** Notices: the messages admins show members in their area. */
export function noticesFeature({ db, now }: AppKit): Feature {
  return {
    api(api) {
      api.register(noticeRoutes, { notices: createNoticeRepository({ db }), now });
    },
  };
}
