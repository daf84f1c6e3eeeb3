-- Answer passes: what a member logged in on the hosted site hands a widget on
-- a newsroom's page of another origin (which gets no cookie of ours) so that
-- it may answer one call-out as them. Kept only as a hash; scoped to the
-- call-out and the page's origin; short-lived, and never outliving the
-- session that made it (logging out, or a password reset, deletes it).
create table answer_passes (
  token_hash text primary key,
  contact_id uuid not null references contacts (id) on delete cascade,
  session_hash text not null references sessions (token_hash) on delete cascade,
  callout_id uuid not null references callouts (id) on delete cascade,
  origin text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index answer_passes_contact on answer_passes (contact_id);
create index answer_passes_session on answer_passes (session_hash);
create index answer_passes_expires on answer_passes (expires_at);
