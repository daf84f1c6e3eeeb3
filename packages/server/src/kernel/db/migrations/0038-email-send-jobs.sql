-- Email is sent by the job queue (email/README.md, kernel/jobs/README.md): a
-- queued outbox row has a `send-email` job, and the outbox's own queue
-- columns (0032) only show where the email is. Every row still `queued` or
-- `sending` under the outbox's queue gets its job here, so an upgrade loses no
-- email. The job keeps the row's due time and the attempts it had (at least
-- one more). A `sending` row may be in the hands of a server of the version
-- before: the job leaves it alone until its lease runs out
-- (send-email-job.ts), then sends it.
insert into jobs (kind, payload, attempts, max_attempts, run_at)
select 'send-email', jsonb_build_object('outboxId', id), attempts, greatest(10, attempts + 1), coalesce(run_at, now())
from outbox
where status in ('queued', 'sending')
order by run_at, id;

-- The sender's claim used it; the jobs' own indexes find the due emails now.
drop index outbox_due;
