-- An admin's own subject and body of an email, per template and locale (issue 17). Without a row
-- the email is written from the translated texts in code; deleting the row resets it to them.
create table email_templates (
  template text not null,
  locale text not null,
  subject text not null,
  body text not null,
  updated_at timestamptz not null default now(),
  primary key (template, locale)
);
