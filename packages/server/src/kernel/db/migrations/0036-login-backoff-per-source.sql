-- The login back-off counts an email's tries per source (docs/decisions/0043):
-- `email:<email>|<address block>`. The email gets a column of its own so that a
-- reset or an unlock clears every source's count in one indexed delete.
alter table login_backoff add column email text;
create index login_backoff_email on login_backoff (email) where email is not null;
-- Counts of an email from everywhere (`email:<email>`): nothing reads them any more.
delete from login_backoff where key like 'email:%';
