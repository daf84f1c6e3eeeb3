-- A new email address waits for the link sent to it (issue 16): the link carries the address it
-- confirms, and the contact's email changes only when the link is used.
alter table account_links add column new_email text;
alter table account_links drop constraint account_links_kind_check;
alter table account_links add constraint account_links_kind_check
  check (kind in ('reset-password', 'reset-device', 'set-password', 'login-link', 'change-email'));
