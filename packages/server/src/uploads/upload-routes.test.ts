import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import sharp from 'sharp';
import { buildApp } from '../app.ts';
import { build, createTestDatabase, defer } from '../test-helper.ts';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { multipart, pixelBombPng, testJpegWithGps, testPdf, testPng } from './upload-test-kit.ts';
import { buildOnStore, readStored, s3TestServer, storeKinds } from './store-test-kit.ts';

const images = '/api/1.0/images';
const documents = '/api/1.0/documents';
const s3 = s3TestServer();

// Every test that writes or reads a file runs on the local folder and on S3 (s3rver).
for (const store of storeKinds) {
  test(`${store}: an image upload answers {id, url, path, hash, filename} and serves three WebP sizes`, async (t) => {
    const { app, files } = await buildOnStore(t, s3, store);
    const png = await testPng(3000, 150);
    const res = await app.inject({ method: 'POST', url: images, ...multipart(png, { filename: '../My <chart>.png' }) });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), ['filename', 'hash', 'id', 'path', 'url']);
    assert.equal(body.path, `images/${body.id}`, "v0.32's path, against the API's base");
    assert.equal(
      body.url,
      `/uploads/${body.id}/full.webp`,
      'no site configured: the path alone, never the Host header',
    );
    assert.equal(body.hash, createHash('sha256').update(png).digest('hex'));
    assert.equal(body.filename, 'My chart.png');
    assert.deepEqual(
      await files.list(body.id),
      ['1200.webp', '400.webp', 'full.webp'].map((name) => `${body.id}/${name}`),
    );
    for (const [name, width] of [
      ['400.webp', 400],
      ['1200.webp', 1200],
      ['full.webp', 2400],
    ] as const) {
      const file = await app.inject({ method: 'GET', url: `/uploads/${body.id}/${name}` });
      assert.equal(file.statusCode, 200);
      assert.equal(file.headers['content-type'], 'image/webp');
      assert.equal(file.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(file.headers['x-content-type-options'], 'nosniff');
      assert.equal(file.headers['content-disposition'], undefined);
      const meta = await sharp(file.rawPayload).metadata();
      assert.deepEqual([meta.format, meta.width], ['webp', width], name);
    }
  });

  test(`${store}: a photo is stored upright with its EXIF, GPS included, removed`, async (t) => {
    const { app, files } = await buildOnStore(t, s3, store);
    const jpeg = await testJpegWithGps();
    const source = await sharp(jpeg).metadata();
    // The test file really carries the GPS IFD pointer (tag 0x8825) and the description.
    assert.ok(
      source.exif &&
        (source.exif.includes(Buffer.from([0x88, 0x25])) || source.exif.includes(Buffer.from([0x25, 0x88]))),
    );
    assert.ok(jpeg.includes('secret-place'));
    const res = await app.inject({ method: 'POST', url: images, ...multipart(jpeg, { filename: 'IMG_0001.JPG' }) });
    assert.equal(res.statusCode, 200, res.body);
    const { id } = res.json();
    for (const name of await files.list(id)) {
      const bytes = (await readStored(files, name))!;
      const meta = await sharp(bytes).metadata();
      assert.equal(meta.exif, undefined, name);
      assert.equal(meta.xmp, undefined, name);
      assert.equal(meta.orientation, undefined, name);
      assert.equal(bytes.includes('secret-place'), false, name);
    }
    const full = await sharp((await readStored(files, `${id}/full.webp`))!).metadata();
    assert.deepEqual([full.width, full.height], [200, 300]);
  });

  test(`${store}: a PDF is stored as sent and served as an attachment`, async (t) => {
    const { app, files } = await buildOnStore(t, s3, store);
    const res = await app.inject({
      method: 'POST',
      url: documents,
      ...multipart(testPdf, { filename: 'Rapport été.pdf', contentType: 'text/plain' }),
    });
    assert.equal(res.statusCode, 200, res.body);
    const { id, url: path, filename, path: apiPath } = res.json();
    assert.equal(path, `/uploads/${id}/document.pdf`);
    assert.equal(apiPath, `documents/${id}`);
    assert.equal(filename, 'Rapport été.pdf');
    assert.deepEqual(await readStored(files, `${id}/document.pdf`), testPdf);
    const file = await app.inject({ method: 'GET', url: path });
    assert.equal(file.statusCode, 200);
    assert.deepEqual(file.rawPayload, testPdf);
    assert.equal(file.headers['content-type'], 'application/pdf');
    assert.equal(file.headers['x-content-type-options'], 'nosniff');
    assert.equal(file.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(
      file.headers['content-disposition'],
      `attachment; filename="Rapport _t_.pdf"; filename*=UTF-8''Rapport%20%C3%A9t%C3%A9.pdf`,
    );
  });

  test(`${store}: a text file named .png, or a file of the wrong kind, is refused with 415 and nothing is kept`, async (t) => {
    const { app, database, files } = await buildOnStore(t, s3, store);
    const cases = [
      { url: images, bytes: Buffer.from('this is not a picture'), filename: 'cat.png', contentType: 'image/png' },
      { url: documents, bytes: await testPng(), filename: 'scan.pdf', contentType: 'application/pdf' },
      { url: images, bytes: testPdf, filename: 'photo.jpg', contentType: 'image/jpeg' },
    ];
    for (const { url, bytes, filename, contentType } of cases) {
      const res = await app.inject({ method: 'POST', url, ...multipart(bytes, { filename, contentType }) });
      assert.equal(res.statusCode, 415, filename);
      assert.deepEqual(res.json(), {
        message: 'Unsupported file type',
        code: 'UNSUPPORTED_FILE_TYPE',
        errors: null,
        httpCode: 415,
      });
    }
    assert.deepEqual(await files.list(''), []);
    assert.equal((await database.db.selectFrom('uploads').select('id').execute()).length, 0);
  });

  test(`${store}: an image claiming more than 50 megapixels is refused from its header with 413, nothing written`, async (t) => {
    const { app, database, files } = await buildOnStore(t, s3, store);
    const bomb = pixelBombPng(16_000, 16_000);
    assert.ok(bomb.length < 64 * 1024, 'a small file');
    const res = await app.inject({ method: 'POST', url: images, ...multipart(bomb, { filename: 'bomb.png' }) });
    assert.equal(res.statusCode, 413, res.body);
    assert.equal(res.json().code, 'LIMIT_FILE_SIZE');
    assert.deepEqual(await files.list(''), []);
    assert.equal((await database.db.selectFrom('uploads').select('id').execute()).length, 0);
  });

  test(`${store}: a file over 20 MB is cut off with 413 and nothing is written`, async (t) => {
    const { app, database, files } = await buildOnStore(t, s3, store);
    const big = Buffer.concat([testPdf, Buffer.alloc(21 * 1024 * 1024)]);
    const res = await app.inject({ method: 'POST', url: documents, ...multipart(big, { filename: 'big.pdf' }) });
    assert.equal(res.statusCode, 413);
    assert.equal(res.json().code, 'LIMIT_FILE_SIZE');
    assert.equal(res.json().message, 'File too large');
    assert.deepEqual(await files.list(''), []);
    assert.equal((await database.db.selectFrom('uploads').select('id').execute()).length, 0);
  });

  test(`${store}: a hostile SVG is rendered to pixels: no script, handler, external reference or foreignObject survives`, async (t) => {
    const { app, files } = await buildOnStore(t, s3, store);
    let fetched = 0;
    const server = createServer((_request, response) => {
      fetched += 1;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    defer(t, () => new Promise((resolve) => server.close(resolve)));
    const external = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const svg = Buffer.from(`<?xml version="1.0"?>
  <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="80" onload="alert('onload')">
    <script>alert('script')</script>
    <rect width="120" height="80" fill="#0a0" onclick="alert('click')"/>
    <image href="${external}/tracker.png" width="10" height="10"/>
    <image xlink:href="file:///etc/passwd" width="10" height="10"/>
    <use xlink:href="${external}/sprite.svg#icon"/>
    <foreignObject width="100" height="50"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="${external}/frame"></iframe></body></foreignObject>
  </svg>`);
    const res = await app.inject({
      method: 'POST',
      url: images,
      ...multipart(svg, { filename: 'logo.svg', contentType: 'image/svg+xml' }),
    });
    assert.equal(res.statusCode, 200, res.body);
    const { id } = res.json();
    for (const name of await files.list(id)) {
      const bytes = (await readStored(files, name))!;
      assert.equal((await sharp(bytes).metadata()).format, 'webp', name);
      for (const word of ['<svg', 'script', 'alert', 'onload', 'foreignObject', 'root:']) {
        assert.equal(bytes.includes(word), false, `${name} contains ${word}`);
      }
    }
    const served = await app.inject({ method: 'GET', url: `/uploads/${id}/full.webp` });
    assert.equal(served.headers['content-type'], 'image/webp');
    assert.equal(fetched, 0);
  });

  test(`${store}: an SVG that pulls in an external entity is refused with 415`, async (t) => {
    const { app, files } = await buildOnStore(t, s3, store);
    const svg = Buffer.from(`<?xml version="1.0"?>
  <!DOCTYPE svg [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
  <svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><text y="20">&secret;</text></svg>`);
    const res = await app.inject({ method: 'POST', url: images, ...multipart(svg, { filename: 'x.svg' }) });
    assert.equal(res.statusCode, 415);
    assert.deepEqual(await files.list(''), []);
  });

  test(`${store}: files that do not exist, or that an upload does not have, are 404`, async (t) => {
    const { app } = await buildOnStore(t, s3, store);
    const res = await app.inject({ method: 'POST', url: images, ...multipart(await testPng()) });
    const { id } = res.json();
    for (const url of [
      `/uploads/${randomUUID()}/full.webp`,
      `/uploads/${id}/document.pdf`,
      `/uploads/${id}/800.webp`,
      `/uploads/not-an-id/full.webp`,
      `/uploads/${id}/..%2F..%2Fetc%2Fpasswd`,
    ]) {
      const miss = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      assert.equal(miss.statusCode, 404, url);
      assert.equal(miss.json().code, 'not-found', url);
    }
  });

  test(`${store}: a multipart form without a boundary, or cut off, is a 400 and writes nothing`, async (t) => {
    const { app, database, files } = await buildOnStore(t, s3, store);
    const whole = multipart(await testPng(), { filename: 'a.png' });
    const cases = [
      { headers: { 'content-type': 'multipart/form-data' }, payload: whole.payload },
      { headers: whole.headers, payload: whole.payload.subarray(0, whole.payload.length - 30) },
    ];
    for (const { headers, payload } of cases) {
      const res = await app.inject({ method: 'POST', url: images, headers, payload });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().code, 'bad-request');
    }
    assert.deepEqual(await files.list(''), []);
    assert.equal((await database.db.selectFrom('uploads').select('id').execute()).length, 0);
  });
  test(`${store}: a file has an ETag, answers 304 to it, and serves one byte range`, async (t) => {
    const { app } = await buildOnStore(t, s3, store);
    const { url: path } = (await app.inject({ method: 'POST', url: documents, ...multipart(testPdf) })).json();
    const whole = await app.inject({ method: 'GET', url: path });
    const etag = whole.headers.etag as string;
    assert.match(etag, /^"[^"]+"$/);
    assert.equal(whole.headers['accept-ranges'], 'bytes');
    assert.equal(whole.headers['content-length'], String(testPdf.length));

    const head = await app.inject({ method: 'HEAD', url: path });
    assert.deepEqual([head.statusCode, head.headers['content-length'], head.body], [200, String(testPdf.length), '']);
    assert.equal(head.headers.etag, etag);

    const same = await app.inject({ method: 'GET', url: path, headers: { 'if-none-match': `"other", ${etag}` } });
    assert.equal(same.statusCode, 304);
    assert.equal(same.rawPayload.length, 0);
    assert.equal(same.headers.etag, etag);

    const part = await app.inject({ method: 'GET', url: path, headers: { range: 'bytes=5-14' } });
    assert.equal(part.statusCode, 206);
    assert.deepEqual(part.rawPayload, testPdf.subarray(5, 15));
    assert.equal(part.headers['content-range'], `bytes 5-14/${testPdf.length}`);
    assert.equal(part.headers['content-length'], '10');
    assert.equal(part.headers['content-disposition']?.startsWith('attachment;'), true);

    const tail = await app.inject({ method: 'GET', url: path, headers: { range: 'bytes=-6' } });
    assert.deepEqual([tail.statusCode, tail.body], [206, '%%EOF\n']);

    const past = await app.inject({ method: 'GET', url: path, headers: { range: `bytes=${testPdf.length}-` } });
    assert.equal(past.statusCode, 416);
    assert.equal(past.headers['content-range'], `bytes */${testPdf.length}`);

    const changed = await app.inject({
      method: 'GET',
      url: path,
      headers: { range: 'bytes=0-3', 'if-range': '"old"' },
    });
    assert.equal(changed.statusCode, 200, 'a range of another version of the file is the whole file');
    assert.deepEqual(changed.rawPayload, testPdf);
  });
}

test('both stores serve a file with the same status, headers and bytes', async (t) => {
  const answers = [];
  for (const store of storeKinds) {
    const { app } = await buildOnStore(t, s3, store);
    const { url: path } = (
      await app.inject({ method: 'POST', url: documents, ...multipart(testPdf, { filename: 'a.pdf' }) })
    ).json();
    for (const headers of [{}, { range: 'bytes=1-3' }]) {
      const res = await app.inject({ method: 'GET', url: path, headers });
      const { date: _date, etag, 'x-request-id': _id, ...rest } = res.headers;
      assert.ok(etag, store);
      answers.push({ store, status: res.statusCode, headers: rest, body: res.body });
    }
  }
  const [localWhole, localPart, s3Whole, s3Part] = answers.map(({ store: _store, ...rest }) => rest);
  assert.deepEqual(s3Whole, localWhole);
  assert.deepEqual(s3Part, localPart);
});

test('with S3_SIGNED_REDIRECT a file is a 302 to a presigned URL of the bucket that reads it', async (t) => {
  const { app } = await buildOnStore(t, s3, 's3', { signedRedirectSeconds: 120 });
  const body = multipart(testPdf, { filename: 'Rapport été.pdf' });
  const { id, url: path } = (await app.inject({ method: 'POST', url: documents, ...body })).json();
  const res = await app.inject({ method: 'GET', url: path });
  assert.equal(res.statusCode, 302);
  assert.match(res.headers['cache-control'] as string, /^private, max-age=([1-9]|[1-5]\d|60)$/);
  const location = new URL(res.headers.location as string);
  assert.equal(location.hostname, '127.0.0.1');
  assert.ok(location.pathname.endsWith(`/${id}/document.pdf`), location.pathname);
  assert.equal(location.searchParams.get('X-Amz-Expires'), '120');
  const file = await fetch(location);
  assert.equal(file.status, 200);
  assert.deepEqual(Buffer.from(await file.arrayBuffer()), testPdf);
  assert.equal(file.headers.get('content-type'), 'application/pdf');
  assert.equal(file.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal(
    file.headers.get('content-disposition'),
    `attachment; filename="Rapport _t_.pdf"; filename*=UTF-8''Rapport%20%C3%A9t%C3%A9.pdf`,
  );
  const again = await app.inject({ method: 'GET', url: path });
  assert.equal(
    again.headers.location,
    res.headers.location,
    'the same URL within its window, so browsers cache the file',
  );
  for (const url of [`/uploads/${randomUUID()}/document.pdf`, `/uploads/${id}/full.webp`]) {
    const miss = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    assert.equal(miss.statusCode, 404, url);
  }
});

test('the 21st upload from one address within ten minutes gets 429 with Retry-After', async (t) => {
  const { app } = await build(t, { now: () => new Date('2026-03-01T10:04:00Z') });
  const junk = multipart(Buffer.from('not a file we take'), { filename: 'x.png' });
  for (let i = 0; i < 20; i += 1) {
    const res = await app.inject({ method: 'POST', url: images, ...junk });
    assert.equal(res.statusCode, 415);
  }
  const res = await app.inject({ method: 'POST', url: documents, ...multipart(testPdf) });
  assert.equal(res.statusCode, 429);
  assert.equal(res.headers['retry-after'], '360');
  assert.deepEqual(res.json(), {
    message: 'Rate limit exceeded',
    code: 'TOO_MANY_REQUESTS',
    errors: null,
    httpCode: 429,
  });
});

test('a request without a file field is a 422 naming file', async (t) => {
  const { app } = await build(t);
  const wrongField = await app.inject({ method: 'POST', url: images, ...multipart(testPdf, { field: 'upload' }) });
  assert.equal(wrongField.statusCode, 422);
  assert.deepEqual(wrongField.json().errors, [
    { field: 'file', rule: 'required', params: { missingProperty: 'file' } },
  ]);
  const json = await app.inject({ method: 'POST', url: documents, payload: { file: 'x' } });
  assert.equal(json.statusCode, 422);
});

test('a logged-in upload records the contact and needs the AJAX marker', async (t) => {
  const { app, database } = await build(t);
  const contact = await createTestContact(database);
  const { cookie } = await loginAs(app, contact);
  const upload = multipart(testPdf, { filename: 'mine.pdf' });
  const withoutMarker = await app.inject({
    method: 'POST',
    url: documents,
    ...upload,
    headers: { ...upload.headers, cookie },
  });
  assert.equal(withoutMarker.statusCode, 403);
  const res = await app.inject(as(cookie, { method: 'POST', url: documents, ...upload }));
  assert.equal(res.statusCode, 200, res.body);
  const row = await database.db
    .selectFrom('uploads')
    .select(['contact_id', 'ip', 'kind', 'mime_type', 'size', 'attached_at'])
    .where('id', '=', res.json().id)
    .executeTakeFirstOrThrow();
  assert.deepEqual(row, {
    contact_id: contact.id,
    ip: '127.0.0.1',
    kind: 'document',
    mime_type: 'application/pdf',
    size: testPdf.length,
    attached_at: null,
  });
});

test('with SITE_URL the answer url is on the site address', async (t) => {
  const database = await createTestDatabase(t);
  const uploadsDir = await mkdtemp(join(tmpdir(), 'masthead-uploads-'));
  defer(t, () => rm(uploadsDir, { recursive: true, force: true }));
  const app = buildApp({
    config: { staticDir: uploadsDir, uploadsDir, siteUrl: 'https://members.example.org' },
    database,
  });
  defer(t, () => app.close());
  const res = await app.inject({ method: 'POST', url: documents, ...multipart(testPdf) });
  assert.equal(res.json().url, `https://members.example.org/uploads/${res.json().id}/document.pdf`);
});

test("without SITE_URL the url is on the settings' site; Host and X-Forwarded-Host never choose it", async (t) => {
  const { app } = await build(t, { seed: true, trustProxy: true });
  const body = multipart(testPdf, { filename: 'scan.pdf', contentType: 'application/pdf' });
  const res = await app.inject({
    method: 'POST',
    url: documents,
    ...body,
    headers: { ...body.headers, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().url, `http://localhost:3000/uploads/${res.json().id}/document.pdf`);
});

test('behind one trusted proxy the client cannot choose its IP by adding X-Forwarded-For hops', async (t) => {
  const { app } = await build(t, { trustProxy: 1 });
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++) {
    const body = multipart(testPdf, { filename: 'scan.pdf', contentType: 'application/pdf' });
    const res = await app.inject({
      method: 'POST',
      url: documents,
      ...body,
      headers: { ...body.headers, 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
    });
    statuses.push(res.statusCode);
  }
  assert.deepEqual(statuses.slice(0, 20), Array(20).fill(200));
  assert.equal(statuses[20], 429, 'the proxy-added address counts, whatever the client wrote before it');
});
