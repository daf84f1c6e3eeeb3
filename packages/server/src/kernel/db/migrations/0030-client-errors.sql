-- Errors the app and the widgets report (issue 18): kept 30 days (pruned nightly), read by admins grouped
-- by message. Emails and long numbers are scrubbed before a row is written.
create table client_errors (
  id uuid primary key default gen_random_uuid(),
  source text not null,
  message text not null,
  stack text,
  url text not null,
  request_id text,
  status integer,
  operation text,
  release text,
  breadcrumbs jsonb not null default '[]',
  created_at timestamptz not null default now()
);
-- The groups' list (latest per message) and the nightly prune.
create index client_errors_message_created on client_errors (message, created_at desc);
create index client_errors_created on client_errors (created_at);
