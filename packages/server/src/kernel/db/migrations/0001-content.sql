-- Settings sections (general, join, join/setup, share, …) as one jsonb
-- document each. The document holds only what an admin set; the server
-- merges it over the defaults from @masthead/core when reading.
create table content (
  name text primary key,
  data jsonb not null,
  updated_at timestamptz not null default now()
);
