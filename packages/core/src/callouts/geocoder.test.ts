import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaultGeneralSettings, generalSettingsPatchSchema } from '../schemas/general-settings.ts';
import { geocoderPlaces, geocoderSearchUrl } from './geocoder.ts';

describe('geocoder', () => {
  it('asks for five JSON places, keeping the parameters of the URL', () => {
    assert.equal(
      geocoderSearchUrl('https://geo.example.org/search?countrycodes=de', 'Unter den Linden 1'),
      'https://geo.example.org/search?countrycodes=de&q=Unter+den+Linden+1&format=json&limit=5',
    );
  });

  it("reads Nominatim's list, coordinates as strings", () => {
    const body = [
      { display_name: 'Unter den Linden 1, Berlin', lat: '52.517', lon: '13.396' },
      { display_name: 'Nowhere', lat: '95', lon: '13' },
      { display_name: '', lat: '1', lon: '1' },
    ];
    assert.deepEqual(geocoderPlaces(body), [{ label: 'Unter den Linden 1, Berlin', lat: 52.517, lng: 13.396 }]);
  });

  it("reads Photon's GeoJSON, longitude first", () => {
    const body = {
      type: 'FeatureCollection',
      features: [
        {
          geometry: { type: 'Point', coordinates: [13.396, 52.517] },
          properties: {
            name: 'Humboldt Forum',
            street: 'Schlossplatz',
            housenumber: '1',
            postcode: '10178',
            city: 'Berlin',
          },
        },
        { geometry: { type: 'Point', coordinates: [200, 52] }, properties: { name: 'Off the map' } },
      ],
    };
    assert.deepEqual(geocoderPlaces(body), [
      { label: 'Humboldt Forum, Schlossplatz 1, 10178 Berlin', lat: 52.517, lng: 13.396 },
    ]);
  });

  it('finds nothing in anything else, and keeps five at most', () => {
    assert.deepEqual(geocoderPlaces({ error: 'Unable to geocode' }), []);
    assert.deepEqual(geocoderPlaces(null), []);
    const many = Array.from({ length: 8 }, (_, i) => ({ display_name: `Place ${i}`, lat: '1', lon: '2' }));
    assert.equal(geocoderPlaces(many).length, 5);
  });

  it('is set in content/general as an http(s) URL or empty', () => {
    const rule = new RegExp(generalSettingsPatchSchema.properties.geocoderUrl.pattern);
    assert.equal(rule.test('https://nominatim.openstreetmap.org/search'), true);
    assert.equal(rule.test('http://127.0.0.1:8080/api'), true);
    assert.equal(rule.test(''), true);
    assert.equal(rule.test('javascript:alert(1)'), false);
    assert.equal(rule.test('ftp://geo.example.org'), false);
    assert.equal(defaultGeneralSettings.geocoderUrl, '');
  });
});
