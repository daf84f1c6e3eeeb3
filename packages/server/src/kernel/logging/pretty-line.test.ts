import assert from 'node:assert/strict';
import { test } from 'node:test';
import { logFormat, prettyStream } from './logger-options.ts';
import { prettyLine, type LogEntry } from './pretty-line.ts';

// Local time, as a terminal shows it: 13:04:05.067 wherever the test runs.
const time = new Date(2024, 0, 2, 13, 4, 5, 67).getTime();
const base = { time, pid: 4242, hostname: 'box' };

test('a log entry becomes one readable line', () => {
  const rows: [LogEntry, string][] = [
    [
      {
        ...base,
        level: 30,
        reqId: 'abc123',
        method: 'GET',
        path: '/api/1.0/health',
        status: 200,
        ms: 3.2,
        msg: 'request completed',
      },
      '13:04:05.067 INFO  GET /api/1.0/health 200 3.2ms req=abc123\n',
    ],
    [
      { ...base, level: 40, msg: 'SIGTERM received: finishing open requests, then stopping' },
      '13:04:05.067 WARN  SIGTERM received: finishing open requests, then stopping\n',
    ],
    [
      { ...base, level: 30, applied: ['0001-start.sql', '0002-more.sql'], msg: 'Applied database migrations' },
      '13:04:05.067 INFO  Applied database migrations applied=["0001-start.sql","0002-more.sql"]\n',
    ],
    [
      { ...base, level: 20, reqId: 'r-1', code: 'validation', reason: 'body must be object', msg: 'request refused' },
      '13:04:05.067 DEBUG request refused code=validation reason="body must be object" req=r-1\n',
    ],
    [
      { ...base, level: 60, msg: 'two\nlines', count: 2, ok: false, none: null },
      '13:04:05.067 FATAL two\\nlines count=2 ok=false none=null\n',
    ],
    [
      {
        ...base,
        level: 50,
        reqId: 'x',
        msg: 'request failed',
        err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at f (a.ts:1:1)' },
      },
      '13:04:05.067 ERROR request failed req=x\n    Error: boom\n        at f (a.ts:1:1)\n',
    ],
    [
      { ...base, level: 50, msg: 'failed', err: { type: 'TypeError', message: 'no stack' } },
      '13:04:05.067 ERROR failed\n    TypeError: no stack\n',
    ],
    [
      // A path a client sent with a quote in it cannot pass for another key.
      { ...base, level: 30, reqId: 'q', method: 'GET', path: '/a"b c', status: 404, ms: 0.4, msg: 'request completed' },
      '13:04:05.067 INFO  GET "/a\\"b c" 404 0.4ms req=q\n',
    ],
  ];
  for (const [entry, expected] of rows) assert.equal(prettyLine(entry), expected, JSON.stringify(entry));
});

test('LOG_FORMAT auto is readable on a terminal and JSON everywhere else', () => {
  const rows: [Parameters<typeof logFormat>, string][] = [
    [['auto', true], 'pretty'],
    [['auto', false], 'json'],
    [['auto', undefined], 'json'],
    [['json', true], 'json'],
    [['pretty', false], 'pretty'],
  ];
  for (const [args, expected] of rows) assert.equal(logFormat(...args), expected, JSON.stringify(args));
});

test('the pretty stream writes each JSON line as it comes, and anything else as it is', () => {
  const written: string[] = [];
  const stream = prettyStream({ write: (text) => written.push(text) });
  stream.write(`${JSON.stringify({ ...base, level: 30, msg: 'hello' })}\n`);
  assert.deepEqual(written, ['13:04:05.067 INFO  hello\n'], 'written before write returned');
  stream.write('not json\n');
  assert.equal(written[1], 'not json\n');
});
