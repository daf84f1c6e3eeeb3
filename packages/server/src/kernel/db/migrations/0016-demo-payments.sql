-- The demo payment provider (payments/providers/demo/): what Stripe or
-- GoCardless would keep on their side, kept here instead, so `npm start`
-- takes contributions offline and every app server sees the same state. No
-- money moves: no card or bank details are asked for or stored, only made-up
-- descriptions of them. Ids are the provider's own (`demo_cus_…`), random
-- and unguessable: a flow id is the only key to its checkout page.

-- A checkout started by `startFlow`: open until the member presses "Pay"
-- or "Decline" on the app's demo checkout page, then succeeded or failed.
-- `flow_id` is Masthead's payment flow id, so starting twice starts once.
-- Completing a succeeded flow makes its customer (unless the flow was for
-- an existing one) and payment method once, recorded here.
create table demo_flows (
  id text primary key,
  flow_id text not null unique,
  method text not null,
  email text not null,
  firstname text,
  lastname text,
  description text,
  complete_url text not null,
  status text not null default 'open' check (status in ('open', 'succeeded', 'failed')),
  decided_at timestamptz,
  customer_id text,
  payment_method_id text,
  created_at timestamptz not null default now()
);

create table demo_customers (
  id text primary key,
  email text not null,
  name text not null default '',
  created_at timestamptz not null default now()
);
create index demo_customers_email on demo_customers (lower(email));

-- `source` is API.md's paymentSource shape. `declines`: set by
-- `npm run payments -- fail`, every charge to the method fails until
-- `retry` (a new method, from a payment-method change, works).
create table demo_payment_methods (
  id text primary key,
  customer_id text not null references demo_customers (id),
  method text not null,
  source jsonb not null,
  declines boolean not null default false,
  created_at timestamptz not null default now()
);
create index demo_payment_methods_customer on demo_payment_methods (customer_id);

-- A recurring contribution. `renewal_date` is the next charge; a change
-- that waits for it is in `next_amount_cents` / `next_period`.
-- `flow_id` (made by) and `last_update_flow_id` make retried calls
-- answer what the first one did. `contact_id` is Masthead's contact, for
-- `fail --email` to find a member whose email changed.
create table demo_subscriptions (
  id text primary key,
  flow_id text not null unique,
  customer_id text not null references demo_customers (id),
  payment_method_id text not null references demo_payment_methods (id),
  contact_id text,
  amount_cents integer not null check (amount_cents > 0),
  period text not null check (period in ('monthly', 'annually')),
  next_amount_cents integer check (next_amount_cents > 0),
  next_period text check (next_period in ('monthly', 'annually')),
  renewal_date timestamptz not null,
  status text not null default 'active' check (status in ('active', 'cancelled')),
  cancelled_at timestamptz,
  last_update_flow_id text,
  created_at timestamptz not null default now()
);
create index demo_subscriptions_customer on demo_subscriptions (customer_id);
create index demo_subscriptions_due on demo_subscriptions (renewal_date) where status = 'active';

-- Every charge. `charge_key` says what it charges (`<subscription>:renewal:<date>`,
-- `<flow>:proration`, `<flow>:one-off`), so no charge is ever taken twice,
-- whichever server or script asks. A failed renewal is retried in place
-- (failed, then successful), as a Stripe invoice is.
create table demo_payments (
  id text primary key,
  charge_key text not null unique,
  kind text not null check (kind in ('renewal', 'proration', 'one-off')),
  customer_id text not null references demo_customers (id),
  subscription_id text references demo_subscriptions (id),
  payment_method_id text not null references demo_payment_methods (id),
  amount_cents integer not null check (amount_cents > 0),
  currency text not null,
  status text not null check (status in ('draft', 'pending', 'successful', 'failed', 'cancelled')),
  description text,
  charge_date timestamptz not null,
  period_end timestamptz,
  created_at timestamptz not null default now()
);
create index demo_payments_customer on demo_payments (customer_id, charge_date desc);
create index demo_payments_subscription on demo_payments (subscription_id) where subscription_id is not null;

-- The demo's webhooks: each event is written with the change it reports,
-- in the same transaction, then handed to Masthead. One that could not be
-- handed over stays undelivered and goes with the next delivery, as a
-- provider retries a webhook (Masthead skips event ids it has seen).
create table demo_events (
  id text primary key,
  seq bigserial not null unique,
  event jsonb not null,
  created_at timestamptz not null default now(),
  delivered_at timestamptz
);
create index demo_events_undelivered on demo_events (seq) where delivered_at is null;
