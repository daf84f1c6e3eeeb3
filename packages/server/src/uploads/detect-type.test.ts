import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import { detectUploadType, looksLikeSvg, type UploadKind } from './detect-type.ts';
import { testPdf, testPng } from './upload-test-kit.ts';

const svg = Buffer.from('<?xml version="1.0"?>\n<!-- a comment -->\n<svg xmlns="http://www.w3.org/2000/svg"/>');

test('the type comes from the bytes and must suit the kind of upload', async () => {
  const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
    .gif()
    .toBuffer();
  const rows: [string, Buffer, UploadKind, string | null][] = [
    ['png image', await testPng(), 'image', 'image/png'],
    ['gif image', gif, 'image', 'image/gif'],
    ['svg image', svg, 'image', 'image/svg+xml'],
    ['pdf document', testPdf, 'document', 'application/pdf'],
    ['pdf sent as image', testPdf, 'image', null],
    ['png sent as document', await testPng(), 'document', null],
    ['plain text', Buffer.from('just some text, honest'), 'image', null],
    ['html', Buffer.from('<html><script>alert(1)</script></html>'), 'image', null],
    ['empty', Buffer.alloc(0), 'document', null],
  ];
  for (const [name, bytes, kind, mime] of rows) {
    assert.equal((await detectUploadType(bytes, kind))?.mime ?? null, mime, name);
  }
});

test('formats this machine cannot decode are refused rather than stored raw', async () => {
  // A JPEG 2000 signature box and file type box: file-type names it jp2.
  const jp2 = Buffer.concat([Buffer.from('0000000c6a5020200d0a870a00000014667479706a703220', 'hex'), Buffer.alloc(64)]);
  const canReadJp2 = Boolean(
    (sharp.format as unknown as Record<string, { input?: { buffer?: boolean } }>).jp2k?.input?.buffer,
  );
  assert.equal((await detectUploadType(jp2, 'image'))?.mime ?? null, canReadJp2 ? 'image/jp2' : null);
});

test('only a document whose root element is svg counts as SVG', () => {
  const rows: [string, boolean][] = [
    ['<svg xmlns="http://www.w3.org/2000/svg"></svg>', true],
    ['\uFEFF  <?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x"><svg>', true],
    ['<html><svg></svg></html>', false],
    ['<svgx>', false],
    ['hello <svg>', false],
  ];
  for (const [text, expected] of rows) assert.equal(looksLikeSvg(Buffer.from(text)), expected, text);
});
