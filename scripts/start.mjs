// `npm start`: build the browser bundles and compile the server when their
// sources changed, then run the compiled server (plain JavaScript, no
// TypeScript transpiler) in this process. The builds run in child processes,
// so none of their tools stay in the server's memory.
//
// A first start on a checkout (a fresh clone) spends most of its time on the
// browser bundles. So the server is compiled first and started at once: it
// opens, migrates and seeds the database while the bundles build beside it,
// and listens only once they are there (server.ts, `assetsBuilt`), so its
// first answer, health included, is a whole server's (the brotli and gzip
// copies of its files follow a few seconds later). Each browser build is
// also kept in the user's cache folder under the stamp of its sources
// (build-cache.mjs): another checkout of the same sources (a second clone, a
// worktree) copies it instead of building.
import { spawn, execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { restoreBuild, saveBuild } from './build-cache.mjs';
import { isBuildCurrent, isServerBuildCurrent, sourceStamp } from './source-stamp.mjs';
import { serverBuildDir } from './build-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function fail(script) {
  console.error(`Masthead could not start: scripts/${script} failed (above).`);
  process.exit(1);
}

function run(script, args = []) {
  try {
    execFileSync(process.execPath, [join(root, 'scripts', script), ...args], { cwd: root, stdio: 'inherit' });
  } catch {
    fail(script);
  }
}

/**
 * The browser build in a child process; resolves once every file the server
 * serves is written (its message `servable`), while the child goes on making
 * their brotli and gzip copies, then its stamp: the server listens meanwhile,
 * sending each file as it is until its copies are there.
 */
function buildAssets() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'scripts/build.mjs'), '--no-server'], {
      cwd: root,
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (message) => {
      if (message === 'servable') resolve();
    });
    child.once('exit', (code) => {
      if (code !== 0) fail('build.mjs');
      // Kept for other checkouts of these sources; a cache that cannot be written costs only that.
      saveBuild(root);
      resolve();
    });
  });
}

if (!isServerBuildCurrent(root)) {
  console.log('Compiling the server…');
  run('build-server.mjs');
}
let assetsBuilt = Promise.resolve();
if (!isBuildCurrent(root)) {
  const stamp = sourceStamp(root);
  if (restoreBuild(root, stamp)) {
    console.log('The app and widgets of these sources were built before: copied from the build cache.');
  } else {
    console.log('Building the app and widgets (the database is opened meanwhile)…');
    assetsBuilt = buildAssets();
  }
}
// Read by server.ts before it listens.
globalThis[Symbol.for('masthead.assetsBuilt')] = assetsBuilt;
await import(pathToFileURL(join(serverBuildDir(), 'server.mjs')).href);
