import assert from 'node:assert/strict';
import { test } from 'node:test';
import { placeReport, type ReportPlace, type StoredSoFar } from './client-error-caps.ts';

test('stores a report while its message and the hour have room, and otherwise counts it', () => {
  const caps = { perMessagePerHour: 5, perHour: 200, total: 2000 };
  const rows: [StoredSoFar, ReportPlace][] = [
    [{ known: false, ofMessageThisHour: 0, thisHour: 0 }, 'store'],
    [{ known: true, ofMessageThisHour: 4, thisHour: 10 }, 'store'],
    [{ known: true, ofMessageThisHour: 5, thisHour: 10 }, 'repeat'],
    [{ known: true, ofMessageThisHour: 0, thisHour: 199 }, 'store'],
    [{ known: true, ofMessageThisHour: 0, thisHour: 200 }, 'repeat'],
    [{ known: true, ofMessageThisHour: 5, thisHour: 200 }, 'repeat'],
    [{ known: false, ofMessageThisHour: 0, thisHour: 199 }, 'store'],
    [{ known: false, ofMessageThisHour: 0, thisHour: 200 }, 'overflow'],
    [{ known: false, ofMessageThisHour: 0, thisHour: 250 }, 'overflow'],
  ];
  for (const [stored, expected] of rows) assert.equal(placeReport(stored, caps), expected, JSON.stringify(stored));
});
