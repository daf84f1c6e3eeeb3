import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Callout } from '@masthead/core';
import { answerAt, answerLabel, answerText, coordinates, imageUrl, responseView } from './published.ts';

const api = 'https://members.example.org';

test('a file answer gives its first http(s) image; relative URLs are read against the API', () => {
  assert.equal(
    imageUrl([{ url: 'https://cdn.example.org/a.png', path: 'a.png' }], api),
    'https://cdn.example.org/a.png',
  );
  assert.equal(imageUrl({ url: '/uploads/b.png', path: 'b.png' }, api), 'https://members.example.org/uploads/b.png');
  assert.equal(imageUrl([{ url: 'javascript:alert(1)' }, { url: 'https://x.org/c.jpg' }], api), 'https://x.org/c.jpg');
  assert.equal(imageUrl('data:image/png;base64,AAAA', api), null);
  assert.equal(imageUrl(undefined, api), null);
  assert.equal(imageUrl(42, api), null);
});

test('answers read as one line: text, numbers, addresses and lists', () => {
  assert.equal(answerText('  Waterloo '), 'Waterloo');
  assert.equal(answerText(12), '12');
  assert.equal(answerText({ formatted_address: 'South Bank, London' }), 'South Bank, London');
  assert.equal(answerText(['a', 'b', '']), 'a, b');
  assert.equal(answerText({ url: 'x' }), '');
  assert.equal(answerText(null), '');
});

test('coordinates come from an address answer with numeric, in-range latitude and longitude', () => {
  assert.deepEqual(coordinates({ geometry: { location: { lat: 51.5, lng: -0.1 } } }), [51.5, -0.1]);
  assert.equal(coordinates({ formatted_address: 'Somewhere' }), null);
  assert.equal(coordinates({ geometry: { location: { lat: '51.5', lng: -0.1 } } }), null);
  assert.equal(coordinates({ geometry: { location: { lat: 91, lng: 0 } } }), null);
  assert.equal(coordinates(null), null);
});

test('the response view: gallery flag, title and image answers, map settings with a tile template only', () => {
  const view = responseView({
    responseViewSchema: {
      titleProp: 'answers.vote.reason',
      imageProp: 'answers.vote.photo',
      gallery: true,
      map: {
        center: [-0.1, 51.5],
        initialZoom: 13,
        maxZoom: 18,
        addressProp: 'answers.vote.spot',
        style: 'https://maps.example.org/style.json',
      },
    },
  } as unknown as Callout);
  assert.equal(view.gallery, true);
  assert.equal(view.titleProp, 'answers.vote.reason');
  assert.deepEqual(view.map?.center, [-0.1, 51.5]);
  assert.equal(view.map?.initialZoom, 13);
  assert.equal(view.map?.maxZoom, 18);
  assert.equal(view.map?.minZoom, null);
  assert.equal(view.map?.tileUrl, null, 'a style JSON is not a raster tile template');
  const tiled = responseView({
    responseViewSchema: { map: { style: 'https://t.example.org/{z}/{x}/{y}.png', attribution: '© T' } },
  } as unknown as Callout);
  assert.equal(tiled.map?.tileUrl, 'https://t.example.org/{z}/{x}/{y}.png');
  assert.equal(tiled.map?.attribution, '© T');
  assert.equal(tiled.gallery, false);
  const none = responseView({ responseViewSchema: null } as unknown as Callout);
  assert.deepEqual(none, { titleProp: '', imageProp: '', gallery: false, map: null });
});

test('answers and their form labels are found by `answers.<slide>.<key>`', () => {
  const item = { number: 1, answers: { vote: { reason: 'Short', spot: { formatted_address: 'Bank' } } } };
  assert.equal(answerAt(item, 'answers.vote.reason'), 'Short');
  assert.equal(answerAt(item, 'vote.reason'), 'Short');
  assert.equal(answerAt(item, 'answers.vote.missing'), undefined);
  assert.equal(answerAt(item, ''), undefined);
  assert.equal(answerAt(item, 'answers.vote.constructor'), undefined, 'no inherited properties');
  const callout = {
    formSchema: {
      slides: [
        {
          id: 'vote',
          components: [{ type: 'panel', key: 'p', components: [{ type: 'address', key: 'spot', label: 'Where?' }] }],
        },
      ],
    },
  } as unknown as Callout;
  assert.equal(answerLabel(callout, 'answers.vote.spot'), 'Where?', 'found inside a panel');
  assert.equal(answerLabel(callout, 'answers.other.spot'), '');
});
