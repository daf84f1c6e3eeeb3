import type { AppKit } from '../app-kit.ts';
import type { Feature } from '../kernel/feature.ts';
import type { contactsFeature } from '../contacts/contacts-feature.ts';
import { createSegmentRepository } from './segment-repository.ts';
import { segmentRoutes } from './segment-routes.ts';

/** Segments: saved contact filters with their counts, read through the contact list's reads. */
export function segmentsFeature({ db }: AppKit, { pages }: Pick<ReturnType<typeof contactsFeature>, 'pages'>): Feature {
  return {
    api(api) {
      api.register(segmentRoutes, { ...pages, segments: createSegmentRepository({ db }) });
    },
  };
}
