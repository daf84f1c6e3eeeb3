import type { AppKit } from '../app-kit.ts';
import type { WithServices } from '../kernel/feature.ts';
import { createFileStore, createOwnFiles, createUploadService, uploadCleanupTask, uploadOrigin } from './index.ts';
import { uploadFileRoutes, uploadReadRoutes, uploadRoutes } from './upload-routes.ts';

/**
 * Uploads: files answers and settings carry, in the uploads folder or the S3
 * bucket when S3_BUCKET is set; unattached ones are removed after a while.
 */
export function uploadsFeature({ app, db, config, content, siteUrl, limiter, backoff, now }: AppKit) {
  const files = createFileStore({ uploadsDir: config.uploadsDir, s3: config.s3 ?? null });
  app.addHook('onClose', async () => files.close());
  const uploads = createUploadService({ db, files, now });
  const origin = uploadOrigin(siteUrl, content);
  return {
    files,
    uploads,
    origin,
    ownFiles: createOwnFiles({ uploads, origin }),
    api(api) {
      api.register(uploadRoutes, { uploads, limiter, origin });
      api.register(uploadReadRoutes, { uploads, files });
    },
    root(root) {
      root.register(uploadFileRoutes, { uploads, files });
    },
    tasks: [uploadCleanupTask({ uploads, limiter, backoff, now, log: app.log })],
  } satisfies WithServices;
}
