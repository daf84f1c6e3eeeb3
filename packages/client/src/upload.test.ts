import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ApiError } from './api-error.ts';
import { createApiClient } from './api-client.ts';

const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', { type: 'image/png' });

test('upload posts the file as multipart with the API headers and returns the upload', async () => {
  const sent: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Request(input, init));
    return Response.json({ id: 'u1', url: '/uploads/u1/full.webp', path: 'u1', hash: 'h', filename: 'cover.png' });
  };
  const api = createApiClient({ baseUrl: 'https://members.example.org/api/1.0/', fetch });
  const upload = await api.upload('POST /images', image);
  assert.equal(upload.url, 'https://members.example.org/uploads/u1/full.webp', 'a path is read against the API');
  const [request] = sent;
  assert.equal(request!.method, 'POST');
  assert.equal(request!.url, 'https://members.example.org/api/1.0/images');
  assert.equal(request!.headers.get('x-requested-with'), 'XMLHttpRequest');
  assert.equal(request!.headers.get('x-api-version'), 'v0.32.0');
  const form = await request!.formData();
  assert.equal((form.get('file') as File).name, 'cover.png');
});

test('upload turns refusals into ApiErrors with the catalogue code', async () => {
  const refuse = async () =>
    Response.json(
      { message: 'Unsupported file type', code: 'UNSUPPORTED_FILE_TYPE', errors: null, httpCode: 415 },
      { status: 415 },
    );
  await assert.rejects(
    createApiClient({ baseUrl: '/api/1.0', fetch: refuse }).upload('POST /images', image),
    (error: unknown) => {
      assert.ok(error instanceof ApiError);
      assert.equal(error.code, 'UNSUPPORTED_FILE_TYPE');
      return true;
    },
  );
  const offline = async (): Promise<Response> => {
    throw new TypeError('failed to fetch');
  };
  await assert.rejects(
    createApiClient({ baseUrl: '/api/1.0', fetch: offline }).upload('POST /images', image),
    (error: unknown) => {
      assert.ok(error instanceof ApiError && error.isServerError);
      return true;
    },
  );
});
