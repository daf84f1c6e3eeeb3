-- Adopting running payments (issue 34, payments/adoption/): contacts an
-- import brought in with a Stripe or GoCardless customer get the
-- subscription already running there as their contribution. A run is the
-- job's record (its progress); each contact looked at leaves one result.
create table contribution_adoption_runs (
  id uuid primary key default gen_random_uuid(),
  created_by uuid references contacts (id) on delete set null,
  created_at timestamptz not null default now(),
  -- Only the contacts whose customers this import named (null: every eligible one, or `contact_ids`).
  import_id uuid,
  -- Only these contacts (the beabee importer's, say); null: not limited to a list.
  contact_ids jsonb,
  state text not null default 'pending' check (state in ('pending', 'running', 'done', 'failed')),
  eligible integer not null default 0,
  done integer not null default 0,
  adopted integer not null default 0,
  refused integer not null default 0,
  error text,
  finished_at timestamptz
);
create index contribution_adoption_runs_created on contribution_adoption_runs (created_at);

create table contribution_adoptions (
  id uuid primary key default gen_random_uuid(),
  contact_id uuid not null references contacts (id) on delete cascade,
  run_id uuid references contribution_adoption_runs (id) on delete set null,
  import_id uuid,
  provider text not null check (provider in ('stripe', 'gocardless')),
  customer_id text not null,
  state text not null check (state in ('adopted', 'refused')),
  reason text check ((state = 'adopted') = (reason is null)),
  subscription_id text,
  amount_cents integer,
  currency text,
  period text check (period in ('monthly', 'annually')),
  next_charge timestamptz,
  created_at timestamptz not null default now()
);
-- A contact's subscription is adopted once, and a subscription by one contact: a run again adopts nothing twice.
create unique index contribution_adoptions_adopted_contact on contribution_adoptions (contact_id)
  where state = 'adopted';
create unique index contribution_adoptions_adopted_subscription on contribution_adoptions (provider, subscription_id)
  where state = 'adopted';
create index contribution_adoptions_contact on contribution_adoptions (contact_id, created_at);
create index contribution_adoptions_created on contribution_adoptions (created_at, id);
-- One result per contact and run, whichever server ran it (a job taken over after its lease).
create unique index contribution_adoptions_run_contact on contribution_adoptions (run_id, contact_id);
