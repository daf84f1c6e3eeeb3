/**
 * Dates relative to now, in the two spellings Masthead meets:
 * - form.io datetime limits: `now`, `now-7d`, `now+1y2M` (a sign carries over
 *   to the unsigned terms after it: `now-1d12h` is one and a half days ago);
 * - filter rules (docs/product/api.md): `$now`, `$now()`, `$now(d:-7)`, `$now(y:-1,M:2)`.
 * Units: y years, M months, d days, h hours, m minutes, s seconds. Calendar
 * units count in UTC; a month step keeps the day of the month when it can
 * and else lands on the month's last day (Jan 31 + 1M = Feb 28 or 29).
 */

const dateUnits = ['y', 'M', 'd', 'h', 'm', 's'] as const;
export type DateUnit = (typeof dateUnits)[number];
export type DateOffset = Record<DateUnit, number>;

/** More terms or larger steps than these are refused as nonsense. */
const maxTerms = 12;
const maxStep = 100_000;

const emptyOffset = (): DateOffset => ({ y: 0, M: 0, d: 0, h: 0, m: 0, s: 0 });
const isUnit = (unit: string): unit is DateUnit => (dateUnits as readonly string[]).includes(unit);

function addTerm(offset: DateOffset, unit: string, amount: number): boolean {
  if (!isUnit(unit) || !Number.isSafeInteger(amount) || Math.abs(amount) > maxStep) return false;
  offset[unit] += amount;
  return true;
}

function parseNowForm(terms: string): DateOffset | null {
  const offset = emptyOffset();
  let sign = 1;
  let count = 0;
  for (const match of terms.matchAll(/([+-]?)(\d{1,6})([yMdhms])|(.)/g)) {
    if (match[4] !== undefined || ++count > maxTerms) return null;
    if (match[1]) sign = match[1] === '-' ? -1 : 1;
    if (!addTerm(offset, match[3] ?? '', sign * Number(match[2]))) return null;
  }
  return offset;
}

function parseDollarForm(args: string): DateOffset | null {
  const offset = emptyOffset();
  if (args.trim() === '') return offset;
  const pairs = args.split(',');
  if (pairs.length > maxTerms) return null;
  for (const pair of pairs) {
    const match = /^\s*([yMdhms])\s*:\s*([+-]?\d{1,6})\s*$/.exec(pair);
    if (!match || !addTerm(offset, match[1] ?? '', Number(match[2]))) return null;
  }
  return offset;
}

/**
 * Parses a relative date; null when `expression` is not one.
 * @example parseRelativeDate('now-7d') // {y: 0, M: 0, d: -7, h: 0, m: 0, s: 0}
 * @example parseRelativeDate('$now(y:-1,M:2)') // {y: -1, M: 2, d: 0, h: 0, m: 0, s: 0}
 */
export function parseRelativeDate(expression: unknown): DateOffset | null {
  if (typeof expression !== 'string' || expression.length > 200) return null;
  const text = expression.trim();
  const nowForm = /^now((?:[+-]?\d+[a-zA-Z])*)$/.exec(text.replace(/\s+/g, ''));
  if (nowForm) return parseNowForm(nowForm[1] ?? '');
  const dollarForm = /^\$now(?:\(([^()]*)\))?$/.exec(text);
  if (dollarForm) return parseDollarForm(dollarForm[1] ?? '');
  return null;
}

export function isRelativeDate(expression: unknown): boolean {
  return parseRelativeDate(expression) !== null;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** `now` moved by `offset`; null when the result leaves the four-digit years (1-9999) that ISO dates and the database hold. */
function applyDateOffset(now: Date, offset: DateOffset): Date | null {
  const months = now.getUTCFullYear() * 12 + now.getUTCMonth() + offset.y * 12 + offset.M;
  const year = Math.floor(months / 12);
  const month = months - year * 12;
  const day = Math.min(now.getUTCDate(), daysInMonth(year, month));
  const base = new Date(now.getTime());
  base.setUTCFullYear(year, month, day);
  const ms = base.getTime() + ((offset.d * 24 + offset.h) * 60 + offset.m) * 60_000 + offset.s * 1000;
  const result = new Date(ms);
  return isStorableDate(result) ? result : null;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * A strict ISO 8601 date (`2026-05-01`) or date-time (`2026-05-01T10:00Z`,
 * with seconds, fractions and an offset optional); null for anything else,
 * including impossible days such as `2026-02-30` that `Date.parse` would roll over.
 */
export function parseIsoDate(text: unknown): Date | null {
  if (typeof text !== 'string') return null;
  const match = isoDate.exec(text);
  if (!match) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = match;
  const year = Number(y);
  const month = Number(mo);
  if (month < 1 || month > 12 || Number(d) < 1 || Number(d) > daysInMonth(year, month - 1)) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  // A date-time without an offset is read as UTC, as the API's dates are (docs/product/api.md, Conventions).
  const withZone = match[4] !== undefined && match[7] === undefined ? `${text}Z` : text;
  const date = new Date(withZone);
  return isStorableDate(date) ? date : null;
}

/**
 * A real time in the years 1 to 9999 in UTC: what both databases store as
 * given (PGlite refuses year 0, PostgreSQL makes it 1 BC). An offset can move
 * a written year out of range: `0001-01-01T00:00:00+23:59` is in year 0.
 */
export function isStorableDate(date: Date): boolean {
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= 1 && year <= 9999;
}

/**
 * An absolute ISO date or a relative expression, resolved against `now`.
 * @example resolveDate('now-1d', new Date('2026-05-02T00:00:00Z')) // 2026-05-01T00:00:00.000Z
 */
export function resolveDate(expression: unknown, now: Date): Date | null {
  const offset = parseRelativeDate(expression);
  if (offset) return applyDateOffset(now, offset);
  return parseIsoDate(expression);
}
