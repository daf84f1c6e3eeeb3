export {
  createUploadService,
  UnsupportedUploadError,
  OversizedUploadError,
  type UploadService,
  type StoredUpload,
} from './upload-service.ts';
export { uploadCleanupTask } from './upload-cleanup.ts';
export { detectUploadType, type UploadKind } from './detect-type.ts';
export { uploadIdsInAnswers } from './uploads-in-answers.ts';
export { createOwnFiles, uploadOrigin, type OwnFiles } from './own-file-answers.ts';
export { createFileStore } from './create-file-store.ts';
export type { FileStore, FileInfo, ByteRange } from './file-store.ts';
export type { S3Config } from './s3-config.ts';
