/**
 * PGlite reads `date`, `timestamp` and `timestamptz` text with JavaScript's
 * `new Date(text)`, which takes `0050-06-01 00:00:00+00` for 1950. These
 * parsers turn PostgreSQL's text into ISO 8601 first, so every year from 1
 * to 9999 reads back as written, as node-postgres does on PostgreSQL.
 */
const pgTime = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}:\d{2}:\d{2}(?:\.\d+)?))?(?:([+-]\d{2})(?::(\d{2}))?(?::(\d{2}))?)?$/;

export function parsePgDate(text: string): Date | number {
  if (text === 'infinity') return Number.POSITIVE_INFINITY;
  if (text === '-infinity') return Number.NEGATIVE_INFINITY;
  const match = pgTime.exec(text);
  // Anything else (a BC date) is left to the engine's reading, as before.
  if (!match) return new Date(text);
  const [, year, month, day, time = '00:00:00', hours, minutes = '00', seconds] = match;
  // A zone offset with seconds (historic local mean times) is rounded away: it is never UTC's.
  const zone = hours === undefined ? 'Z' : `${hours}:${minutes}`;
  const date = new Date(`${year}-${month}-${day}T${time}${zone}`);
  if (seconds !== undefined) date.setUTCSeconds(date.getUTCSeconds() - Math.sign(Number(hours)) * Number(seconds));
  return date;
}

/** `PGlite.create({parsers})`: the type ids of `date` (1082), `timestamp` (1114) and `timestamptz` (1184). */
export const pgliteDateParsers = { 1082: parsePgDate, 1114: parsePgDate, 1184: parsePgDate };
