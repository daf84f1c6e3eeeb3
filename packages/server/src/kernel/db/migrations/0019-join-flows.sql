-- Joining (issue 15). A join flow is one reader's way from the join form to
-- a member: the email and the links the emails may carry, the contribution
-- asked for and its payment flow at the provider, the names given on
-- completing, and where the reader came from (attribution). Its id is the
-- secret of the emailed confirmation link; `payment_flow_id` is what the
-- browser knows while at the provider, so knowing it confirms nothing.
create table join_flows (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  login_url text not null,
  set_password_url text not null,
  confirm_url text not null,
  -- Null: joining without a contribution.
  payment_flow_id uuid unique,
  -- The checked request: amount in cents, period, payFee, prorate.
  contribution jsonb,
  method text,
  provider text,
  provider_flow_id text,
  -- What the provider answered on completing (customer, payment method, source).
  payment jsonb,
  firstname text not null default '',
  lastname text not null default '',
  vat_number text not null default '',
  source jsonb,
  -- Taken while a request completes or confirms the flow (given back when that fails).
  completed_at timestamptz,
  confirmed_at timestamptz,
  contact_id uuid references contacts (id) on delete set null,
  created_at timestamptz not null default now()
);
create index join_flows_created on join_flows (created_at);

-- Where a member who joined came from (join_flows.source), kept with them.
alter table contacts add column join_source jsonb;
