-- Translated form texts per locale: `component_text` maps a text of the form
-- (label, description, placeholder, option label, slide title) to its
-- translation; `slide_navigation` holds each slide's button texts by slide id.
alter table callout_variants add column component_text jsonb not null default '{}'::jsonb;
alter table callout_variants add column slide_navigation jsonb not null default '{}'::jsonb;
