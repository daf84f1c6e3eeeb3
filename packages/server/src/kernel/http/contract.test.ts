import assert from 'node:assert/strict';
import { test } from 'node:test';
import { accessRules, apiBasePath, operationOf, operations, type ApiOperationKey } from '@masthead/core';
import { build } from '../../test-helper.ts';

/**
 * Routes the API serves that are not operations of the contract: the document describing them,
 * and the answer for content ids no section has (a 404, or a 400 when malformed).
 */
const outsideTheContract = new Set(['GET /openapi.json', 'GET /content/*', 'PATCH /content/*']);

test('every route under /api/1.0 is an entry of the contract table, and every entry has its route', async (t) => {
  const { app } = await build(t);
  const registered: { key: string; operation: unknown }[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${apiBasePath}/`)) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const path = route.url.slice(apiBasePath.length).replace(/:(\w+)/g, '{$1}');
      registered.push({
        key: `${method} ${path}`,
        operation: (route.schema as { 'x-operation'?: string } | undefined)?.['x-operation'],
      });
    }
  });
  await app.ready();

  const served = registered.filter(({ key }) => !outsideTheContract.has(key));
  for (const { key, operation } of served) {
    assert.ok(key in operations, `${key} is served but is not in core's operations table`);
    assert.equal(operation, key, `${key} is registered from its table entry (operationRoutes)`);
  }
  const servedKeys = new Set(served.map(({ key }) => key));
  for (const key of Object.keys(operations)) assert.ok(servedKeys.has(key), `${key} is in the table but not served`);
  assert.equal(served.length, servedKeys.size, 'no operation is registered twice');
});

test('the OpenAPI document names each operation and who may call it, as the table says', async (t) => {
  const { app } = await build(t);
  const doc = (await app.inject({ method: 'GET', url: `${apiBasePath}/openapi.json` })).json();
  const documented = new Set<string>();
  for (const [path, methods] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const key = `${method.toUpperCase()} ${path.slice(apiBasePath.length)}` as ApiOperationKey;
      assert.ok(key in operations, `${key} is documented but not in the table`);
      const entry = operationOf(key);
      documented.add(key);
      assert.equal(operation.operationId, entry.id);
      assert.equal(operation['x-access'], entry.access);
      assert.ok(accessRules.includes(operation['x-access'] as never));
      assert.equal(operation['x-api-key'], entry.apiKey ?? true);
      assert.equal(operation['x-no-newsroom'] ?? false, entry.noNewsroom ?? false, `${key}: refused in newsroom mode`);
    }
  }
  assert.equal(documented.size, Object.keys(operations).length, 'every operation is documented');
  const ids = Object.values(operations).map((operation) => operation.id);
  assert.equal(new Set(ids).size, ids.length, 'operation ids are unique');
});
