-- A job queue (packages/server/src/jobs) and the newsletter provider
-- (packages/server/src/newsletter), issue 17.

-- Work done later, by whichever app server claims it first (`for update
-- skip locked`): a job runs once even with many servers.
create table jobs (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  -- At most one pending job per key: changes made while one waits ride on it.
  dedupe_key text,
  -- At most one job ever per key (the nightly reconciliation of one day).
  once_key text unique,
  payload jsonb not null default '{}',
  state text not null default 'pending' check (state in ('pending', 'running', 'done', 'failed')),
  attempts integer not null default 0,
  max_attempts integer not null default 8,
  run_at timestamptz not null default now(),
  -- A running job whose server died is claimed again after this.
  locked_until timestamptz,
  last_error text,
  -- What a long job reports while it runs ({done, total, failed}).
  progress jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  finished_at timestamptz
);
create unique index jobs_pending_dedupe on jobs (dedupe_key) where state = 'pending';
create index jobs_due on jobs (run_at) where state = 'pending';
create index jobs_running on jobs (locked_until) where state = 'running';
create index jobs_kind_state on jobs (kind, state, updated_at desc);

-- One row: the newsletter provider's settings. The webhook secret is made
-- by the server when a provider is first set.
create table newsletter_settings (
  id boolean primary key default true check (id),
  provider text not null default 'none' check (provider in ('none', 'mailchimp')),
  api_key text not null default '',
  server_prefix text not null default '',
  audience_id text not null default '',
  double_opt_in boolean not null default true,
  groups jsonb not null default '[]',
  webhook_secret text,
  updated_at timestamptz not null default now()
);
insert into newsletter_settings default values;

-- Every change to a contact's newsletter status, groups or email, by any
-- route or bulk statement, queues one push of that contact (one pending job
-- per contact, however many changes) while a provider is set. Changes that
-- came from the provider (its webhook, the reconciliation) set
-- `masthead.newsletter_source = 'provider'` for their transaction and are
-- not pushed back.
create function newsletter_push_wanted() returns boolean language sql stable as $$
  select coalesce(current_setting('masthead.newsletter_source', true), '') <> 'provider'
    and exists (select 1 from newsletter_settings where provider <> 'none')
$$;

create function contacts_newsletter_inserted() returns trigger language plpgsql as $$
begin
  if not newsletter_push_wanted() then return null; end if;
  insert into jobs (kind, dedupe_key, payload)
  select 'newsletter-push', 'newsletter-push:' || n.id, jsonb_build_object('contactId', n.id)
  from new_rows n
  where n.newsletter_status <> 'none'
  on conflict (dedupe_key) where state = 'pending' do nothing;
  return null;
end
$$;

create function contacts_newsletter_updated() returns trigger language plpgsql as $$
begin
  if not newsletter_push_wanted() then return null; end if;
  insert into jobs (kind, dedupe_key, payload)
  select 'newsletter-push', 'newsletter-push:' || n.id,
    jsonb_build_object('contactId', n.id)
      || case when lower(n.email) <> lower(o.email) then jsonb_build_object('previousEmail', o.email) else '{}' end
  from new_rows n join old_rows o on o.id = n.id
  where (n.newsletter_status, n.newsletter_groups, lower(n.email))
      is distinct from (o.newsletter_status, o.newsletter_groups, lower(o.email))
    and not (n.newsletter_status = 'none' and o.newsletter_status = 'none')
  -- The address the provider knows is the first one changed from: keep it.
  on conflict (dedupe_key) where state = 'pending' do update
    set payload = case when jobs.payload ? 'previousEmail' then jobs.payload else excluded.payload end,
      updated_at = now();
  return null;
end
$$;

create function contacts_newsletter_deleted() returns trigger language plpgsql as $$
begin
  if not newsletter_push_wanted() then return null; end if;
  insert into jobs (kind, dedupe_key, payload)
  select 'newsletter-push', 'newsletter-push:' || o.id, jsonb_build_object('contactId', o.id, 'erasedEmail', o.email)
  from old_rows o
  where o.newsletter_status <> 'none'
  -- An email change still waiting keeps its old address: both go.
  on conflict (dedupe_key) where state = 'pending' do update
    set payload = (jobs.payload - 'contactId') || excluded.payload, updated_at = now();
  return null;
end
$$;

create trigger contacts_newsletter_insert after insert on contacts
  referencing new table as new_rows for each statement execute function contacts_newsletter_inserted();
create trigger contacts_newsletter_update after update on contacts
  referencing old table as old_rows new table as new_rows
  for each statement execute function contacts_newsletter_updated();
create trigger contacts_newsletter_delete after delete on contacts
  referencing old table as old_rows for each statement execute function contacts_newsletter_deleted();
