/**
 * Bad upload forms for `POST images` and `POST documents` (one multipart
 * field `file`): not multipart, broken multipart, no file, a file that is
 * not what it claims; and a good file under hostile names, which may be
 * stored because the name is sanitised, never used on disk.
 * @example uploadCases({bytes: await testPng(), filename: 'chart.png'})
 */
import { multipart } from '../uploads/upload-test-kit.ts';
import type { HostileKind } from './hostile-values.ts';

export interface UploadFile {
  bytes: Buffer;
  filename: string;
}

interface UploadCase {
  name: string;
  kind: HostileKind;
  mayPass: boolean;
  headers: Record<string, string>;
  payload: string | Buffer;
}

const json = { 'content-type': 'application/json' };

export function uploadCases(good: UploadFile): UploadCase[] {
  const refused = (
    name: string,
    kind: HostileKind,
    form: { headers: Record<string, string>; payload: string | Buffer },
  ) => ({
    name: `form: ${name}`,
    kind,
    mayPass: false,
    ...form,
  });
  const whole = multipart(good.bytes, { filename: good.filename });
  const boundary = whole.headers['content-type'].split('boundary=')[1] ?? '';
  const cases: UploadCase[] = [
    refused('JSON instead of a form', 'wrong-content-type', { headers: json, payload: '{"file":"x"}' }),
    refused('invalid JSON instead of a form', 'invalid-json', { headers: json, payload: '{"file":' }),
    refused('plain text', 'wrong-content-type', { headers: { 'content-type': 'text/plain' }, payload: 'file' }),
    refused('multipart without a boundary', 'wrong-content-type', {
      headers: { 'content-type': 'multipart/form-data' },
      payload: whole.payload,
    }),
    refused('multipart cut off', 'wrong-content-type', {
      headers: whole.headers,
      payload: whole.payload.subarray(0, whole.payload.length - boundary.length - 10),
    }),
    refused('no file field', 'missing-required', multipart(good.bytes, { filename: good.filename, field: 'hostile' })),
    refused('an empty file', 'missing-required', multipart(Buffer.alloc(0), { filename: good.filename })),
    refused('bytes that are no image or PDF', 'wrong-content-type', multipart(Buffer.from('MZ\u0000hostile'), good)),
    refused('a file full of NULs', 'nul', multipart(Buffer.alloc(4096), good)),
  ];
  // The file itself is fine: a sanitised name may be stored (checked afterwards).
  for (const [label, filename, kind] of [
    ['a NUL in the file name', 'a\u0000b.png', 'nul'],
    ['a 100,000-character file name', `${'x'.repeat(100_000)}.png`, 'huge-string'],
    ['a path as the file name', '../../../etc/passwd', 'bad-id'],
    ['a __proto__ file name', '__proto__', 'prototype-key'],
  ] as const) {
    cases.push({ ...refused(label, kind, multipart(good.bytes, { filename })), mayPass: true });
  }
  return cases;
}
