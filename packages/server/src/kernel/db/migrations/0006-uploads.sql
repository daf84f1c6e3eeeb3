-- Uploaded images and documents. The files live on disk under the uploads
-- folder in `<id>/`; a row exists once every file of the upload is written.
-- `attached_at` stays null until a response or call-out uses the upload;
-- unattached uploads are removed after a day.
create table uploads (
  id uuid primary key,
  -- 'image' or 'document'
  kind text not null check (kind in ('image', 'document')),
  -- the type found in the file's first bytes, e.g. image/png, application/pdf
  mime_type text not null,
  -- the file the answer points at, e.g. full.webp or document.pdf
  stored_name text not null,
  -- the client's file name, sanitised; never used on disk
  filename text not null,
  -- sha256 of the bytes received, hex
  hash text not null,
  size integer not null,
  contact_id uuid references contacts (id) on delete set null,
  ip text not null,
  created_at timestamptz not null default now(),
  attached_at timestamptz
);
create index uploads_unattached on uploads (created_at) where attached_at is null;

-- Fixed-window counters for the upload rate limits, shared by every app
-- server: one row per key (ip:… or contact:…) and window start.
create table upload_rate_limits (
  key text not null,
  window_start timestamptz not null,
  count integer not null,
  primary key (key, window_start)
);
create index upload_rate_limits_window on upload_rate_limits (window_start);
