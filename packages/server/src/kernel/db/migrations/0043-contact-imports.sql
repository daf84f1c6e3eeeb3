-- Contact imports (issue 34, contacts/import/): the file an admin sent, the
-- choices made, and how far its job got, so a restarted server goes on
-- from the last batch it committed; the rows it refused, for their CSV.
create table contact_imports (
  id uuid primary key default gen_random_uuid(),
  created_by uuid references contacts (id) on delete set null,
  created_at timestamptz not null default now(),
  -- The file as sent (50 MB at most): the job reads it again after a restart.
  file bytea not null,
  -- {mapping, updateExisting, tags, newsletter, rowsAreSubscribed, paymentProvider}
  options jsonb not null,
  state text not null default 'pending' check (state in ('dry-run', 'pending', 'running', 'done', 'failed')),
  -- {encoding, delimiter, columns, mapping, ignored, preview, newTags}
  summary jsonb not null,
  total integer not null default 0,
  -- Rows committed so far, in file order; the job goes on after them.
  done integer not null default 0,
  counts jsonb not null default '{"new": 0, "updated": 0, "unchanged": 0, "left": 0, "refused": 0}',
  job_id uuid,
  error text,
  finished_at timestamptz
);
create index contact_imports_created on contact_imports (created_at);

create table contact_import_refusals (
  import_id uuid not null references contact_imports (id) on delete cascade,
  line integer not null,
  code text not null,
  field text,
  -- The row's cells as read, for the refused rows' CSV.
  cells jsonb not null,
  primary key (import_id, line)
);
