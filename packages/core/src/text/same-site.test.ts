import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isOnSites } from './same-site.ts';

test('a page is on a site by its origin, and on this machine by its port under any loopback name', () => {
  const rows: [string, string[], boolean][] = [
    ['https://members.example.org/join/complete', ['https://members.example.org'], true],
    ['https://news.example.org/story', ['https://members.example.org', 'https://news.example.org'], true],
    ['https://news.example.org/story', ['https://members.example.org'], false],
    ['http://members.example.org/join', ['https://members.example.org'], false],
    ['https://members.example.org.evil.example/', ['https://members.example.org'], false],
    ['http://127.0.0.1:3000/join', ['http://localhost:3000'], true],
    ['http://[::1]:3000/join', ['http://localhost:3000'], true],
    ['http://localhost:4000/join', ['http://localhost:3000'], false],
    ['https://localhost:3000/join', ['http://localhost:3000'], false],
    ['not a url', ['http://localhost:3000'], false],
    ['http://localhost:3000/join', ['not an origin', ''], false],
    ['http://localhost:3000/join', [], false],
  ];
  for (const [url, origins, expected] of rows) assert.equal(isOnSites(url, origins), expected, `${url} on ${origins}`);
});
