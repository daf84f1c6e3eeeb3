-- The outbox becomes the send queue (issue 18, email/README.md). With SMTP_URL
-- every email is stored `queued` and sent by whichever app server claims it
-- (`for update skip locked`): marked `sending` with a lease, sent, confirmed
-- `sent`. A failure waits a back-off and is tried again, `failed` after the
-- last attempt (or at once on a permanent refusal) for an admin to see and
-- retry. Without SMTP_URL emails are `kept` as before and never sent.
alter table outbox
  add column status text not null default 'kept'
    check (status in ('kept', 'queued', 'sending', 'sent', 'failed')),
  add column attempts integer not null default 0,
  -- When a queued email is due (its next attempt after a failure).
  add column run_at timestamptz,
  -- A `sending` email whose server died is claimed again after this.
  add column locked_until timestamptz,
  -- The last SMTP error, the recipient's address masked.
  add column last_error text,
  add column sent_at timestamptz,
  -- The language the text is in (`Content-Language`), which may differ from `locale` (el: en).
  add column content_language text;

create index outbox_due on outbox (run_at, id) where status in ('queued', 'sending');
create index outbox_status on outbox (status, created_at desc, id desc);
