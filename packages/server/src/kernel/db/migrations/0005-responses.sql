-- Responses to call-outs, the tags reviewers put on them and their comment
-- threads. A response's number is taken from `callouts.last_response_number`
-- in the same transaction as the insert, so numbers have no gaps.
create table callout_responses (
  id uuid primary key default gen_random_uuid(),
  callout_id uuid not null references callouts (id) on delete cascade,
  number integer not null,
  -- null for a guest without contact details, and after the contact is deleted
  contact_id uuid references contacts (id) on delete set null,
  guest_name text,
  guest_email text,
  -- {[slideId]: {[componentKey]: value}}, checked against the form when sent
  answers jsonb not null,
  -- '' is the inbox
  bucket text not null default '' check (bucket in ('', 'verified', 'trash')),
  assignee_id uuid references contacts (id) on delete set null,
  -- {optIn, groups[]} as the respondent sent it, or null
  newsletter jsonb,
  -- the widget's key for one submission: a retried POST finds the first response
  idempotency_key text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (callout_id, number),
  unique (callout_id, idempotency_key)
);
create index callout_responses_callout on callout_responses (callout_id, bucket, created_at desc, id);
create index callout_responses_contact on callout_responses (contact_id);

create table callout_response_tags (
  response_id uuid not null references callout_responses (id) on delete cascade,
  tag_id uuid not null references callout_tags (id) on delete cascade,
  primary key (response_id, tag_id)
);
create index callout_response_tags_tag on callout_response_tags (tag_id);

create table callout_response_comments (
  id uuid primary key default gen_random_uuid(),
  response_id uuid not null references callout_responses (id) on delete cascade,
  -- null after the author is deleted; the comment stays, anonymised
  contact_id uuid references contacts (id) on delete set null,
  text text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index callout_response_comments_response on callout_response_comments (response_id, created_at, id);
