import type { OperationOutput, UploadOperationKey } from '@masthead/core';
import type { ApiRequest, CallOptions } from './request.ts';

/** Sends a file to an upload operation (`POST images`, `POST documents`) as `multipart/form-data`. */
export type Upload = (
  key: UploadOperationKey,
  file: Blob,
  options?: CallOptions,
) => Promise<OperationOutput<UploadOperationKey>>;

/** `upload(key, file)` over a request: the file as the form's `file` part. */
export function uploader(request: ApiRequest): Upload {
  return (key, file, options) => {
    const body = new FormData();
    body.append('file', file);
    const send = request as (key: UploadOperationKey, input: unknown, options?: CallOptions) => Promise<never>;
    return send(key, { body }, options);
  };
}
