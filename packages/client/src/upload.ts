import type { OperationOutput, UploadOperationKey } from '@masthead/core';
import type { ApiRequest, CallOptions } from './request.ts';

/** Sends a file to an upload operation (`POST images`, `POST documents`) as `multipart/form-data`. */
export type Upload = (
  key: UploadOperationKey,
  file: Blob,
  options?: CallOptions,
) => Promise<OperationOutput<UploadOperationKey>>;

/**
 * `upload(key, file)` over a request: the file as the form's `file` part.
 * The answer's `url` is made absolute against the API's address, so a
 * widget on a newsroom's own site shows the file from Masthead's host when
 * the server answers a path alone (no site URL configured).
 */
export function uploader(request: ApiRequest, url: (key: UploadOperationKey) => string): Upload {
  return async (key, file, options) => {
    const body = new FormData();
    body.append('file', file);
    const send = request as (key: UploadOperationKey, input: unknown, options?: CallOptions) => Promise<never>;
    const upload: OperationOutput<UploadOperationKey> = await send(key, { body }, options);
    return { ...upload, url: absoluteUrl(upload.url, url(key)) };
  };
}

function absoluteUrl(url: string, api: string): string {
  try {
    return new URL(url, new URL(api, globalThis.location?.href)).href;
  } catch {
    return url;
  }
}
