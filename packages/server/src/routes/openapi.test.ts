import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiVersion } from '@masthead/core';
import { build } from '../test-helper.ts';

test('the OpenAPI document lists the health, content and contact routes with their schemas', async (t) => {
  const { app } = await build(t);
  const res = await app.inject({ method: 'GET', url: '/api/1.0/openapi.json' });
  assert.equal(res.statusCode, 200);
  const doc = res.json();
  assert.match(doc.openapi, /^3\./);
  assert.equal(doc.info.version, apiVersion);
  assert.ok(doc.paths['/api/1.0/health'].get);
  assert.ok(doc.paths['/api/1.0/contact/me'].get);
  const general = doc.paths['/api/1.0/content/general'];
  assert.ok(general.get.responses['200'].content['application/json'].schema.properties.organisationName);
  assert.ok(general.patch.requestBody.content['application/json'].schema.properties.theme);
  assert.deepEqual(general.patch.responses['4XX'].content['application/json'].schema, {
    $ref: '#/components/schemas/ErrorBody',
  });
  assert.ok(doc.components.schemas.ErrorBody);
  assert.equal(doc.paths['/api/1.0/openapi.json'], undefined, 'the document does not list itself');
});
