import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultGeneralSettings, errorBody } from '@masthead/core';
import { build } from '../test-helper.ts';

test('general settings are the core defaults on an empty database', async (t) => {
  const { app } = await build(t);
  const res = await app.inject({ method: 'GET', url: '/api/1.0/content/general' });
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json(), defaultGeneralSettings);
});

test('general settings show the seeded organisation over the defaults', async (t) => {
  const { app } = await build(t, { seed: true });
  const settings = (await app.inject({ method: 'GET', url: '/api/1.0/content/general' })).json();
  assert.equal(settings.organisationName, 'The Daily Example');
  assert.equal(settings.currencyCode, 'GBP');
  assert.equal(settings.currencySymbol, '£');
  assert.equal(settings.logoUrl, '/demo/daily-example-logo.svg');
  assert.equal(settings.theme.fonts.title, 'playfair-display');
  // Fields the seed leaves alone still come from the defaults.
  assert.deepEqual(settings.footerLinks, defaultGeneralSettings.footerLinks);
  assert.equal(settings.newsroomMode, defaultGeneralSettings.newsroomMode);
});

test('changing general settings needs a login before the body is even checked', async (t) => {
  const { app } = await build(t);
  const res = await app.inject({
    method: 'PATCH',
    url: '/api/1.0/content/general',
    payload: { organisationName: '', unknown: true },
  });
  assert.equal(res.statusCode, 401);
  assert.deepEqual(res.json(), errorBody('not-logged-in'));
  const after = (await app.inject({ method: 'GET', url: '/api/1.0/content/general' })).json();
  assert.equal(after.organisationName, defaultGeneralSettings.organisationName);
});

test('the logged-in contact is 401 for an anonymous caller', async (t) => {
  const { app } = await build(t);
  const res = await app.inject({ method: 'GET', url: '/api/1.0/contact/me' });
  assert.equal(res.statusCode, 401);
  assert.deepEqual(res.json(), errorBody('not-logged-in'));
});
