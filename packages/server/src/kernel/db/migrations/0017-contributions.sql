-- Contributions and payments (issue 14). Amounts are integer cents.
--
-- One contribution per contact: what they give (type, amount per period,
-- period, whether they cover the fee), how (method, provider and the
-- provider's ids), and the cycle (renewal date, cancellation). The
-- membership itself is the member role's expiry in contact_roles.
create table contributions (
  contact_id uuid primary key references contacts (id) on delete cascade,
  type text not null check (type in ('Automatic', 'Gift', 'Manual', 'None')),
  amount_cents integer check (amount_cents > 0),
  -- A change that applies at renewal: the amount from the next payment on.
  next_amount_cents integer check (next_amount_cents > 0),
  next_period text check (next_period in ('monthly', 'annually')),
  period text check (period in ('monthly', 'annually')),
  pay_fee boolean not null default false,
  method text,
  provider text,
  customer_id text,
  payment_method_id text,
  subscription_id text unique,
  payment_source jsonb,
  renewal_date timestamptz,
  cancelled_at timestamptz,
  -- A manual contribution (bank transfer, cash…): where it comes from.
  manual_source text,
  manual_reference text,
  -- The first failed payment since the last successful one (null: not failing).
  failing_since timestamptz,
  updated_at timestamptz not null default now()
);
create index contributions_customer on contributions (provider, customer_id);
create index contributions_payment_method on contributions (provider, payment_method_id);

-- Every payment a provider reports, once per provider payment id: webhooks
-- that come late, twice or out of order update the same row.
create table payments (
  id uuid primary key default gen_random_uuid(),
  contact_id uuid references contacts (id) on delete set null,
  provider text not null,
  provider_payment_id text not null,
  subscription_id text,
  amount_cents integer not null,
  status text not null check (status in ('draft', 'pending', 'successful', 'failed', 'cancelled')),
  charge_date timestamptz not null,
  period_end timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider, provider_payment_id)
);
create index payments_contact on payments (contact_id, charge_date desc);
create index payments_charge_date on payments (charge_date desc, id);

-- A payment flow: a contribution started or a payment method changed, from
-- the provider's page back to Masthead's `…/complete {paymentFlowId}`. It
-- keeps what was asked for, so completing needs nothing else; completing
-- twice is refused.
create table payment_flows (
  id uuid primary key default gen_random_uuid(),
  contact_id uuid not null references contacts (id) on delete cascade,
  purpose text not null check (purpose in ('contribution', 'payment-method')),
  provider text not null,
  method text not null,
  provider_flow_id text not null,
  request jsonb not null,
  created_at timestamptz not null default now(),
  completed_at timestamptz
);
create index payment_flows_contact on payment_flows (contact_id);

-- Provider events already applied (providers deliver again and again).
create table payment_events (
  provider text not null,
  event_id text not null,
  received_at timestamptz not null default now(),
  primary key (provider, event_id)
);
