import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isLinkTarget, isSitePath } from './site-path.ts';

test('isSitePath takes a path on this site and nothing a browser would read as another host', () => {
  const rows: [string, boolean][] = [
    ['/', true],
    ['/join', true],
    ['/uploads/0b1c/photo.jpg', true],
    ['/crowdnewsroom/street-stories?lang=de#form', true],
    ['/a/b//c', true],
    ['/a\\b', true],
    ['/%20spaced', true],
    ['/%2', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['/%5Cevil.example', false],
    ['/%5cevil.example', false],
    ['/%2F/evil.example', false],
    ['/%2fevil.example', false],
    ['/\t/evil.example', false],
    ['/\n/evil.example', false],
    ['/\r\\evil.example', false],
    ['/join\tnow', false],
    ['/join now', false],
    ['/nul\u0000', false],
    ['/del\u007f', false],
    ['/\u00a0/evil.example', false],
    ['', false],
    ['join', false],
    ['\\\\evil.example', false],
    [' /join', false],
    ['https://news.example/join', false],
    ['javascript:alert(1)', false],
  ];
  for (const [input, expected] of rows) assert.equal(isSitePath(input), expected, JSON.stringify(input));
});

test('isLinkTarget takes nothing, a path on this site or an http(s) address', () => {
  const rows: [string, boolean][] = [
    ['', true],
    ['/', true],
    ['/join', true],
    ['https://news.example/agm?x=1', true],
    ['http://localhost:3000/', true],
    ['/\\evil.example', false],
    ['//evil.example', false],
    ['/%5Cevil.example', false],
    ['/\t/evil.example', false],
    ['https://', false],
    ['https:///evil.example', false],
    ['https://news.example/a b', false],
    ['https://news.example/\tx', false],
    ['https:\\\\evil.example', false],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
    ['ftp://news.example', false],
    ['news.example', false],
  ];
  for (const [input, expected] of rows) assert.equal(isLinkTarget(input), expected, JSON.stringify(input));
});
