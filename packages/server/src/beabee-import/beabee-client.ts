/**
 * Reads a beabee v0.32 instance (or a Masthead one: same API) with an API
 * key. Lists come as beabee pages them, `{items, offset, count, total}` with
 * `limit` at most 100 and `offset`; `pages` walks them until `total` is read
 * (or a page comes back empty). A 429 or a 5xx is tried again, waiting what
 * `Retry-After` says (at most a minute) or 1, 2, 4, 8 s; any other failure
 * stops the import with the status, never with the key.
 */
export interface BeabeeClientOptions {
  apiBase: string;
  key: string;
  fetch?: typeof fetch;
  /** How long to wait before trying again; `setTimeout` by default (tests pass a quicker one). */
  sleep?: (ms: number) => Promise<void>;
  /** Tries per request, the first included. */
  attempts?: number;
}

export type Query = Record<string, string | number | readonly string[] | undefined>;

export interface Page<T> {
  items: T[];
  offset: number;
  count: number;
  total: number;
}

export interface BeabeeClient {
  get<T>(path: string, query?: Query): Promise<T>;
  /** Null for a 404: an instance without this kind (an older beabee). */
  getOptional<T>(path: string, query?: Query): Promise<T | null>;
  /** Every item of a paged list, in pages of 100. */
  pages<T>(path: string, query?: Query): AsyncGenerator<T[]>;
}

export class BeabeeSourceError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null) {
    super(message);
    this.name = 'BeabeeSourceError';
    this.status = status;
  }
}

const pageSize = 100;
const maxWaitMs = 60_000;

function queryString(query: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value as readonly string[]) params.append(name, item);
    else params.append(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function waitOf(response: Response, attempt: number): number {
  const header = response.headers.get('retry-after');
  const seconds = header === null ? Number.NaN : Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, maxWaitMs);
  const date = header === null ? Number.NaN : Date.parse(header);
  if (Number.isFinite(date)) return Math.min(Math.max(date - Date.now(), 0), maxWaitMs);
  return Math.min(1000 * 2 ** (attempt - 1), maxWaitMs);
}

export function createBeabeeClient(options: BeabeeClientOptions): BeabeeClient {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const attempts = options.attempts ?? 5;

  async function request(path: string, query: Query): Promise<Response> {
    const url = `${options.apiBase}/${path}${queryString(query)}`;
    for (let attempt = 1; ; attempt += 1) {
      let response: Response;
      try {
        response = await doFetch(url, {
          headers: { accept: 'application/json', authorization: `Bearer ${options.key}` },
          redirect: 'error',
        });
      } catch (error) {
        if (attempt >= attempts) {
          throw new BeabeeSourceError(`GET ${path}: the instance did not answer (${(error as Error).message})`, null);
        }
        await sleep(Math.min(1000 * 2 ** (attempt - 1), maxWaitMs));
        continue;
      }
      const retry = response.status === 429 || response.status >= 500;
      if (!retry || attempt >= attempts) return response;
      await response.body?.cancel();
      await sleep(waitOf(response, attempt));
    }
  }

  async function json<T>(path: string, query: Query, optional: boolean): Promise<T | null> {
    const response = await request(path, query);
    if (optional && response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new BeabeeSourceError(
        `GET ${path}: ${response.status}, the instance refused the API key (an admin key is needed)`,
        response.status,
      );
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new BeabeeSourceError(`GET ${path}: the instance answered ${response.status}`, response.status);
    }
    try {
      return (await response.json()) as T;
    } catch {
      throw new BeabeeSourceError(`GET ${path}: the answer is not JSON`, response.status);
    }
  }

  return {
    async get<T>(path: string, query: Query = {}) {
      return (await json<T>(path, query, false)) as T;
    },
    getOptional<T>(path: string, query: Query = {}) {
      return json<T>(path, query, true);
    },
    async *pages<T>(path: string, query: Query = {}) {
      for (let offset = 0; ;) {
        const page = (await json<Page<T>>(path, { ...query, limit: pageSize, offset }, false)) as Page<T>;
        if (!page || !Array.isArray(page.items)) {
          throw new BeabeeSourceError(`GET ${path}: the answer is not a list ({items, total})`, 200);
        }
        if (page.items.length === 0) return;
        yield page.items;
        offset += page.items.length;
        if (typeof page.total === 'number' && offset >= page.total) return;
      }
    },
  };
}
