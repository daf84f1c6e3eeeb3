-- Contacts for admins (issue 16): tags on contacts, saved searches
-- (segments) and notices shown to members.

create table contact_tags (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  description text not null default '',
  created_at timestamptz not null default now()
);
-- "Donor" and "donor" are the same tag
create unique index contact_tags_name on contact_tags (lower(name));

-- Which contact carries which tag; both sides go with a deleted contact or tag.
create table contact_tag_assignments (
  contact_id uuid not null references contacts (id) on delete cascade,
  tag_id uuid not null references contact_tags (id) on delete cascade,
  primary key (contact_id, tag_id)
);
-- The `tags contains <id>` rule and a bulk removal look contacts up by tag.
create index contact_tag_assignments_tag on contact_tag_assignments (tag_id, contact_id);

-- A saved contact search: a rule group of the contact filter fields.
create table segments (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  description text not null default '',
  rule_group jsonb not null,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A message for members, open between `starts` and `expires` (status derived
-- like a call-out's: no `starts` is a draft).
create table notices (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  -- sanitised rich text (HTML)
  text text not null default '',
  button_text text not null default '',
  url text not null default '',
  starts timestamptz,
  expires timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
