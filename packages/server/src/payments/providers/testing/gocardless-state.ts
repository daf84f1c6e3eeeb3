import type { HttpAnswer } from './http-double.ts';
import { notFound, type GcJson, type GcPayment } from './gocardless-objects.ts';

/** What the GoCardless double remembers. */
export interface GcState {
  objects: Map<string, GcJson>;
  /** A new id like GoCardless's: `MD000DOUBLE0003`. */
  id(prefix: string): string;
  now(): Date;
  /** Redirect flows whose hosted pages the member has filled in. */
  confirmed: Set<string>;
}

/** A request body: GoCardless wraps fields in the resource's name (or `data` for actions). */
export type Body = Record<string, Record<string, unknown> | undefined>;

export const ok = (key: string, resource: unknown, status = 200): HttpAnswer => ({ status, body: { [key]: resource } });

/** A handler answering one resource by id; ids name their kind by prefix (`MD…` is a mandate). */
export function getter(state: GcState, key: string, prefix: string) {
  return (_request: unknown, { id }: { id: string }) => {
    const found = id.startsWith(prefix) ? state.objects.get(id) : undefined;
    return found ? ok(key, found) : notFound(id);
  };
}

/** Newest first, paged by `after` and `limit` like GoCardless's lists. */
export function listOf(
  state: GcState,
  key: string,
  prefix: string,
  filter: Record<string, unknown>,
  query: Record<string, unknown> = {},
) {
  const matches = [...state.objects.values()]
    .filter((resource) => resource.id.startsWith(prefix))
    .filter((resource) => filter.mandate === undefined || resource.links.mandate === filter.mandate)
    .filter((resource) => filter.customer === undefined || customerOf(state, resource as GcPayment) === filter.customer)
    .reverse();
  const start = query.after ? matches.findIndex((resource) => resource.id === query.after) + 1 : 0;
  const limit = Number(query.limit ?? 50);
  const page = matches.slice(start, start + limit);
  const after = start + limit < matches.length ? (page.at(-1)?.id ?? null) : null;
  return { status: 200, body: { [key]: page, meta: { cursors: { before: null, after }, limit } } };
}

function customerOf(state: GcState, payment: GcPayment): string | undefined {
  return state.objects.get(payment.links.mandate ?? '')?.links.customer;
}
