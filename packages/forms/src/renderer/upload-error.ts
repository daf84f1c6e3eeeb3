import { readerErrorCatalogue, readerTexts, type MessageDescriptor } from '@masthead/core';

/** docs/product/limits.md, Uploads: uploads are at most 20 MB, images or pdf; the server checks again by content. */
export const maxUploadBytes = 20 * 1024 * 1024;
export const uploadAccept = 'image/*,application/pdf';

export type UploadKind = 'images' | 'documents';

/** Which upload call (`POST images` or `POST documents`) takes a file. */
export const uploadKind = (file: Pick<File, 'type'>): UploadKind =>
  file.type.startsWith('image/') ? 'images' : 'documents';

const uploadCodes = ['LIMIT_FILE_SIZE', 'UNSUPPORTED_FILE_TYPE', 'TOO_MANY_REQUESTS'] as const;
type UploadCode = (typeof uploadCodes)[number];
const byStatus: Record<number, UploadCode> = {
  413: 'LIMIT_FILE_SIZE',
  415: 'UNSUPPORTED_FILE_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** A file refused before sending it: too large or not an image or pdf. */
export function localUploadProblem(file: Pick<File, 'size' | 'type'>): UploadCode | null {
  if (file.size > maxUploadBytes) return 'LIMIT_FILE_SIZE';
  return file.type.startsWith('image/') || file.type === 'application/pdf' ? null : 'UNSUPPORTED_FILE_TYPE';
}

/**
 * The catalogue text for a failed upload: by the API error's code (an
 * `ApiError` from packages/client or any `{code, httpCode}`), else its status.
 * @example uploadErrorText({code: 'LIMIT_FILE_SIZE'}) // {id: 'error.LIMIT_FILE_SIZE', message: 'File too large'}
 */
export function uploadErrorText(error: unknown): MessageDescriptor {
  const { code, httpCode } = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const known = uploadCodes.find((c) => c === code) ?? (typeof httpCode === 'number' ? byStatus[httpCode] : undefined);
  return known ? readerErrorCatalogue[known].text : readerTexts.serverError;
}
