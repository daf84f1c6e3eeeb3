// `npm start`: build the browser bundles when their sources changed, then
// run the server in this process (TypeScript through tsx).
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { isBuildCurrent } from './source-stamp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (!isBuildCurrent(root)) {
  console.log('Building the app and widgets…');
  const { build } = await import('./build.mjs');
  await build();
}
register();
await import(pathToFileURL(join(root, 'packages/server/src/server.ts')).href);
