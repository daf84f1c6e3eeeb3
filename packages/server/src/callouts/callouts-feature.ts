import type { AppKit } from '../app-kit.ts';
import type { WithServices } from '../kernel/feature.ts';
import { createAnswerPassRepository } from './answer-pass-repository.ts';
import { createCalloutRepository } from './callout-repository.ts';
import { createCalloutReviewerRepository } from './callout-reviewer-repository.ts';
import { createCalloutTagRepository } from './callout-tag-repository.ts';
import {
  answerPassRoutes,
  calloutReadRoutes,
  calloutReviewerRoutes,
  calloutTagRoutes,
  calloutWriteRoutes,
} from './index.ts';
import { createEmbedLookup, oembedRoutes } from './oembed-routes.ts';

/**
 * Call-outs: reading and writing them, their reviewers and tags, answer
 * passes for embeds on other sites, and oEmbed. `embeds` also names the
 * call-out in a shared link's page head (kernel/http/not-found.ts).
 */
export function calloutsFeature(kit: AppKit, { uploadsOrigin }: { uploadsOrigin: () => Promise<string> }) {
  const { db, config, content, contacts, siteUrl, now } = kit;
  const callouts = createCalloutRepository({ db });
  const reviewers = createCalloutReviewerRepository({ db });
  const passes = createAnswerPassRepository({ db });
  const embeds = createEmbedLookup({ callouts, content, siteUrl, now });
  const embedOrigins = config.embedOrigins ?? null;
  return {
    callouts,
    reviewers,
    passes,
    embeds,
    api(api) {
      api.register(calloutReadRoutes, { callouts, reviewers, now });
      api.register(answerPassRoutes, {
        callouts,
        reviewers,
        now,
        passes,
        contacts,
        embedOrigins,
        siteUrl: uploadsOrigin,
      });
      api.register(calloutWriteRoutes, { callouts, reviewers, content, now });
      api.register(calloutReviewerRoutes, { callouts, reviewers, contacts, now });
      api.register(calloutTagRoutes, { callouts, reviewers, tags: createCalloutTagRepository({ db }), now });
    },
    root(root) {
      root.register(oembedRoutes, { lookup: embeds, content });
    },
  } satisfies WithServices;
}
