-- Periodic tasks (scheduler/README.md): one row per task, holding the period it last ran for. A server
-- claims a period with one upsert; the row's lease lets another server take over from one that died.
create table scheduled_runs (
  name text primary key,
  period_start timestamptz not null,
  claim uuid not null,
  locked_until timestamptz,
  started_at timestamptz not null,
  finished_at timestamptz,
  last_error text
);
