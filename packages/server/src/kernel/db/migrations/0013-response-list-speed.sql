-- The responses table of a big call-out (issue 13, item 17). Lists are
-- scoped to one call-out and ordered by created_at (newest first by
-- default), number or updated_at, then id: indexes in those orders, so a
-- page reads its rows in order and stops, and a deep page skips through an
-- index instead of sorting the call-out. A text rule compares lower(column)
-- (`bucket equal ""` is the app's inbox tab), hence lower(bucket): the index
-- serves the bucket tabs in order, and its statistics tell the planner how
-- many responses a bucket holds (without them it guesses a few, and sorts
-- the whole call-out for a filtered first page).
create index callout_responses_created on callout_responses (callout_id, created_at desc, id);
create index callout_responses_bucket_created on callout_responses (callout_id, lower(bucket), created_at desc, id);
create index callout_responses_updated on callout_responses (callout_id, updated_at desc, id);

-- A call-out's list version: bumped in the same transaction as every write
-- that can change which of its responses a list shows (a response added,
-- changed, moved or deleted; its tags; the call-out's reviewers). A total
-- counted once is kept under the version it was counted at, so every app
-- server sees a write as soon as it commits and never shows an old total.
create table callout_response_versions (
  callout_id uuid primary key references callouts (id) on delete cascade,
  version bigint not null default 1
);

create function bump_callout_response_versions(callout_ids uuid[]) returns void
language plpgsql as $$
begin
  insert into callout_response_versions as v (callout_id)
  select id from unnest(callout_ids) as ids (id)
  where exists (select 1 from callouts c where c.id = ids.id)
  group by id order by id
  on conflict (callout_id) do update set version = v.version + 1;
end
$$;

create function callout_responses_inserted() returns trigger language plpgsql as $$
begin
  perform bump_callout_response_versions(array(select distinct callout_id from new_rows));
  return null;
end
$$;
create function callout_responses_deleted() returns trigger language plpgsql as $$
begin
  perform bump_callout_response_versions(array(select distinct callout_id from old_rows));
  return null;
end
$$;
create function callout_responses_updated() returns trigger language plpgsql as $$
begin
  perform bump_callout_response_versions(
    array(select callout_id from old_rows union select callout_id from new_rows));
  return null;
end
$$;
create trigger callout_responses_version_insert after insert on callout_responses
  referencing new table as new_rows for each statement execute function callout_responses_inserted();
create trigger callout_responses_version_delete after delete on callout_responses
  referencing old table as old_rows for each statement execute function callout_responses_deleted();
create trigger callout_responses_version_update after update on callout_responses
  referencing old table as old_rows new table as new_rows
  for each statement execute function callout_responses_updated();

create function callout_response_tags_changed() returns trigger language plpgsql as $$
begin
  perform bump_callout_response_versions(array(
    select r.callout_id from callout_responses r
    where r.id in (select response_id from changed_rows)));
  return null;
end
$$;
create trigger callout_response_tags_version_insert after insert on callout_response_tags
  referencing new table as changed_rows for each statement execute function callout_response_tags_changed();
create trigger callout_response_tags_version_delete after delete on callout_response_tags
  referencing old table as changed_rows for each statement execute function callout_response_tags_changed();

create function callout_reviewers_inserted() returns trigger language plpgsql as $$
begin
  perform bump_callout_response_versions(array(select distinct callout_id from new_rows));
  return null;
end
$$;
create function callout_reviewers_deleted() returns trigger language plpgsql as $$
begin
  perform bump_callout_response_versions(array(select distinct callout_id from old_rows));
  return null;
end
$$;
create function callout_reviewers_updated() returns trigger language plpgsql as $$
begin
  perform bump_callout_response_versions(
    array(select callout_id from old_rows union select callout_id from new_rows));
  return null;
end
$$;
create trigger callout_reviewers_version_insert after insert on callout_reviewers
  referencing new table as new_rows for each statement execute function callout_reviewers_inserted();
create trigger callout_reviewers_version_delete after delete on callout_reviewers
  referencing old table as old_rows for each statement execute function callout_reviewers_deleted();
create trigger callout_reviewers_version_update after update on callout_reviewers
  referencing old table as old_rows new table as new_rows
  for each statement execute function callout_reviewers_updated();
