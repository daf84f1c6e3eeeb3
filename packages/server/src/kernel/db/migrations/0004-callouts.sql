-- Call-outs: settings and form in `callouts`, every text per locale in
-- `callout_variants` ('default' plus locale codes), reviewers and the tags
-- that reviewers put on responses. Status is derived from `starts` and
-- `expires`, never stored.
create table callouts (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  image text not null default '',
  starts timestamptz,
  expires timestamptz,
  -- the first moment the call-out was open, kept when it is unpublished:
  -- the slug is locked from then on (links to it are out in articles)
  opened_at timestamptz,
  access text not null default 'guest'
    check (access in ('member', 'guest', 'anonymous', 'only-anonymous')),
  captcha text not null default 'none' check (captcha in ('none', 'guest', 'all')),
  allow_update boolean not null default false,
  allow_multiple boolean not null default false,
  hidden boolean not null default false,
  show_on_dashboard boolean not null default true,
  form_schema jsonb not null default '{"slides": []}',
  newsletter_schema jsonb,
  response_view_schema jsonb,
  -- the last response number handed out; responses take the next one in
  -- the same transaction (update … returning), so numbers have no gaps
  last_response_number integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index callouts_created_at on callouts (created_at desc, id);

create table callout_variants (
  callout_id uuid not null references callouts (id) on delete cascade,
  -- 'default' or a locale code (de, de@informal, …)
  name text not null,
  title text not null,
  excerpt text not null default '',
  intro text not null default '',
  thanks_title text not null default '',
  thanks_text text not null default '',
  thanks_redirect text,
  share_title text,
  share_description text,
  primary key (callout_id, name)
);

create table callout_reviewers (
  id uuid primary key default gen_random_uuid(),
  callout_id uuid not null references callouts (id) on delete cascade,
  contact_id uuid not null references contacts (id) on delete cascade,
  can_edit boolean not null default false,
  created_at timestamptz not null default now(),
  unique (callout_id, contact_id)
);
create index callout_reviewers_contact on callout_reviewers (contact_id);

create table callout_tags (
  id uuid primary key default gen_random_uuid(),
  callout_id uuid not null references callouts (id) on delete cascade,
  name text not null,
  description text not null default '',
  created_at timestamptz not null default now()
);
-- "Urgent" and "urgent" are the same tag
create unique index callout_tags_name on callout_tags (callout_id, lower(name));
