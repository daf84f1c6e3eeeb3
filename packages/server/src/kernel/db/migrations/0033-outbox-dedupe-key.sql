-- An email written by work that may run twice stores its key here (a
-- response's emails: a job run again after a crash or a lost lease). One email
-- per key: the second insert does nothing, so nobody gets an email twice
-- (email/README.md). Other emails have none; nulls never clash.
alter table outbox add column dedupe_key text unique;
