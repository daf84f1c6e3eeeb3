// The contacts bench's writes and counts (scale and speed):
// GET segments with twenty saved searches, each answered with its live
// contactCount (the first call counts them, the next use the counts kept
// while nothing changes: contacts/contact-count-cache.ts), and a bulk tag
// change (PATCH contact) of the newest tenth of the contacts, added and
// taken off again. Used by contacts.ts.
import { request } from 'node:http';
import type pg from 'pg';
import type { BenchServer } from './child-server.ts';

const rule = (field: string, operator: string, ...value: unknown[]) => ({ field, operator, value });
const all = (...rules: unknown[]) => ({ condition: 'AND', rules });

/** Twenty segments: one per tag, then contribution, membership, profile and mixed searches. */
export function segmentRuleGroups(tagIds: string[]) {
  const [first, second] = tagIds;
  return [
    ...tagIds.map((id) => all(rule('tags', 'contains', id))),
    all(rule('contributionType', 'equal', 'Manual')),
    all(rule('contributionType', 'equal', 'None')),
    all(rule('activeMembership', 'equal', true)),
    all(rule('activeMembership', 'equal', false)),
    all(rule('membershipExpires', 'between', '$now', '$now(M:+1)')),
    all(rule('contributionMonthlyAmount', 'greater_or_equal', 10)),
    all(rule('newsletterStatus', 'equal', 'subscribed'), rule('activeMembership', 'equal', true)),
    all(rule('joined', 'greater', '$now(d:-7)')),
    { condition: 'OR', rules: [rule('tags', 'contains', first), rule('tags', 'contains', second)] },
    all(rule('tags', 'not_contains', first), rule('contributionPeriod', 'equal', 'annually')),
  ];
}

/** One JSON request as the bench's admin: status, parsed answer and time. */
export function call(server: BenchServer, method: string, path: string, token: string, body?: unknown) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; json: unknown; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const headers = {
      authorization: `Bearer ${token}`,
      ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
    };
    const req = request(`${server.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const ms = performance.now() - started;
        resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null, ms });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** p50 and p95 of times in ms. */
export function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: sorted[Math.floor(sorted.length * 0.5)] ?? 0,
    p95: sorted[Math.ceil(sorted.length * 0.95) - 1] ?? 0,
  };
}

async function ok(server: BenchServer, method: string, path: string, token: string, body?: unknown) {
  const answer = await call(server, method, path, token, body);
  if (answer.status !== 200)
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  return answer;
}

/** Saves the twenty segments through the API (their rules checked as an admin's would be). */
export async function createSegments(server: BenchServer, token: string, tagIds: string[]) {
  for (const [index, ruleGroup] of segmentRuleGroups(tagIds).entries())
    await ok(server, 'POST', '/api/1.0/segments', token, { name: `Bench segment ${index + 1}`, ruleGroup });
}

/**
 * `GET segments` `runs` times after a first one, which counts every segment
 * (the change number moved just before it, as by any write): its time, the
 * others' p50 / p95 and the counts of the last.
 */
export async function measureSegments(server: BenchServer, token: string, client: pg.Client, runs: number) {
  await client.query(`select nextval('contact_search_changes')`);
  const { ms: first } = await ok(server, 'GET', '/api/1.0/segments', token);
  const times: number[] = [];
  let counts: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { json, ms } = await ok(server, 'GET', '/api/1.0/segments', token);
    counts = (json as { contactCount: number }[]).map((segment) => segment.contactCount);
    times.push(ms);
  }
  return { ...percentiles(times), first, counts };
}

/**
 * `PATCH contact` adding a new tag to the `tagged` newest contacts (a
 * `joined` rule), `runs` times, each with a tag of its own (dropped after,
 * untimed): p50 / p95, and how many contacts the last one touched. Then
 * once taking a tag off the same contacts right after adding it, before
 * autovacuum has analysed the new assignments.
 */
export async function measureBulkTag(
  server: BenchServer,
  token: string,
  client: pg.Client,
  runs: number,
  tagged: number,
) {
  const { rows } = await client.query<{ joined: Date }>(
    'select joined from contacts order by joined desc, id offset $1 limit 1',
    [tagged - 1],
  );
  const rules = all(rule('joined', 'greater_or_equal', (rows[0]?.joined as Date).toISOString()));
  const patch = (change: string) =>
    ok(server, 'PATCH', '/api/1.0/contact', token, { rules, updates: { tags: [change] } });
  const newTag = async () =>
    (
      await client.query<{ id: string }>(
        `insert into contact_tags (name) values ('Bench bulk ' || gen_random_uuid()) returning id`,
      )
    ).rows[0]?.id as string;
  const add: number[] = [];
  let affected = 0;
  for (let i = 0; i < runs; i++) {
    const tagId = await newTag();
    const added = await patch(`+${tagId}`);
    affected = (added.json as { affected: number }).affected;
    add.push(added.ms);
    await client.query('delete from contact_tags where id = $1', [tagId]);
  }
  const tagId = await newTag();
  await patch(`+${tagId}`);
  const removeMs = (await patch(`-${tagId}`)).ms;
  await client.query('delete from contact_tags where id = $1', [tagId]);
  return { add: percentiles(add), removeMs, affected };
}
