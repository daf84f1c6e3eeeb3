import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeCsv, detectDelimiter, readCsv, type CsvRecord } from './read-csv.ts';

const records = (text: string) => [...readCsv(text)].map(({ line, cells }) => [line, cells] as const);

test('reads RFC 4180 records: quoted delimiters, doubled quotes, line breaks in quotes, CRLF and LF', () => {
  const rows: [string, (readonly [number, string[]])[]][] = [
    [
      'a,b\r\n1,2\r\n',
      [
        [1, ['a', 'b']],
        [2, ['1', '2']],
      ],
    ],
    [
      'a,b\n1,2',
      [
        [1, ['a', 'b']],
        [2, ['1', '2']],
      ],
    ],
    [
      'a,b\r1,2\r',
      [
        [1, ['a', 'b']],
        [2, ['1', '2']],
      ],
    ],
    [
      'a\n"x, y"',
      [
        [1, ['a']],
        [2, ['x, y']],
      ],
    ],
    [
      'a\n"say ""hi"""',
      [
        [1, ['a']],
        [2, ['say "hi"']],
      ],
    ],
    [
      'a,b\n"two\r\nlines",z\nnext,row',
      [
        [1, ['a', 'b']],
        [2, ['two\r\nlines', 'z']],
        [3, ['next', 'row']],
      ],
    ],
    [
      'a,b,\n,,',
      [
        [1, ['a', 'b', '']],
        [2, ['', '', '']],
      ],
    ],
    [
      'a\n\n\nb',
      [
        [1, ['a']],
        [4, ['b']],
      ],
    ],
    [
      'a\n"unclosed, to the end',
      [
        [1, ['a']],
        [2, ['unclosed, to the end']],
      ],
    ],
    [
      'a\nsay "hi" there',
      [
        [1, ['a']],
        [2, ['say "hi" there']],
      ],
    ],
    [
      'a\n""\nb',
      [
        [1, ['a']],
        [3, ['b']],
      ],
    ],
    [
      '\ufeffemail\nx@y.org',
      [
        [1, ['email']],
        [2, ['x@y.org']],
      ],
    ],
  ];
  for (const [text, expected] of rows) assert.deepEqual(records(text), expected, JSON.stringify(text));
});

test('finds the delimiter in the header line, outside quotes', () => {
  const rows: [string, string][] = [
    ['email,name', ','],
    ['email;name;city', ';'],
    ['email\tname', '\t'],
    ['"a;b;c",email,name', ','],
    ['"Name, full";Email;City', ';'],
    ['email', ','],
    ['a;b\nc,d,e,f,g', ';'],
  ];
  for (const [text, expected] of rows) assert.equal(detectDelimiter(text), expected, JSON.stringify(text));
  assert.deepEqual(records('Email;Name\n"a;b";"Müller, A"'), [
    [1, ['Email', 'Name']],
    [2, ['a;b', 'Müller, A']],
  ]);
});

test('reads UTF-8 with and without its BOM, UTF-16 with its BOM, and anything else as Windows-1252', () => {
  const utf8 = new TextEncoder().encode('name\nRené');
  assert.deepEqual(decodeCsv(utf8), { text: 'name\nRené', encoding: 'utf-8' });
  assert.deepEqual(decodeCsv(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8])), { text: 'name\nRené', encoding: 'utf-8' });
  // "René €5" as Excel on Windows writes it: é is 0xE9, € is 0x80.
  const cp1252 = Uint8Array.from([0x52, 0x65, 0x6e, 0xe9, 0x20, 0x80, 0x35]);
  assert.deepEqual(decodeCsv(cp1252), { text: 'René €5', encoding: 'windows-1252' });
  const utf16 = Uint8Array.from([0xff, 0xfe, ...[...'é\tx'].flatMap((c) => [c.charCodeAt(0), 0])]);
  assert.deepEqual(decodeCsv(utf16), { text: 'é\tx', encoding: 'utf-16le' });
});

test('yields one record at a time, so a long file is never held parsed', () => {
  const text = `email\n${Array.from({ length: 100_000 }, (_, n) => `r${n}@example.org`).join('\n')}`;
  const reader = readCsv(text);
  const first = reader.next().value as CsvRecord;
  assert.deepEqual(first, { line: 1, cells: ['email'] });
  let last: CsvRecord | undefined;
  let count = 0;
  for (const record of reader) {
    count++;
    last = record;
  }
  assert.equal(count, 100_000);
  assert.deepEqual(last, { line: 100_001, cells: ['r99999@example.org'] });
});
