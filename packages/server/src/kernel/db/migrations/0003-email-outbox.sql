-- Emails kept instead of sent when no SMTP_URL is configured (the embedded
-- default and tests), so an admin can read a reset link at GET outbox.
-- Addresses are stored as written in the message: "Name" <address>.
create table outbox (
  id uuid primary key default gen_random_uuid(),
  to_address text not null,
  from_address text not null,
  subject text not null,
  text text not null,
  html text not null,
  template text not null,
  locale text not null,
  created_at timestamptz not null default now()
);

create index outbox_created_at on outbox (created_at desc, id desc);
