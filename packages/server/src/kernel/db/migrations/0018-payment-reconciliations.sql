-- What each reconciliation with a payment provider found for a contact and
-- fixed (payments its webhooks never brought, or brought late): one row per
-- run that changed something, the findings as JSON (see
-- packages/server/src/payments/reconciliation.ts).
create table payment_reconciliations (
  id uuid primary key default gen_random_uuid(),
  contact_id uuid not null references contacts (id) on delete cascade,
  run_at timestamptz not null default now(),
  findings jsonb not null
);
create index payment_reconciliations_contact on payment_reconciliations (contact_id, run_at desc);
