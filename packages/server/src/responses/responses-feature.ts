import type { AppKit } from '../app-kit.ts';
import type { Feature } from '../kernel/feature.ts';
import type { CaptchaService } from '../captcha/captcha-service.ts';
import type { calloutsFeature } from '../callouts/callouts-feature.ts';
import type { uploadsFeature } from '../uploads/uploads-feature.ts';
import { responseReviewRoutes } from './index.ts';
import { createResponseCommentRepository } from './response-comment-repository.ts';
import { createResponseExportRepository } from './response-export-repository.ts';
import { createResponseNotifier } from './response-notifier.ts';
import { createResponseRepository } from './response-repository.ts';
import { createResponseReviewRepository } from './response-review-repository.ts';
import { responseSubmitRoutes } from './response-submit.ts';
import { createResponseSubmission } from './response-submission.ts';

interface ResponsesNeeds {
  callouts: Pick<ReturnType<typeof calloutsFeature>, 'callouts' | 'reviewers'>;
  uploads: Pick<ReturnType<typeof uploadsFeature>, 'uploads' | 'ownFiles'>;
  captcha: CaptchaService;
}

/**
 * Responses: answering a call-out (the submission, its emails as a job
 * queued with it), and reviewing, commenting on and exporting the answers.
 */
export function responsesFeature(kit: AppKit, { callouts: read, uploads: files, captcha }: ResponsesNeeds): Feature {
  const { app, db, database, contacts, content, mailer, limiter, jobs, now } = kit;
  const { callouts, reviewers } = read;
  const { uploads, ownFiles } = files;
  const responses = createResponseRepository({ db });
  // A response's emails are a job queued with it: concurrent, with a short lease (response-notifier.ts).
  const notifier = createResponseNotifier({ callouts, responses, content, mailer, log: app.log, now });
  // They leave at once; without this server's worker (tests that run jobs) at the next runner's pass.
  const submission = createResponseSubmission({ responses, contacts, captcha, uploads, ownFiles, now, jobs });
  return {
    jobs: notifier.handlers,
    api(api) {
      api.register(responseReviewRoutes, {
        ...{ callouts, reviewers, now, uploads, ownFiles },
        responses: createResponseReviewRepository({ db }),
        exports: createResponseExportRepository({ db, cursor: database.kind === 'postgres' }),
        comments: createResponseCommentRepository({ db }),
      });
      api.register(responseSubmitRoutes, { callouts, reviewers, now, submission, limiter });
    },
  };
}
