import assert from 'node:assert/strict';
import { test } from 'node:test';
import { completeUrlOn, type ReturnSites } from './complete-url-check.ts';

const hosted: ReturnSites = { siteUrl: 'https://members.example.org', serverUrl: null, embedOrigins: null };
const freshClone: ReturnSites = { siteUrl: 'http://localhost:3000', serverUrl: null, embedOrigins: null };
const embedding: ReturnSites = { ...hosted, embedOrigins: ['https://news.example.org'] };
const unset: ReturnSites = { siteUrl: '', serverUrl: null, embedOrigins: null };
const configured: ReturnSites = { siteUrl: '', serverUrl: 'https://app.example.org', embedOrigins: null };

test('a provider may send the member back to the configured sites only', () => {
  const rows: [string, ReturnSites, string | null][] = [
    ['/profile/contribution/complete', hosted, 'https://members.example.org/profile/contribution/complete'],
    ['https://members.example.org/join/complete?x=1', hosted, 'https://members.example.org/join/complete?x=1'],
    ['https://evil.example/steal', hosted, null],
    ['//evil.example/steal', hosted, null],
    ['https://members.example.org.evil.example/', hosted, null],
    ['http://members.example.org/join/complete', hosted, null],
    ['javascript:alert(1)', hosted, null],
    ['data:text/html,hi', hosted, null],
    ['not a url', unset, null],
    ['/back', unset, null],
    ['/back', configured, 'https://app.example.org/back'],
    ['https://news.example.org/story', embedding, 'https://news.example.org/story'],
    ['https://news.example.org/story', hosted, null],
    ['/back', embedding, 'https://members.example.org/back'],
    // A fresh clone opened as 127.0.0.1 or [::1] is still this server; another port is not.
    [
      'http://127.0.0.1:3000/profile/contribution/complete',
      freshClone,
      'http://127.0.0.1:3000/profile/contribution/complete',
    ],
    ['http://[::1]:3000/back', freshClone, 'http://[::1]:3000/back'],
    ['http://localhost:4000/back', freshClone, null],
    ['https://localhost:3000/back', freshClone, null],
    ['http://127.0.0.1:3000/back', hosted, null],
  ];
  for (const [completeUrl, sites, expected] of rows)
    assert.equal(completeUrlOn(completeUrl, sites), expected, `${completeUrl} on ${JSON.stringify(sites)}`);
});
