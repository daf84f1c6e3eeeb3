-- masthead_csv_cell (0028) again, as packages/server/src/export/csv-line.ts
-- now writes a cell (csvCell). Defused with an apostrophe: a cell starting
-- with a tab or a carriage return, or whose first character after any
-- whitespace (space, tab, line breaks, no-break and ideographic space) and
-- separators (, ; and their full-width forms) is =, +, -, @ or a full-width
-- ＝ ＋ － ＠; a negative number alone stays a number. A spreadsheet of a
-- locale that separates by ; would read ";=1+1" as an empty cell and a
-- formula. Quoted as RFC 4180 asks where the text holds a comma, a
-- semicolon, a quote or a line break (a quoted ; stays in its cell there).
create or replace function masthead_csv_cell(value text) returns text
language sql immutable parallel safe
as $$
  select case
    when coalesce(value, '') ~ '^([\t\r]|[ \t\n\v\f\r\u00a0\u3000;,\uff0c\uff1b]*[=+@\uff1d\uff0b\uff0d\uff20-])'
      and coalesce(value, '') !~ '^-[0-9]+(\.[0-9]+)?$' then
      case
        when value ~ '[",;\r\n]' then '"''' || replace(value, '"', '""') || '"'
        else '''' || value
      end
    when coalesce(value, '') ~ '[",;\r\n]' then '"' || replace(value, '"', '""') || '"'
    else coalesce(value, '')
  end
$$;
