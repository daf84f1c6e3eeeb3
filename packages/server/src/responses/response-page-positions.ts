/**
 * A row's place in one ordered list of responses: at `offset` comes the
 * response `id`, whose sort key reads `key` (its text in SQL).
 */
export interface PagePosition {
  offset: number;
  id: string;
  key: string;
}

/** Positions kept per list (the nearest below an offset is used), and lists kept. */
const maxPositions = 64;
const maxLists = 500;

/**
 * Where the pages already read of a list were, each good only for the
 * call-out's list version (callout_response_versions) it was read at: a
 * deep page then reads on from the nearest one before it instead of
 * skipping from the top. Every write a list could show bumps the version,
 * so a position of the same version is exact: the same rows lie before it.
 * Per process; least recently used lists out first.
 */
export class PagePositions {
  private readonly lists = new Map<string, { version: string; positions: PagePosition[] }>();

  /** The kept position of `listKey` nearest at or before `offset` and the version it is good for, or null. */
  before(listKey: string, offset: number): { version: string; position: PagePosition } | null {
    const list = this.lists.get(listKey);
    if (!list) return null;
    let best: PagePosition | null = null;
    for (const position of list.positions)
      if (position.offset <= offset && (!best || position.offset > best.offset)) best = position;
    return best ? { version: list.version, position: best } : null;
  }

  /** Keeps positions of `listKey` read at `version`; those of another version go. */
  keep(listKey: string, version: string, positions: readonly PagePosition[]): void {
    const old = this.lists.get(listKey);
    this.lists.delete(listKey);
    const kept = old && old.version === version ? old.positions : [];
    const fresh = positions.filter((position) => !kept.some((known) => known.offset === position.offset));
    this.lists.set(listKey, { version, positions: [...kept, ...fresh].slice(-maxPositions) });
    while (this.lists.size > maxLists) this.lists.delete(this.lists.keys().next().value as string);
  }
}
