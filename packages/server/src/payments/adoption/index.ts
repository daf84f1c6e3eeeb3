import type { JobHandlerEntry } from '../../kernel/jobs/index.ts';
import { adoptionJobKind, type AdoptionService } from './adoption-service.ts';

export * from './adoption-service.ts';
export { adoptionRoutes } from './adoption-routes.ts';

/**
 * The job entry of a run: in turn with other provider work. A lease of 30 minutes (some 7,000
 * contacts); a longer run taken over by another server after it adopts nothing twice (README).
 */
export function adoptionJobs(service: AdoptionService): Record<string, JobHandlerEntry> {
  return {
    [adoptionJobKind]: {
      run: (job) => service.runJob(String(job.payload.runId)),
      leaseMs: 30 * 60_000,
      failed: (job, error, state) => service.jobFailed(String(job.payload.runId), error, state === 'failed'),
    },
  };
}
