import { csvCell } from '../../kernel/csv/csv-line.ts';
import {
  isEmail,
  newsletterStatuses,
  normalEmail,
  type ContactImportField,
  type ContactImportRefusal,
  type NewsletterStatus,
} from '@masthead/core';

/** A contribution as a row gives it; `Automatic` is one running at a provider, waiting to be adopted. */
export interface RowContribution {
  type: 'Automatic' | 'Gift' | 'Manual' | 'None';
  amountCents: number | null;
  period: 'monthly' | 'annually' | null;
  method: string | null;
  provider: string | null;
  customerId: string | null;
}

/** One row of the file, read: only what it says (an empty cell says nothing, and erases nothing). */
export interface ImportRow {
  line: number;
  email: string;
  /** The email as contacts are matched: trimmed, lowercased. */
  key: string;
  firstname?: string;
  lastname?: string;
  telephone?: string;
  notes?: string;
  address: { line1?: string; line2?: string; city?: string; postcode?: string };
  tags: string[];
  newsletterStatus?: NewsletterStatus;
  newsletterGroups: string[];
  joined?: Date;
  contribution?: RowContribution;
  member?: { starts?: Date; expires?: Date };
  joinSource: Record<string, string>;
  utm: Record<string, string>;
}

export type RowResult = { row: ImportRow } | { refused: ContactImportRefusal; field: string | null };

/** How a file's rows are read: where a row says nothing (a preset's facts). */
export interface RowContext {
  rowsAreSubscribed: boolean;
  paymentProvider: string | null;
  /** Masthead's own CSV: a formula-like cell came out with an apostrophe first (`csvCell`), taken off again. */
  defused: boolean;
}

/** `'=x` as `csvCell` writes `=x`: the apostrophe is its, not the value's. */
function undefused(value: string): string {
  if (!value.startsWith("'") || value.startsWith("''")) return value;
  const inner = value.slice(1);
  return csvCell(inner).replace(/^"/, '').startsWith("'") ? inner : value;
}

class RowRefusal extends Error {
  constructor(
    readonly code: ContactImportRefusal,
    readonly field: string | null,
  ) {
    super(code);
  }
}

const yes = new Set(['yes', 'y', 'true', '1', 'x', 'subscribed', 'ja', 'oui', 'si', 'sí']);
const no = new Set(['no', 'n', 'false', '0', 'unsubscribed', 'nein', 'non']);
const periods: Record<string, 'monthly' | 'annually'> = {
  monthly: 'monthly',
  month: 'monthly',
  annually: 'annually',
  annual: 'annually',
  yearly: 'annually',
  year: 'annually',
};
const types = { automatic: 'Automatic', manual: 'Manual', gift: 'Gift', none: 'None' } as const;
const providers = new Set(['stripe', 'gocardless']);
/** ISO 8601 as exports write it: a date, or a date and time (a space or T), a zone or none (UTC). */
const isoDate = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2}|UTC)?$/i;
const textLimits: Partial<Record<ContactImportField, number>> = {
  firstname: 200,
  lastname: 200,
  name: 400,
  telephone: 30,
  notes: 10_000,
  address: 200,
  deliveryLine1: 200,
  deliveryLine2: 200,
  deliveryCity: 200,
  deliveryPostcode: 20,
};

/** A list in one cell: comma- or semicolon-separated, each item trimmed and unquoted (Mailchimp's `"a","b"`). */
export function cellList(value: string): string[] {
  const items = value
    .split(/[;,]/)
    .map((item) =>
      item
        .trim()
        .replace(/^"(.*)"$/s, '$1')
        .trim(),
    )
    .filter((item) => item !== '');
  return [...new Set(items)];
}

function parseDate(value: string, field: string): Date {
  const match = isoDate.exec(value);
  if (!match) throw new RowRefusal('invalid-value', field);
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '', zone = 'Z'] = match;
  const offset =
    zone.toUpperCase() === 'UTC' || zone.toUpperCase() === 'Z' ? 'Z' : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${fraction.slice(0, 4)}${offset}`);
  if (Number.isNaN(date.getTime())) throw new RowRefusal('invalid-value', field);
  return date;
}

/** 5, 12.50, 12,50, €12.50 → cents. */
function parseCents(value: string, field: string): number {
  const plain = value.replace(/[^\d.,-]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) throw new RowRefusal('invalid-value', field);
  const cents = Math.round(Number(plain) * 100);
  if (cents <= 0 || cents > 100_000_000) throw new RowRefusal('invalid-value', field);
  return cents;
}

function newsletterOf(value: string, field: string): NewsletterStatus {
  const lower = value.toLowerCase();
  if ((newsletterStatuses as readonly string[]).includes(lower)) return lower as NewsletterStatus;
  if (yes.has(lower)) return 'subscribed';
  if (no.has(lower)) return 'unsubscribed';
  throw new RowRefusal('invalid-value', field);
}

/** The first non-empty cell of each field, trimmed (a field two columns give: the first that says something). */
function cellsByField(
  fields: readonly ContactImportField[],
  cells: readonly string[],
  header: readonly string[],
  defused: boolean,
) {
  const values = new Map<ContactImportField, { value: string; column: string }>();
  fields.forEach((field, index) => {
    if (field === 'ignore' || values.has(field)) return;
    const cell = (cells[index] ?? '').trim();
    const value = defused ? undefused(cell) : cell;
    if (value === '') return;
    const limit = textLimits[field];
    if (limit !== undefined && value.length > limit) throw new RowRefusal('invalid-value', header[index] ?? field);
    values.set(field, { value, column: header[index] ?? field });
  });
  return values;
}

/**
 * A record of the file under the mapping (`fields`: each column's field):
 * the row, or why it is refused and which column.
 * @example readRow(['email', 'name'], ['email', 'Name'], {line: 2, cells: ['a@b.org', 'Ann Lee']}, context) // {row: {firstname: 'Ann', lastname: 'Lee', …}}
 */
export function readRow(
  fields: readonly ContactImportField[],
  header: readonly string[],
  record: { line: number; cells: readonly string[] },
  context: RowContext,
): RowResult {
  try {
    return { row: rowOf(fields, header, record, context) };
  } catch (error) {
    if (error instanceof RowRefusal) return { refused: error.code, field: error.field };
    throw error;
  }
}

function rowOf(
  fields: readonly ContactImportField[],
  header: readonly string[],
  { line, cells }: { line: number; cells: readonly string[] },
  context: RowContext,
): ImportRow {
  const values = cellsByField(fields, cells, header, context.defused);
  const text = (field: ContactImportField) => values.get(field)?.value;
  const column = (field: ContactImportField) => values.get(field)?.column ?? null;
  const email = text('email') ?? '';
  if (!isEmail(email)) throw new RowRefusal('invalid-email', column('email'));
  if (text('deleted')) throw new RowRefusal('deleted', column('deleted'));
  const date = (field: ContactImportField) => {
    const value = text(field);
    return value === undefined ? undefined : parseDate(value, column(field) ?? field);
  };
  const row: ImportRow = {
    line,
    email,
    key: normalEmail(email),
    address: {},
    tags: cellList(text('tags') ?? ''),
    newsletterGroups: cellList(text('newsletterGroups') ?? ''),
    joinSource: {},
    utm: {},
  };
  putNames(row, text);
  putAddress(row, text);
  row.newsletterStatus = newsletterStatusOf(text, column, context);
  const joined = date('joined');
  if (joined) row.joined = joined;
  const contribution = contributionOf(text, column, context);
  if (contribution) row.contribution = contribution;
  const starts = date('membershipStarts');
  const expires = date('membershipExpires');
  const member = text('member');
  if (starts || expires || (member !== undefined && yes.has(member.toLowerCase()))) {
    row.member = { ...(starts ? { starts } : {}), ...(expires ? { expires } : {}) };
  }
  putJoinSource(row, text);
  if (row.tags.some((tag) => tag.length > 100)) throw new RowRefusal('invalid-value', column('tags'));
  if (row.newsletterGroups.some((group) => group.length > 200)) {
    throw new RowRefusal('invalid-value', column('newsletterGroups'));
  }
  return row;
}

type Text = (field: ContactImportField) => string | undefined;
type Column = (field: ContactImportField) => string | null;

/** `name` split at its last space, then `firstname` and `lastname` (which win), telephone and notes. */
function putNames(row: ImportRow, text: Text) {
  const name = text('name');
  if (name !== undefined) {
    const space = name.lastIndexOf(' ');
    row.firstname = space === -1 ? name : name.slice(0, space).trim();
    if (space !== -1) row.lastname = name.slice(space + 1);
  }
  for (const field of ['firstname', 'lastname', 'telephone', 'notes'] as const) {
    const value = text(field);
    if (value !== undefined) row[field] = value;
  }
}

function putAddress(row: ImportRow, text: Text) {
  const line1 = text('deliveryLine1') ?? text('address');
  if (line1 !== undefined) row.address.line1 = line1;
  for (const [field, part] of [
    ['deliveryLine2', 'line2'],
    ['deliveryCity', 'city'],
    ['deliveryPostcode', 'postcode'],
  ] as const) {
    const value = text(field);
    if (value !== undefined) row.address[part] = value;
  }
}

/** Where the contact joined from, as the join flow keeps it (`join_source`). */
function putJoinSource(row: ImportRow, text: Text) {
  for (const [field, key] of [
    ['joinPageUrl', 'pageUrl'],
    ['joinPageTitle', 'pageTitle'],
    ['joinReferrer', 'referrer'],
    ['joinCalloutSlug', 'calloutSlug'],
  ] as const) {
    const value = text(field);
    if (value !== undefined) row.joinSource[key] = value;
  }
  for (const part of ['Source', 'Medium', 'Campaign', 'Term', 'Content'] as const) {
    const value = text(`utm${part}`);
    if (value !== undefined) row.utm[part.toLowerCase()] = value;
  }
}

/** Cleaned beats unsubscribed beats the status column beats a consent; an export of subscribers says subscribed. */
function newsletterStatusOf(text: Text, column: Column, context: RowContext): NewsletterStatus | undefined {
  if (text('newsletterCleaned')) return 'cleaned';
  if (text('newsletterUnsubscribed')) return 'unsubscribed';
  const status = text('newsletterStatus');
  if (status !== undefined) return newsletterOf(status, column('newsletterStatus') ?? 'newsletterStatus');
  if (text('newsletterConsent')) return 'subscribed';
  return context.rowsAreSubscribed ? 'subscribed' : undefined;
}

function contributionOf(text: Text, column: Column, context: RowContext): RowContribution | undefined {
  const typeText = text('contributionType');
  const amountText = text('contributionAmount');
  const periodText = text('contributionPeriod');
  const customerId = text('customerId') ?? null;
  if (!typeText && !amountText && !customerId) return undefined;
  const refuse = (field: ContactImportField): never => {
    throw new RowRefusal('invalid-value', column(field) ?? field);
  };
  const amountCents = amountText === undefined ? null : parseCents(amountText, column('contributionAmount') ?? '');
  const period = periodText === undefined ? null : (periods[periodText.toLowerCase()] ?? refuse('contributionPeriod'));
  const named = typeText === undefined ? undefined : types[typeText.toLowerCase() as keyof typeof types];
  if (typeText !== undefined && !named) refuse('contributionType');
  const type = named ?? (amountCents === null ? 'None' : customerId ? 'Automatic' : 'Manual');
  if (type !== 'None' && amountCents === null) refuse('contributionAmount');
  if (amountCents !== null && period === null) refuse('contributionPeriod');
  const providerText = text('paymentProvider')?.toLowerCase();
  if (providerText !== undefined && !providers.has(providerText)) refuse('paymentProvider');
  const provider = customerId ? (providerText ?? context.paymentProvider) : null;
  if (customerId && !provider) refuse('paymentProvider');
  return { type, amountCents, period, method: text('contributionMethod') ?? null, provider, customerId };
}
