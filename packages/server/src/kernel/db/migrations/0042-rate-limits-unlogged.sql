-- The rate limits' counts are written by every guest submission, upload,
-- captcha and reset (issue 33: one hit per response, committed apart from
-- it). Unlogged, such a commit waits for no write-ahead log flush; after a
-- crash of the database server the table comes back empty, which forgets
-- at most ten minutes of counts: every window starts afresh, nothing else
-- is lost. Replicas do not get its rows (each app server counts in the
-- primary, the only database it writes to).
alter table rate_limits set unlogged;
