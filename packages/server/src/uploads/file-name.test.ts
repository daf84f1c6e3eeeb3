import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sanitiseFileName } from './file-name.ts';

test('client file names are cut to a safe last segment', () => {
  const rows: [string | undefined, string][] = [
    ['photo.jpg', 'photo.jpg'],
    ['C:\\fakepath\\report.pdf', 'report.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['Report "final".pdf', 'Report final.pdf'],
    ['line\r\nbreak.png', 'line break.png'],
    ['.hidden', 'hidden'],
    ['', 'file'],
    [undefined, 'file'],
    ['...', 'file'],
    ['Straße Überblick.pdf', 'Straße Überblick.pdf'],
    ['x'.repeat(300), 'x'.repeat(200)],
  ];
  for (const [input, expected] of rows) assert.equal(sanitiseFileName(input), expected, String(input));
});
