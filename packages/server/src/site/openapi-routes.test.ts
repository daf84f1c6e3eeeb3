import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiVersion } from '@masthead/core';
import { build } from '../test-helper.ts';

test('the OpenAPI document lists the health, content, account, contact and call-out routes with their schemas', async (t) => {
  const { app } = await build(t);
  const res = await app.inject({ method: 'GET', url: '/api/1.0/openapi.json' });
  assert.equal(res.statusCode, 200);
  const doc = res.json();
  assert.match(doc.openapi, /^3\./);
  assert.equal(doc.info.version, apiVersion);
  assert.ok(doc.paths['/api/1.0/health'].get);
  for (const [path, methods] of Object.entries({
    '/api/1.0/auth/login': ['post'],
    '/api/1.0/auth/info': ['get'],
    '/api/1.0/auth/logout': ['post'],
    '/api/1.0/auth/login-link/{id}': ['post'],
    '/api/1.0/contact': ['get'],
    '/api/1.0/contact/{id}': ['get', 'patch'],
    '/api/1.0/contact/{id}/role/{role}': ['put', 'delete'],
    '/api/1.0/contact/{id}/mfa': ['get', 'post', 'delete'],
    '/api/1.0/contact/{id}/reset-password': ['post'],
    '/api/1.0/contact/{id}/unlock': ['post'],
    '/api/1.0/contact/{id}/login-link': ['post'],
    '/api/1.0/reset-password': ['post'],
    '/api/1.0/reset-password/{id}': ['put'],
    '/api/1.0/reset-device': ['post'],
    '/api/1.0/reset-device/{id}': ['put'],
    '/api/1.0/api-key': ['get', 'post'],
    '/api/1.0/api-key/{id}': ['delete'],
    '/api/1.0/callout': ['get', 'post'],
    '/api/1.0/callout/{id}': ['get', 'patch', 'delete'],
    '/api/1.0/callout/{id}/reviewers': ['get', 'post'],
    '/api/1.0/callout/{id}/reviewers/{contactId}': ['patch', 'delete'],
    '/api/1.0/callout/{id}/tags': ['get', 'post'],
    '/api/1.0/callout/{id}/tags/{tagId}': ['patch', 'delete'],
    '/api/1.0/callout/{id}/responses': ['get'],
    '/api/1.0/callout/{id}/responses/map': ['get'],
    '/api/1.0/callout/{id}/responses.csv': ['get'],
    '/api/1.0/callout-responses': ['get', 'patch'],
    '/api/1.0/callout-responses/{id}': ['get', 'patch'],
    '/api/1.0/callout-response-comments': ['get', 'post'],
    '/api/1.0/callout-response-comments/{id}': ['patch', 'delete'],
  })) {
    for (const method of methods) assert.ok(doc.paths[path]?.[method], `${method} ${path}`);
  }
  assert.ok(doc.components.schemas.Contact.properties.displayName);
  const general = doc.paths['/api/1.0/content/general'];
  assert.ok(general.get.responses['200'].content['application/json'].schema.properties.organisationName);
  assert.ok(general.patch.requestBody.content['application/json'].schema.properties.theme);
  assert.deepEqual(general.patch.responses['4XX'].content['application/json'].schema, {
    $ref: '#/components/schemas/ErrorBody',
  });
  assert.ok(doc.components.schemas.ErrorBody);
  assert.equal(doc.paths['/api/1.0/openapi.json'], undefined, 'the document does not list itself');
});
