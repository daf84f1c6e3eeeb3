-- One CSV cell as packages/server/src/export/csv-line.ts writes it (csvCell),
-- so an export can have PostgreSQL write whole lines: a leading =, +, -, @,
-- tab or carriage return is defused with an apostrophe (a negative number
-- alone stays a number), then RFC 4180 quoting where the text holds a comma,
-- a quote or a line break. Null is an empty cell. One expression without a
-- FROM, so the planner inlines it into the query that calls it.
create or replace function masthead_csv_cell(value text) returns text
language sql immutable parallel safe
as $$
  select case
    when coalesce(value, '') ~ '^[=+@\t\r-]' and coalesce(value, '') !~ '^-[0-9]+(\.[0-9]+)?$' then
      case
        when value ~ '[",\r\n]' then '"''' || replace(value, '"', '""') || '"'
        else '''' || value
      end
    when coalesce(value, '') ~ '[",\r\n]' then '"' || replace(value, '"', '""') || '"'
    else coalesce(value, '')
  end
$$;
