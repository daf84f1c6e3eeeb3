// `npm start`: build the browser bundles and compile the server when their
// sources changed, then run the compiled server (plain JavaScript, no
// TypeScript transpiler) in this process. The builds run in a child process,
// so none of their tools stay in the server's memory.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isBuildCurrent, isServerBuildCurrent } from './source-stamp.mjs';
import { serverBuildDir } from './build-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function run(script) {
  try {
    execFileSync(process.execPath, [join(root, 'scripts', script)], { cwd: root, stdio: 'inherit' });
  } catch {
    console.error(`Masthead could not start: scripts/${script} failed (above).`);
    process.exit(1);
  }
}

if (!isBuildCurrent(root)) {
  console.log('Building the app and widgets…');
  run('build.mjs');
}
// build.mjs compiles the server too; again only if its sources changed meanwhile.
if (!isServerBuildCurrent(root)) {
  console.log('Compiling the server…');
  run('build-server.mjs');
}
await import(pathToFileURL(join(serverBuildDir(), 'server.mjs')).href);
