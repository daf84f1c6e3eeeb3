-- GET stats (the dashboard's numbers): new responses of every call-out in a date range.
create index callout_responses_created_at on callout_responses (created_at);
