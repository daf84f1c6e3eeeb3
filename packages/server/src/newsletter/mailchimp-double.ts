import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A member as the double holds them. */
export interface DoubleMember {
  email_address: string;
  status: string;
  interests: Record<string, boolean>;
}

export interface DoubleRequest {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

export interface MailchimpDouble {
  /** `http://127.0.0.1:<port>/3.0`, for `mailchimpBaseUrl`. */
  baseUrl: string;
  apiKey: string;
  audienceId: string;
  /** Members by hash. */
  members: Map<string, DoubleMember>;
  requests: DoubleRequest[];
  /** Calls changing a member (PUT, DELETE, delete-permanent), in order. */
  writes(): DoubleRequest[];
  /** The next `count` calls answer `status` (a 500: Mailchimp is down). */
  failNext(count: number, status?: number): void;
  add(member: Partial<DoubleMember> & { email_address: string }): void;
  close(): Promise<void>;
}

const md5 = (email: string) => createHash('md5').update(email.toLowerCase()).digest('hex');

/** Two interest categories, as `GET newsletter/interests` should list them. */
export const doubleInterests = [
  {
    category: { id: 'cat1', title: 'Newsletters' },
    interests: [
      { id: 'intweekly', name: 'Weekly' },
      { id: 'intdaily', name: 'Daily' },
    ],
  },
  { category: { id: 'cat2', title: 'Topics' }, interests: [{ id: 'intculture', name: 'Culture' }] },
];

/**
 * A local stand-in for the parts of Mailchimp's Marketing API that the
 * provider calls, on 127.0.0.1 and a free port; it keeps members in
 * memory, checks the key (HTTP basic auth) and records every request.
 * @example const double = await startMailchimpDouble(); t.after(() => double.close())
 */
export async function startMailchimpDouble({
  apiKey = '0123456789abcdef0123456789abcdef-us21',
  audienceId = 'a1b2c3d4e5',
} = {}): Promise<MailchimpDouble> {
  const members = new Map<string, DoubleMember>();
  const requests: DoubleRequest[] = [];
  let failures: { count: number; status: number } = { count: 0, status: 500 };

  const server = createServer((request, response) => {
    readBody(request)
      .then((body) => {
        const url = new URL(request.url ?? '/', 'http://double');
        requests.push({ method: request.method ?? 'GET', path: url.pathname, body });
        if (failures.count > 0) {
          failures.count -= 1;
          return send(response, failures.status, { title: 'Internal Server Error', status: failures.status });
        }
        const auth = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
        if (auth.slice(auth.indexOf(':') + 1) !== apiKey) return send(response, 401, { title: 'API Key Invalid' });
        route(request.method ?? 'GET', url, body, response);
      })
      .catch(() => send(response, 400, { title: 'Bad body' }));
  });

  function route(method: string, url: URL, body: Record<string, unknown> | null, response: ServerResponse) {
    const parts = url.pathname.replace(/^\/3\.0\//, '').split('/');
    if (parts[0] === 'ping') return send(response, 200, { health_status: "Everything's Chimpy!" });
    if (parts[0] !== 'lists' || parts[1] !== audienceId) return send(response, 404, { title: 'Resource Not Found' });
    const [, , collection, id, action, verb] = parts;
    if (!collection) return send(response, 200, { id: audienceId });
    if (collection === 'interest-categories') {
      if (!id) return send(response, 200, { categories: doubleInterests.map((entry) => entry.category) });
      const found = doubleInterests.find((entry) => entry.category.id === id);
      return found ? send(response, 200, { interests: found.interests }) : send(response, 404, { title: 'Not found' });
    }
    if (collection !== 'members') return send(response, 404, { title: 'Resource Not Found' });
    if (!id) {
      const count = Number(url.searchParams.get('count') ?? 10);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const all = [...members.values()];
      return send(response, 200, { members: all.slice(offset, offset + count), total_items: all.length });
    }
    const member = members.get(id);
    if (method === 'GET')
      return member ? send(response, 200, member) : send(response, 404, { title: 'Resource Not Found' });
    if (method === 'DELETE') {
      if (!member) return send(response, 404, { title: 'Resource Not Found' });
      member.status = 'archived';
      return send(response, 204, null);
    }
    if (method === 'POST' && action === 'actions' && verb === 'delete-permanent') {
      if (!member) return send(response, 404, { title: 'Resource Not Found' });
      members.delete(id);
      return send(response, 204, null);
    }
    if (method === 'PUT') return put(id, member, body ?? {}, response);
    send(response, 405, { title: 'Method Not Allowed' });
  }

  function put(id: string, member: DoubleMember | undefined, body: Record<string, unknown>, response: ServerResponse) {
    const email = String(body.email_address ?? '');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      return send(response, 400, { title: 'Invalid Resource', detail: 'Please provide a valid email address.' });
    const interests = (body.interests ?? {}) as Record<string, boolean>;
    if (!member) {
      if (md5(email) !== id)
        return send(response, 400, { title: 'Invalid Resource', detail: 'The email does not match the hash.' });
      const created = {
        email_address: email,
        status: String(body.status_if_new ?? body.status),
        interests: { ...interests },
      };
      members.set(id, created);
      return send(response, 200, created);
    }
    if (body.status) member.status = String(body.status);
    member.interests = { ...member.interests, ...interests };
    if (md5(email) !== id) {
      members.delete(id);
      member.email_address = email;
      members.set(md5(email), member);
    }
    send(response, 200, member);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/3.0`,
    apiKey,
    audienceId,
    members,
    requests,
    writes: () =>
      requests.filter((r) => r.method === 'PUT' || r.method === 'DELETE' || r.path.endsWith('/delete-permanent')),
    failNext(count, status = 500) {
      failures = { count, status };
    },
    add(member) {
      members.set(md5(member.email_address), { status: 'subscribed', interests: {}, ...member });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  return text === '' ? null : (JSON.parse(text) as Record<string, unknown>);
}

function send(response: ServerResponse, status: number, body: unknown) {
  if (body === null) return void response.writeHead(status).end();
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
