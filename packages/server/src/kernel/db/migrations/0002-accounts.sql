-- Accounts: contacts with their profile and login state, role assignments,
-- server-side sessions, one-time links and API keys. Every secret a client
-- holds (session cookie, link id, API key) is stored only as its SHA-256
-- hash, so a copy of the database logs nobody in.
create table contacts (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  firstname text not null default '',
  lastname text not null default '',
  joined timestamptz not null default now(),
  last_seen timestamptz,
  telephone text not null default '',
  preferred_contact text not null default '',
  delivery_opt_in boolean not null default false,
  -- {line1, line2, city, postcode} or null
  delivery_address jsonb,
  newsletter_status text not null default 'none'
    check (newsletter_status in ('subscribed', 'unsubscribed', 'pending', 'cleaned', 'none')),
  newsletter_groups jsonb not null default '[]',
  notes text not null default '',
  description text not null default '',
  is_reviewer boolean not null default false,
  -- argon2id PHC string; null until the contact sets a password
  password_hash text,
  failed_logins integer not null default 0,
  locked_at timestamptz,
  -- base32 TOTP secret while 2FA is on, and the last time step accepted
  mfa_secret text,
  mfa_last_step bigint
);
create unique index contacts_email_lower on contacts (lower(email));

create table contact_roles (
  contact_id uuid not null references contacts (id) on delete cascade,
  role text not null check (role in ('member', 'admin', 'superadmin')),
  date_added timestamptz not null default now(),
  date_expires timestamptz,
  primary key (contact_id, role)
);

create table sessions (
  token_hash text primary key,
  contact_id uuid not null references contacts (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_contact on sessions (contact_id);

-- Reset-password, reset-device, set-password and emergency login links.
create table account_links (
  id_hash text primary key,
  kind text not null check (kind in ('reset-password', 'reset-device', 'set-password', 'login-link')),
  contact_id uuid not null references contacts (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index account_links_contact on account_links (contact_id);

create table api_keys (
  id uuid primary key default gen_random_uuid(),
  description text not null,
  token_hash text not null unique,
  creator_id uuid references contacts (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz
);
