/**
 * beabee v0.32 clients and uploads, and an API key answering for a guest
 * (packages/server/COMPATIBILITY.md, "Where Masthead answers as v0.32 did"):
 * the upload answer's `path` read against the API's base, `GET images/{id}?w=`
 * and `GET documents/{id}` answering the stored files as `/uploads/<id>/<name>`
 * does, file answers naming `images/<id>`, and `guestName`/`guestEmail` from a
 * key, kept as a guest's (decision 36).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import sharp from 'sharp';
import { apiBasePath } from '@masthead/core';
import { multipart, testPdf, testPng } from '../uploads/upload-test-kit.ts';
import { imageFileForWidth } from '../uploads/store-image.ts';
import { buildOnStore, s3TestServer, storeKinds } from '../uploads/store-test-kit.ts';
import { responseKit, goodAnswers } from '../responses/response-submit-test-kit.ts';
import { sampleFormSchema } from '../callouts/callout-test-kit.ts';

const api = '/api/1.0';
const s3 = s3TestServer();
/** What a v0.32 client does with `path`: reads it against the API's base. */
const againstApi = (path: string) => new URL(path, `http://masthead.test${api}/`).pathname;
/** The headers two answers of one file must share (the request id and date differ). */
const fileHeaders = (headers: Record<string, unknown>) => {
  const { date: _date, 'x-request-id': _id, ...rest } = headers;
  return rest;
};

async function uploaded(kit: Awaited<ReturnType<typeof responseKit>>, kind: 'images' | 'documents', bytes: Buffer) {
  const res = await kit.app.inject({ method: 'POST', url: `${api}/${kind}`, ...multipart(bytes) });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as { id: string; url: string; path: string; hash: string; filename: string };
}

test("the upload answer's path is v0.32's, and read against the API's base it is the file", async (t) => {
  const kit = await responseKit(t);
  assert.equal(apiBasePath, api);
  const image = await uploaded(kit, 'images', await testPng(3000, 150));
  assert.equal(image.path, `images/${image.id}`);
  const document = await uploaded(kit, 'documents', testPdf);
  assert.equal(document.path, `documents/${document.id}`);
  for (const [upload, name] of [
    [image, 'full.webp'],
    [document, 'document.pdf'],
  ] as const) {
    // Masthead's own file URL keeps working, and the API's answers the same file with the same headers.
    assert.equal(upload.url, `/uploads/${upload.id}/${name}`);
    const viaApi = await kit.app.inject({ method: 'GET', url: againstApi(upload.path) });
    const viaFile = await kit.app.inject({ method: 'GET', url: upload.url });
    assert.equal(viaApi.statusCode, 200, viaApi.body);
    assert.deepEqual(viaApi.rawPayload, viaFile.rawPayload);
    assert.deepEqual(fileHeaders(viaApi.headers), fileHeaders(viaFile.headers));
    // With a trailing slash, as every v0.32 route.
    assert.equal((await kit.app.inject({ method: 'GET', url: `${againstApi(upload.path)}/` })).statusCode, 200);
  }
  assert.deepEqual(
    (await kit.app.inject({ method: 'GET', url: againstApi(document.path) })).rawPayload,
    testPdf,
    'a document is served as sent',
  );
});

test('GET images/{id}?w= answers the narrowest stored width of at least w, never re-encoding', async (t) => {
  const kit = await responseKit(t);
  const { id } = await uploaded(kit, 'images', await testPng(3000, 150));
  const widths: [string, number][] = [
    ['', 2400],
    ['?w=1', 400],
    ['?w=400', 400],
    ['?w=401', 1200],
    ['?w=1200', 1200],
    ['?w=1201', 2400],
    ['?w=5000', 2400],
  ];
  for (const [query, width] of widths) {
    const res = await kit.app.inject({ method: 'GET', url: `${api}/images/${id}${query}` });
    assert.equal(res.statusCode, 200, `${query}: ${res.body}`);
    assert.equal(res.headers['content-type'], 'image/webp');
    assert.equal((await sharp(res.rawPayload).metadata()).width, width, query);
    const stored = await kit.app.inject({ method: 'GET', url: `/uploads/${id}/${imageFileForWidth(width)}` });
    assert.deepEqual(res.rawPayload, stored.rawPayload, `${query}: the stored file itself`);
  }
  assert.deepEqual([1, 400, 401, 1200, 1201, undefined].map(imageFileForWidth), [
    '400.webp',
    '400.webp',
    '1200.webp',
    '1200.webp',
    'full.webp',
    'full.webp',
  ]);
  for (const query of ['?w=0', '?w=-5', '?w=wide', '?w=1.5', '?h=10']) {
    const res = await kit.app.inject({ method: 'GET', url: `${api}/images/${id}${query}` });
    assert.equal(res.statusCode, 422, `${query}: ${res.statusCode} ${res.body}`);
  }
});

test('GET images/{id} and documents/{id} keep the file answers’ ETag, ranges and HEAD', async (t) => {
  const kit = await responseKit(t);
  const { id } = await uploaded(kit, 'documents', testPdf);
  const url = `${api}/documents/${id}`;
  const whole = await kit.app.inject({ method: 'GET', url });
  const etag = whole.headers.etag as string;
  assert.match(etag, /^"[^"]+"$/);
  assert.equal(whole.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(whole.headers['x-content-type-options'], 'nosniff');
  assert.equal(whole.headers['content-security-policy'], "default-src 'none'; sandbox");
  assert.match(String(whole.headers['content-disposition']), /^attachment;/);
  assert.equal((await kit.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode, 304);
  const part = await kit.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-3' } });
  assert.deepEqual(
    [part.statusCode, part.body, part.headers['content-range']],
    [206, '%PDF', `bytes 0-3/${testPdf.length}`],
  );
  const past = await kit.app.inject({ method: 'GET', url, headers: { range: `bytes=${testPdf.length}-` } });
  assert.equal(past.statusCode, 416);
  const head = await kit.app.inject({ method: 'HEAD', url });
  assert.deepEqual([head.statusCode, head.body, head.headers.etag], [200, '', etag]);
});

test('GET images/{id} and documents/{id} answer from either store, and with S3_SIGNED_REDIRECT redirect as the files do', async (t) => {
  for (const store of storeKinds) {
    const { app } = await buildOnStore(t, s3, store);
    const { id } = (
      await app.inject({ method: 'POST', url: `${api}/images`, ...multipart(await testPng(800, 100)) })
    ).json();
    const res = await app.inject({ method: 'GET', url: `${api}/images/${id}?w=300` });
    assert.equal(res.statusCode, 200, `${store}: ${res.body}`);
    assert.equal((await sharp(res.rawPayload).metadata()).width, 400, store);
  }
  const { app } = await buildOnStore(t, s3, 's3', { signedRedirectSeconds: 120 });
  const image = (await app.inject({ method: 'POST', url: `${api}/images`, ...multipart(await testPng()) })).json();
  const document = (await app.inject({ method: 'POST', url: `${api}/documents`, ...multipart(testPdf) })).json();
  for (const [url, file] of [
    [`${api}/images/${image.id}?w=1000`, `/${image.id}/1200.webp`],
    [`${api}/images/${image.id}`, `/${image.id}/full.webp`],
    [`${api}/documents/${document.id}`, `/${document.id}/document.pdf`],
  ] as const) {
    const res = await app.inject({ method: 'GET', url });
    assert.equal(res.statusCode, 302, url);
    assert.match(String(res.headers['cache-control']), /^private, max-age=\d+$/);
    assert.ok(new URL(String(res.headers.location)).pathname.endsWith(file), String(res.headers.location));
  }
});

test('an unknown upload is a 404, one of the other kind too, and an ill-formed id a 400', async (t) => {
  const kit = await responseKit(t);
  const image = await uploaded(kit, 'images', await testPng());
  const document = await uploaded(kit, 'documents', testPdf);
  for (const url of [
    `${api}/images/${randomUUID()}`,
    `${api}/documents/${randomUUID()}`,
    `${api}/images/${document.id}`,
    `${api}/documents/${image.id}`,
    `${api}/images/${randomUUID()}?w=400`,
  ]) {
    const res = await kit.app.inject({ method: 'GET', url });
    assert.deepEqual([res.statusCode, res.json().code], [404, 'not-found'], url);
  }
  for (const url of [`${api}/images/not-an-id`, `${api}/documents/1234`, `${api}/images/${image.id}x`]) {
    const res = await kit.app.inject({ method: 'GET', url });
    assert.deepEqual([res.statusCode, res.json().code], [400, 'bad-request'], url);
  }
});

test("a file answer may name the upload answer's path; it is kept as the upload's own file, of the right kind only", async (t) => {
  const kit = await responseKit(t);
  const slides = [
    {
      ...sampleFormSchema.slides[0],
      components: [
        { type: 'file', key: 'photo', label: 'Photo', input: true },
        { type: 'file', key: 'letter', label: 'Letter', input: true },
      ],
    },
  ];
  const callout = await kit.openCallout({ formSchema: { slides } });
  const image = await uploaded(kit, 'images', await testPng());
  const document = await uploaded(kit, 'documents', testPdf);
  const send = (answers: Record<string, unknown>) => kit.submit('apiKey', callout.id, { answers: { slide1: answers } });

  // As a v0.32 client sends it: the answer's url (here: the API's own) and path.
  const res = await send({
    photo: { url: `https://elsewhere.example${api}/${image.path}`, path: image.path },
    letter: [{ url: `${api}/${document.path}`, path: document.path.toUpperCase().replace('DOCUMENTS', 'documents') }],
  });
  assert.equal(res.statusCode, 201, res.body);
  const row = await kit.responseRow(res.json().id);
  assert.deepEqual((row.answers as { slide1: unknown }).slide1, {
    photo: { url: `/uploads/${image.id}/full.webp`, path: `/uploads/${image.id}/full.webp` },
    letter: [{ url: `/uploads/${document.id}/document.pdf`, path: `/uploads/${document.id}/document.pdf` }],
  });
  const attached = await kit.database.db.selectFrom('uploads').select(['id', 'attached_at']).execute();
  assert.ok(
    attached.every((upload) => upload.attached_at !== null),
    'both kept from the cleanup',
  );

  const before = (await kit.numbersOf(callout.id)).length;
  for (const photo of [
    { url: image.url, path: `images/${document.id}` },
    { url: image.url, path: `documents/${image.id}` },
    { url: image.url, path: `images/${randomUUID()}` },
    { url: image.url, path: `images/${image.id}/../x` },
    { url: image.url, path: `/images/${image.id}` },
  ]) {
    const refused = await send({ photo });
    assert.equal(refused.statusCode, 422, JSON.stringify(photo));
    assert.deepEqual(
      refused.json().errors.map((e: { field: string; rule: string }) => `${e.field}:${e.rule}`),
      ['answers.slide1.photo:file'],
    );
  }
  assert.equal((await kit.numbersOf(callout.id)).length, before, 'nothing stored for a refused answer');
});

test("an API key, which is no person, may answer with a guest's details; the response is a guest's", async (t) => {
  const kit = await responseKit(t);
  const callout = await kit.openCallout({ access: 'guest', allowMultiple: true });

  // v0.32's shape: guestName and guestEmail.
  const first = await kit.submit('apiKey', callout.id, {
    answers: goodAnswers,
    guestName: 'Ada Lovelace',
    guestEmail: 'ada.l@example.org',
  });
  assert.equal(first.statusCode, 201, first.body);
  const row = await kit.responseRow(first.json().id);
  assert.deepEqual([row.guest_name, row.guest_email], ['Ada Lovelace', 'ada.l@example.org']);
  const made = await kit.database.db
    .selectFrom('contacts')
    .select(['email', 'firstname', 'lastname', 'password_hash'])
    .where('id', '=', row.contact_id as string)
    .executeTakeFirstOrThrow();
  assert.deepEqual(made, { email: 'ada.l@example.org', firstname: 'Ada', lastname: 'Lovelace', password_hash: null });

  // Masthead's shape from a key, with a known member's email: never joined to that member (decision 36).
  const known = await kit.submit('apiKey', callout.id, {
    answers: goodAnswers,
    guest: { firstname: 'Eve', lastname: 'Stranger', email: kit.contacts.member.email.toUpperCase() },
  });
  assert.equal(known.statusCode, 201, known.body);
  const knownRow = await kit.responseRow(known.json().id);
  assert.deepEqual([knownRow.contact_id, knownRow.guest_name], [null, 'Eve Stranger']);

  // Without details a key still answers as before: nobody's response.
  const nobody = await kit.submit('apiKey', callout.id, { answers: goodAnswers });
  assert.equal(nobody.statusCode, 201, nobody.body);
  assert.deepEqual(
    [(await kit.responseRow(nobody.json().id)).contact_id, (await kit.responseRow(nobody.json().id)).guest_email],
    [null, null],
  );

  // Every other rule holds: answers against the form, the details' own check, one shape at a time, no person.
  const count = async () => (await kit.numbersOf(callout.id)).length;
  const stored = await count();
  const refusals: [Record<string, unknown>, 'apiKey' | 'member' | 'guest', number, string][] = [
    [
      { answers: { slide1: { local: 'maybe' } }, guestName: 'Ada Lovelace', guestEmail: 'ada@example.org' },
      'apiKey',
      422,
      'validation',
    ],
    [
      { answers: goodAnswers, guestName: 'Ada Lovelace', guestEmail: 'not an email' },
      'apiKey',
      422,
      'guest-details-missing',
    ],
    // Masthead's guest details have a first and a last name (decision 47).
    [{ answers: goodAnswers, guestName: 'Ada', guestEmail: 'ada@example.org' }, 'apiKey', 422, 'guest-details-missing'],
    [
      {
        answers: goodAnswers,
        guestName: 'Ada L',
        guestEmail: 'ada@example.org',
        guest: { firstname: 'A', lastname: 'L', email: 'ada@example.org' },
      },
      'apiKey',
      400,
      'bad-request',
    ],
    [{ answers: goodAnswers, guestName: 'Ada Lovelace', guestEmail: 'ada@example.org' }, 'member', 400, 'bad-request'],
  ];
  for (const [body, who, status, code] of refusals) {
    const res = await kit.submit(who, callout.id, body);
    assert.deepEqual([res.statusCode, res.json().code], [status, code], `${who} ${JSON.stringify(body)}: ${res.body}`);
  }
  // A key acting as a contact (X-Contact-Id) is that person: no guest details.
  const asMember = await kit.submit(
    'apiKey',
    callout.id,
    { answers: goodAnswers, guestName: 'Ada Lovelace', guestEmail: 'ada@example.org' },
    { headers: { 'x-contact-id': kit.contacts.member.id } },
  );
  assert.deepEqual([asMember.statusCode, asMember.json().code], [400, 'bad-request'], asMember.body);
  assert.equal(await count(), stored, 'nothing stored for a refused answer');

  // A guest may use v0.32's shape too.
  const guest = await kit.submit('guest', callout.id, {
    answers: goodAnswers,
    guestName: 'Gus Guest',
    guestEmail: 'gus.g@example.org',
  });
  assert.equal(guest.statusCode, 201, guest.body);
  assert.equal((await kit.responseRow(guest.json().id)).guest_email, 'gus.g@example.org');
});
