import { isRuleGroup, type RuleGroup } from '@masthead/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';

/**
 * How long a count is used again while nothing a contact search reads has
 * changed: what the passage of time alone may leave out (a membership that
 * ran out, a `$now` rule's window moving on), and the bound on a write
 * committed while the same count was being taken.
 */
export const contactCountFreshMs = 30_000;

/** Counts kept at most, the oldest dropped first (keys come from requests). */
const maxEntries = 500;

/**
 * Fields whose counts are never kept: `lastSeen` moves without moving the
 * change number (0039 leaves `last_seen` out), `isReviewer` and
 * `callouts.<id>.hasAnswered` read reviewers and responses, which do not move it.
 */
const uncountedField = (field: string) =>
  field === 'lastSeen' || field === 'isReviewer' || /^callouts\.[^.]+\.hasAnswered$/.test(field);

function keepable(group: RuleGroup): boolean {
  return group.rules.every((item) => (isRuleGroup(item) ? keepable(item) : !uncountedField(item.field)));
}

/**
 * The key a count of contacts matching every one of `groups` is kept
 * under, within `scope` (who asks, what else narrows it); null when it must
 * be counted every time. Groups as checked (and stored) compare as JSON.
 * @example countKeyOf('segment:' + row.id, [group])
 */
export function countKeyOf(scope: string, groups: readonly (RuleGroup | null)[]): string | null {
  const given = groups.filter((group): group is RuleGroup => group !== null);
  if (!given.every(keepable)) return null;
  return `${scope}\n${given.map((group) => JSON.stringify(group)).join('\n')}`;
}

/** A contact's place in a list: at `offset` stands the contact `id`, its sort key `key` (as text, null for none). */
export interface ListAnchor {
  offset: number;
  key: string | null;
  id: string;
}

/** Anchors kept a list, and lists kept. */
const maxAnchors = 64;
const maxLists = 100;

export interface ContactCountCache {
  /**
   * The change number now, read before what it will vouch for: what
   * `anchorBefore` and `keepAnchors` take.
   */
  changeNumber(): Promise<string>;
  /** The kept anchor of the list `listKey` nearest at or before `offset`, if still good at `change`. */
  anchorBefore(listKey: string, offset: number, change: string): ListAnchor | null;
  /** Keeps where contacts stood in the list `listKey` at `change` (a page's first and last). */
  keepAnchors(listKey: string, change: string, anchors: readonly ListAnchor[]): void;
  /**
   * How many contacts each entry matches, in order: a count kept under its
   * `key` when it is fresh and nothing a search reads has changed since it
   * was taken, else counted by `countAll` (all the missing in one call) and
   * kept. An entry with a null key is always counted.
   */
  counts<E extends { key: string | null }>(
    entries: readonly E[],
    countAll: (missing: E[]) => Promise<number[]>,
  ): Promise<number[]>;
}

/**
 * Counts of contact searches, and anchors of their deep pages, kept in
 * this process (contacts/README.md, "Counts and deep pages"), checked against the change number of 0039-contact-search-changes.sql,
 * read once a call before anything is counted: a change committed after
 * that read moves it, so the next call counts again.
 * @example const [total] = await cache.counts([{key, where}], (missing) => countEach(missing))
 */
export function createContactCountCache({
  db,
  now,
  freshMs = contactCountFreshMs,
}: {
  db: Kysely<Database>;
  now: () => Date;
  freshMs?: number;
}): ContactCountCache {
  const kept = new Map<string, { change: string; at: number; count: number }>();
  const lists = new Map<string, { change: string; at: number; anchors: ListAnchor[] }>();
  const changeNumber = async () => {
    const read = sql<{ last: string | number }>`select last_value as last from contact_search_changes`;
    const { rows } = await read.execute(db);
    return String(rows[0]?.last);
  };
  const good = (entry: { change: string; at: number } | undefined, change: string, time: number) =>
    // A clock set back (tests) counts again too.
    entry !== undefined && entry.change === change && time >= entry.at && time - entry.at < freshMs;
  return {
    changeNumber,

    anchorBefore(listKey, offset, change) {
      const list = lists.get(listKey);
      if (!good(list, change, now().getTime())) return null;
      let best: ListAnchor | null = null;
      for (const anchor of list?.anchors ?? [])
        if (anchor.offset <= offset && (!best || anchor.offset > best.offset)) best = anchor;
      return best;
    },

    keepAnchors(listKey, change, anchors) {
      const time = now().getTime();
      const list = lists.get(listKey);
      // Anchors of an older change or time go: they are only good together.
      const entry = good(list, change, time) && list ? list : { change, at: time, anchors: [] };
      const fresh = anchors.filter((anchor) => !entry.anchors.some((old) => old.offset === anchor.offset));
      entry.anchors = [...entry.anchors, ...fresh].slice(-maxAnchors);
      lists.delete(listKey);
      lists.set(listKey, entry);
      if (lists.size > maxLists) lists.delete(lists.keys().next().value as string);
    },

    async counts(entries, countAll) {
      const change = entries.some((entry) => entry.key !== null) ? await changeNumber() : '';
      const time = now().getTime();
      const found = entries.map((entry) => {
        const hit = entry.key === null ? undefined : kept.get(entry.key);
        return hit && good(hit, change, time) ? hit.count : null;
      });
      const missing = entries.filter((_, index) => found[index] === null);
      if (missing.length === 0) return found as number[];
      const counted = await countAll(missing);
      let next = 0;
      return entries.map((entry, index) => {
        const hit = found[index];
        if (hit !== null && hit !== undefined) return hit;
        const count = counted[next++] ?? 0;
        if (entry.key !== null) {
          kept.delete(entry.key);
          kept.set(entry.key, { change, at: time, count });
          if (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
        }
        return count;
      });
    },
  };
}
