import assert from 'node:assert/strict';

export interface StoredResponse {
  id: string;
  number: number;
  answers?: Record<string, Record<string, unknown>>;
  guestEmail?: string | null;
}

/**
 * The admin API of a running server, logged in once as `admin`: what a
 * test reads back (stored responses) or sets up (call-outs) the way an admin would.
 * @example const api = adminApi(server.url, admin); await api('GET', 'callout/housing-costs');
 */
export function adminApi(url: string, admin: { email: string; password: string }) {
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  let cookie: Promise<string> | null = null;
  const login = async () => {
    const answer = await fetch(`${url}/api/1.0/auth/login`, { method: 'POST', headers, body: JSON.stringify(admin) });
    assert.equal(answer.status, 204, `admin login: ${answer.status}`);
    return answer.headers.getSetCookie()[0]!.split(';')[0]!;
  };
  return async <T = unknown>(method: string, path: string, body?: unknown): Promise<T> => {
    cookie ??= login();
    const answer = await fetch(`${url}/api/1.0/${path}`, {
      method,
      headers: { ...headers, cookie: await cookie },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await answer.text();
    assert.ok(answer.ok, `${method} ${path}: ${answer.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

export type AdminApi = ReturnType<typeof adminApi>;

/** Every stored response of a call-out, with its answers. */
export async function storedResponses(api: AdminApi, calloutId: string): Promise<StoredResponse[]> {
  const { items } = await api<{ items: StoredResponse[] }>(
    'GET',
    `callout/${calloutId}/responses?with=answers&limit=100`,
  );
  return items;
}

/** A contact as the list answers it, with what the tests read. */
export interface ListedContact {
  id: string;
  email: string;
  displayName: string;
}

/** The contacts whose email is exactly `email`, as an admin's search finds them. */
export async function contactsWithEmail(api: AdminApi, email: string): Promise<ListedContact[]> {
  const rules = JSON.stringify({ condition: 'AND', rules: [{ field: 'email', operator: 'equal', value: [email] }] });
  return (await api<{ items: ListedContact[] }>('GET', `contact?rules=${encodeURIComponent(rules)}`)).items;
}

/** An email as the outbox lists it. */
export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  template: string;
}

/** Every email the outbox holds, newest first (the last 100). */
export async function outbox(api: AdminApi): Promise<OutboxEmail[]> {
  return (await api<{ items: OutboxEmail[] }>('GET', 'outbox?limit=100')).items;
}

/** The newest email of `template` to `to`, waited for: the outbox is written as the request ends. */
export async function emailTo(api: AdminApi, to: string, template: string): Promise<OutboxEmail> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const found = (await outbox(api)).find((email) => email.to.includes(to) && email.template === template);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${template} email to ${to}`);
}
