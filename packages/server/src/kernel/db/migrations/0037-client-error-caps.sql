-- Caps on stored error reports (client-errors/README.md). A report over a cap adds to `repeats` of its
-- message's newest row, which then says when the message was last seen; a message never stored, once the
-- hour's ceiling is reached, is only counted in client_error_overflow, one row an hour.
alter table client_errors add column repeats integer not null default 0;
alter table client_errors add column last_seen_at timestamptz;
update client_errors set last_seen_at = created_at;
alter table client_errors alter column last_seen_at set not null;
alter table client_errors alter column last_seen_at set default now();
-- The prune of the least recently seen, nightly and beyond the total cap.
create index client_errors_last_seen on client_errors (last_seen_at);

create table client_error_overflow (
  hour timestamptz primary key,
  reports integer not null
);
