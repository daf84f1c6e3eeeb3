import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FormSchema } from '@masthead/core';
import { uploadIdsInAnswers } from './uploads-in-answers.ts';

const a = '0b6c2a3e-1111-4222-8333-444455556666';
const b = '9f1d2c3b-aaaa-4bbb-8ccc-ddddeeeeffff';
const schema = {
  slides: [
    {
      id: 's1',
      title: 'One',
      components: [
        { type: 'file', key: 'photo', label: 'Photo', input: true },
        { type: 'textfield', key: 'note', label: 'Note', input: true },
        { type: 'panel', key: 'box', components: [{ type: 'file', key: 'scan', label: 'Scan', input: true }] },
      ],
    },
  ],
} satisfies FormSchema;

test('finds the uploads that file answers point at, and only those', () => {
  const rows: [Record<string, Record<string, unknown>>, string[]][] = [
    [{ s1: { photo: { url: `https://x.example/uploads/${a}/full.webp`, path: `/uploads/${a}/full.webp` } } }, [a]],
    [{ s1: { photo: [{ path: `/uploads/${a}/400.webp` }, { url: `http://h/uploads/${b}/document.pdf` }] } }, [a, b]],
    [{ s1: { scan: { path: `/uploads/${b.toUpperCase()}/document.pdf` } } }, [b]],
    [{ s1: { note: `/uploads/${a}/full.webp` } }, []],
    [{ s1: { photo: 'not an object' } }, []],
    [{ s1: { photo: { path: '/uploads/not-an-id/full.webp' } } }, []],
    [{ other: { photo: { path: `/uploads/${a}/full.webp` } } }, []],
    [{}, []],
  ];
  for (const [answers, expected] of rows) assert.deepEqual(uploadIdsInAnswers(schema, answers), expected);
});
