-- A call-out with 1,000,000 responses (issue 33). A page of the responses
-- table picks its ids from an index alone (no table read for the rows it
-- skips), then reads only those rows; the public map feed finds where its
-- page starts the same way. Three indexes could not serve a deep page
-- alone, each rebuilt in place (no more indexes for a submission to write):
--
-- The number order: the call-out's numbers carried no id, so an offset of
-- 500,000 read 500,000 rows from the table (0.9 s). Now with the id, and the
-- bucket the map feed and the tabs filter by.
alter table callout_responses drop constraint callout_responses_callout_id_number_key;
alter table callout_responses add constraint callout_responses_callout_id_number_key
  unique (callout_id, number) include (id, bucket);

-- The bucket tabs (`bucket equal ""`) compare lower(bucket): PostgreSQL reads
-- such an expression index alone only when the column itself is in it (the
-- inbox at offset 250,000 read every row it skipped, 1.1 s).
drop index callout_responses_bucket_created;
create index callout_responses_bucket_created on callout_responses (callout_id, lower(bucket), created_at desc, id)
  include (bucket);

-- By plain bucket (the map feed's published buckets, newest number first)
-- rather than by bucket and date, which no query reads in that order since
-- the rules compare lower(bucket) (0013): the feed at offset 166,666 read
-- and dropped half a million rows of other buckets from the table (0.75 s).
-- The counts of a bucket read it as before.
drop index callout_responses_callout;
create index callout_responses_bucket_number on callout_responses (callout_id, bucket, number);

-- A new expression index has no statistics until the table is analysed: the
-- planner would guess a bucket holds a few responses (0013).
analyze callout_responses;
