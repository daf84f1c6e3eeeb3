import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiBasePath } from '@masthead/core';
import { authorizationRequests } from './authorization-requests.ts';
import {
  authorizationTable,
  callers,
  knownFailures,
  operationOfCase,
  type CaseKey,
  type Caller,
  type Expected,
} from './authorization-table.ts';
import { authorizationWorld, type World } from './authorization-world.ts';

/** Whether `status` is the answer `expected` names (see `Expected`). */
function meets(expected: Expected, status: number): boolean {
  if (expected === 'ok') return status >= 200 && status < 300;
  return status === expected;
}

/** `'GET /callout/{id}'` for every operation of the app's OpenAPI document. */
async function documentedOperations(world: World): Promise<string[]> {
  const res = await world.app.inject({ method: 'GET', url: `${apiBasePath}/openapi.json` });
  assert.equal(res.statusCode, 200);
  const paths = (res.json() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.slice(apiBasePath.length)}`),
  );
}

test('every operation answers each kind of caller as the API guide says', async (t) => {
  const world = await authorizationWorld(t);
  const cases = Object.keys(authorizationTable) as CaseKey[];

  await t.test('the table has a row for every operation of the OpenAPI document, and no other', async () => {
    const documented = [...new Set(await documentedOperations(world))].sort();
    assert.deepEqual([...new Set(cases.map(operationOfCase))].sort(), documented);
  });

  let calls = 0;
  let unexpected = 0;
  const bugs: [CaseKey, Caller, number][] = [];
  for (const key of cases) {
    await t.test(key, async () => {
      const expected = authorizationTable[key];
      // Callers whose answer differs from the table show the status they got instead.
      const got = {} as Record<Caller, Expected | number>;
      for (const who of callers) {
        const res = await world.call(who, key, await authorizationRequests[key](world, who));
        calls += 1;
        const known = knownFailures[`${key} as ${who}`] !== undefined;
        if (known) bugs.push([key, who, res.statusCode]);
        if (!meets(expected[who], res.statusCode) && !known) unexpected += 1;
        got[who] = meets(expected[who], res.statusCode) || known ? expected[who] : res.statusCode;
      }
      assert.deepEqual(got, expected);
    });
  }
  // A known bug stays visible: its case runs as todo until the route answers as the table says.
  for (const [key, who, status] of bugs) {
    await t.test(`${key} as ${who}`, { todo: knownFailures[`${key} as ${who}`] }, () => {
      assert.ok(meets(authorizationTable[key][who], status), `expected ${authorizationTable[key][who]}, got ${status}`);
    });
  }

  const operations = new Set(cases.map(operationOfCase)).size;
  const summary =
    `authorization matrix: ${operations} routes (${cases.length} cases) × ${callers.length} callers = ` +
    `${calls} calls, ${unexpected} unexpected, ${bugs.length} known bugs`;
  t.diagnostic(summary);
  console.log(summary);
});
