import { defaultGeneralSettings } from '@masthead/core';
import type { AppKit } from '../../app-kit.ts';
import { createAccountLinkRepository } from '../../accounts/account-link-repository.ts';
import { contentSections } from '../../content/content-repository.ts';
import { dayMs, pruneTask } from '../../kernel/feature.ts';
import type { JobHandlerEntry } from '../../kernel/jobs/index.ts';
import { createImportInvitations } from './import-invitations.ts';
import { createImportRepository } from './import-repository.ts';
import { createImportService, importJobKind, type ImportService } from './import-service.ts';

/** How long an import (its file, report and refused rows) is kept: long enough to download what was refused. */
export const importKeepMs = 30 * dayMs;

/** The job entry of a long import: one at a time per server, a lease a little over the 60 s of 100,000 rows. */
export function contactImportJobs(service: ImportService): Record<string, JobHandlerEntry> {
  return {
    [importJobKind]: {
      run: (job) => service.runJob(String(job.payload.importId)),
      leaseMs: 5 * 60_000,
      failed: (job, error, state) => service.jobFailed(String(job.payload.importId), error, state === 'failed'),
    },
  };
}

/**
 * The contact import's parts for the contacts feature: the service (routes),
 * its job kinds (the import, its invitations) and the daily pruning. A server that closes stops a running
 * import after its batch (the closing waits for no 100,000-row file); the
 * job goes on, on the next server to claim it, after the last batch saved.
 */
export function createContactImports(
  kit: Pick<AppKit, 'app' | 'db' | 'jobs' | 'now' | 'content' | 'contacts' | 'mailer' | 'limiter'>,
) {
  const { app, db, jobs, now, content } = kit;
  let closing = false;
  // preClose hooks run in order: this one, made with the feature, runs before the job runner's stop.
  app.addHook('preClose', async () => {
    closing = true;
  });
  const imports = createImportRepository({ db });
  const service = createImportService({
    ...{ db, imports, queue: jobs.queue, kick: () => jobs.kick(), now },
    stopping: () => closing,
    siteUrl: async () => (await content.get(contentSections.general, defaultGeneralSettings)).siteUrl,
  });
  const invitations = createImportInvitations({
    ...{ db, imports, contacts: kit.contacts, links: createAccountLinkRepository({ db }), content },
    ...{ mailer: kit.mailer, limiter: kit.limiter, queue: jobs.queue, now },
  });
  return {
    service,
    jobs: { ...contactImportJobs(service), ...invitations },
    tasks: [pruneTask('contact-import-prune', importKeepMs, now, (before) => imports.prune(before))],
  };
}
