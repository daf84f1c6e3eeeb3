-- Captcha (ALTCHA). `server_secrets` keeps the HMAC key challenges are signed
-- with when CAPTCHA_HMAC_KEY is not set: the first server to need it inserts
-- a random one (`on conflict do nothing`), so every app server signs and
-- checks with the same key. `captcha_solutions` remembers the SHA-256 of each
-- accepted challenge until it expires, so a solution works once.
create table server_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

create table captcha_solutions (
  hash text primary key,
  expires_at timestamptz not null
);
create index captcha_solutions_expires_at on captcha_solutions (expires_at);
