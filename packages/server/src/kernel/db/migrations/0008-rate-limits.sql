-- Every fixed-window rate limit counts in one table, shared by all app
-- servers: uploads, password resets, 2FA resets, captchas, responses and
-- the emails each recipient gets (docs/decisions/0037-rate-limits-and-login-back-off.md).
alter table upload_rate_limits rename to rate_limits;
alter index upload_rate_limits_window rename to rate_limits_window;

-- Wrong logins per account email (known or not) and per IP address: each
-- try counts before the password is checked, and past the free tries the
-- next one waits a delay that doubles, at most 15 minutes. A success clears
-- the email's row; a reset or an unlock too. Rows are forgotten a day after
-- their last try.
create table login_backoff (
  key text primary key,
  tries integer not null,
  last_try_at timestamptz not null,
  blocked_until timestamptz not null
);
create index login_backoff_last_try on login_backoff (last_try_at);
