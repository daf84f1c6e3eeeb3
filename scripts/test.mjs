// `npm test`: every suite, side by side where the machine has room (see
// `steps`), failing fast on lint and types, then a closing line 'N passed,
// N failed' that sums all runners, and each step's time against the goals. `npm run test:fast` (`node scripts/test.mjs fast`):
// lint, catalogs, imports, types and the tests that need no database, no
// server process and no browser — the edit loop.
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
const fastSteps = ['lint', 'i18n', 'imports', 'types', 'fast'];
const argv = process.argv.slice(2);
const only = argv.includes('fast') ? [...new Set([...argv, ...fastSteps])] : argv;
const fastRun = argv.includes('fast');
/** Goals on the 2-core machine, in minutes: the whole of `npm test`, and `npm run test:fast`. */
const goalMinutes = { full: 15, fast: 3 };

function find(dir, pattern, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) find(path, pattern, out);
    else if (pattern.test(name)) out.push(relative(root, path));
  }
  return out.sort();
}

/** The step a `run` belongs to: its lines carry the step's name, as steps may run side by side. */
const stepContext = new AsyncLocalStorage();
const stepWidth = 9;

function run(label, command, args, { env = {}, count } = {}) {
  const prefix = `${(stepContext.getStore() ?? '').padEnd(stepWidth)} │ `;
  const print = (text) => process.stdout.write(text.replace(/^(?=.)/gm, prefix));
  print(`▶ ${label}\n`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let printed = 0;
    // Whole lines only: other steps' and processes' reports run side by side.
    const take = (chunk) => {
      output += chunk;
      const end = output.lastIndexOf('\n') + 1;
      if (end > printed) print(output.slice(printed, end));
      printed = Math.max(printed, end);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => {
      if (output.length > printed) print(`${output.slice(printed)}\n`);
      count?.(output);
      if (code === 0) resolve();
      else reject(new Error(`${label} failed (exit ${code})`));
    });
  });
}

/** Node's spec reporter closes with 'ℹ pass N' / 'ℹ fail N' / 'ℹ skipped N'. */
const nodeCounts = (output) => {
  const read = (key) =>
    [...output.matchAll(new RegExp(`^ℹ ${key} (\\d+)$`, 'gm'))].reduce((s, m) => s + Number(m[1]), 0);
  totals.passed += read('pass');
  totals.failed += read('fail');
  totals.skipped += read('skipped');
};
/** web-test-runner prints 'N passed, N failed' (and skipped). */
const wtrCounts = (output) => {
  const found = [...output.matchAll(/(\d+) passed, (\d+) failed(?:, (\d+) skipped)?/g)].at(-1);
  if (!found) return;
  totals.passed += Number(found[1]);
  totals.failed += Number(found[2]);
  totals.skipped += Number(found[3] ?? 0);
};

// Never an empty list: `node --test` without files would run every test it can find.
const nodeTest = (files, env) => [
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files],
  { env, count: nodeCounts },
];

/** Processes that run unit and server tests side by side: one per core of the 2-core machine. */
const shardCount = 2;

/**
 * Splits `files` into `shardCount` shares of about equal size (a file's
 * bytes stand for its tests' time), largest first to the least loaded share.
 */
function shards(files) {
  const shares = Array.from({ length: shardCount }, () => ({ files: [], bytes: 0 }));
  const sized = files.map((file) => [file, statSync(join(root, file)).size]).sort((a, b) => b[1] - a[1]);
  for (const [file, bytes] of sized) {
    const share = shares.reduce((least, next) => (next.bytes < least.bytes ? next : least));
    share.files.push(file);
    share.bytes += bytes;
  }
  return shares.map((share) => share.files.sort()).filter((share) => share.length > 0);
}

/**
 * Runs test files in `shardCount` processes (scripts/run-tests.mjs), each
 * loading the modules, the database snapshot and the compiled schemas once
 * for all its files: with a process per file, starting up cost more than
 * most files' tests.
 */
async function sharedTests(label, files, env) {
  // Every share runs to its end, so the counts include the tests after a failure.
  const results = await Promise.allSettled(
    shards(files).map((share, index, all) =>
      run(
        `${label} (${index + 1}/${all.length}, ${share.length} files)`,
        process.execPath,
        ['--import', 'tsx', '--test-reporter=spec', 'scripts/run-tests.mjs', ...share],
        { env, count: nodeCounts },
      ),
    ),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

const unitFiles = [
  ...find(join(root, 'packages'), /\.test\.ts$/),
  ...find(join(root, 'sites'), /\.test\.ts$/),
  ...find(join(root, 'test/unit'), /\.test\.ts$/),
];
/** Tests of database behaviour (SQL, locks, transactions, migrations: `*.db.test.ts`) also run on PostgreSQL. */
const databaseFiles = unitFiles.filter((f) => f.endsWith('.db.test.ts'));

/**
 * Whether a test file needs a database or a process of its own: it reaches,
 * through its own relative imports, the module that opens databases, or it
 * starts processes. Read from the sources, so a new test is classed without
 * a list to keep.
 */
const heavyModules = [/packages\/server\/src\/kernel\/db\/create-database\.ts$/];
const heavyImports = /from ['"](node:)?child_process['"]/;
const importPattern =
  /(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const heavyCache = new Map();
function isHeavy(file, seen = new Set()) {
  if (heavyCache.has(file)) return heavyCache.get(file);
  if (seen.has(file) || !existsSync(file)) return false;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  let heavy = heavyModules.some((m) => m.test(file)) || heavyImports.test(text);
  for (const match of text.matchAll(importPattern)) {
    if (heavy) break;
    heavy = isHeavy(resolve(dirname(file), match[1] ?? match[2]), seen);
  }
  heavyCache.set(file, heavy);
  return heavy;
}
const fastFiles = () => unitFiles.filter((f) => !isHeavy(join(root, f)));
const e2eFiles = find(join(root, 'test/e2e'), /\.test\.ts$/);
const wordpressFiles = find(join(root, 'test/wordpress'), /\.test\.ts$/);
const { DATABASE_URL, ...withoutDatabase } = process.env;

/**
 * The whole tree (tests, scripts) with every lib, then each package's own
 * code with only the globals it may use: core neither DOM nor Node, the
 * browser packages DOM only, the server Node only. Two at a time.
 */
async function typeCheck() {
  // Incremental: a second run re-checks only what changed (the state lives in node_modules/.cache/tsc).
  const cache = (project) => join(root, 'node_modules/.cache/tsc', `${project.replaceAll('/', '-')}.tsbuildinfo`);
  const projects = [
    'tsconfig.json',
    ...['packages', 'sites'].flatMap((group) =>
      readdirSync(join(root, group))
        .map((name) => `${group}/${name}/tsconfig.json`)
        .filter((path) => existsSync(join(root, path))),
    ),
  ];
  const queue = [...projects];
  const worker = async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      await run(`type-check ${project} (tsc)`, bin('tsc'), [
        '-p',
        project,
        '--noEmit',
        '--incremental',
        '--tsBuildInfoFile',
        cache(project),
      ]);
    }
  };
  await Promise.all([worker(), worker()]);
}

/**
 * The steps, each with the steps it waits for. A step starts as soon as
 * those it waits for have passed, so steps run side by side where the
 * 2-core machine has room: the component tests (mostly waiting on
 * Chromium) and then the build beside the unit tests (busy on both cores),
 * the PostgreSQL pass beside the end-to-end tests. Nothing heavy starts
 * before lint, imports and types pass. After a failure no further step
 * starts; those running finish, so their counts are whole.
 */
const steps = {
  lint: {
    after: [],
    // Cached like the type check: a second run lints only the files that changed.
    run: () =>
      run('lint (eslint)', bin('eslint'), [
        '.',
        '--max-warnings=0',
        '--cache',
        '--cache-strategy=content',
        '--cache-location',
        join(root, 'node_modules/.cache/eslint/'),
      ]),
  },
  i18n: { after: [], run: () => run('compile catalogs (lingui)', bin('lingui'), ['compile', '--typescript']) },
  imports: {
    after: [],
    run: () => run('import directions and declared dependencies', process.execPath, ['scripts/check-imports.mjs']),
  },
  types: { after: ['i18n'], run: () => typeCheck() },
  fast: {
    after: ['i18n'],
    run: () =>
      sharedTests('tests that need no database, server process or browser', fastFiles(), {
        ...withoutDatabase,
        DATABASE_URL: '',
      }),
  },
  unit: {
    after: ['lint', 'imports', 'types'],
    run: () => sharedTests('unit and server tests on PGlite', unitFiles, { ...withoutDatabase, DATABASE_URL: '' }),
  },
  browser: {
    after: ['lint', 'imports', 'types'],
    run: () => run('component tests in Chromium (web-test-runner)', bin('web-test-runner'), [], { count: wtrCounts }),
  },
  // After the component tests' own bundling, while the unit tests run; it compiles no catalog they read
  // (scripts/build.mjs leaves current catalogs alone).
  build: { after: ['browser'], run: () => run('build (rollup)', process.execPath, ['scripts/build.mjs']) },
  pg: {
    after: ['unit'],
    run: () =>
      DATABASE_URL && databaseFiles.length
        ? sharedTests(`database tests (*.db.test.ts) on PostgreSQL (${DATABASE_URL})`, databaseFiles, {
            DATABASE_URL,
          })
        : console.log(
            `${'pg'.padEnd(stepWidth)} │ ▷ DATABASE_URL is not set, so the database tests ran on PGlite only`,
          ),
  },
  e2e: {
    after: ['unit', 'build'],
    run: () => run('end-to-end in Chromium (playwright-core)', ...nodeTest(e2eFiles, {})),
  },
  // Beside the end-to-end tests once the PostgreSQL pass is done, a file at a time (each starts a WordPress,
  // a Masthead and Chromium). Without WordPress, PHP or MariaDB its files say why and skip.
  wordpress: {
    after: ['pg', 'build'],
    run: () =>
      run(
        'Masthead in a real WordPress (Debian’s, PHP, MariaDB)',
        process.execPath,
        ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...wordpressFiles],
        { count: nodeCounts },
      ),
  },
};

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
};
// The whole run has 'unit' (every test file); 'fast' is its subset, for the edit loop only.
const chosen = Object.keys(steps).filter((name) => (only.length ? only.includes(name) : name !== 'fast'));
const unknown = only.filter((name) => !(name in steps));
if (unknown.length) {
  console.error(`No such step: ${unknown.join(', ')}. The steps: ${Object.keys(steps).join(' ')}`);
  process.exit(2);
}
const started = Date.now();
const times = new Map();
const done = new Set();
let failure = null;
await new Promise((resolveAll) => {
  const running = new Set();
  const startReady = () => {
    for (const name of chosen) {
      if (failure || running.has(name) || times.has(name)) continue;
      // A step waits only for the chosen steps it follows: `npm test -- unit` runs the unit tests alone.
      if (!steps[name].after.every((before) => done.has(before) || !chosen.includes(before))) continue;
      running.add(name);
      const stepStarted = Date.now();
      stepContext
        .run(name, async () => steps[name].run())
        .then(
          () => done.add(name),
          (error) => {
            failure ??= error;
            console.error(`\n✖ ${error.message}`);
          },
        )
        .finally(() => {
          times.set(name, Date.now() - stepStarted);
          running.delete(name);
          startReady();
          if (running.size === 0) resolveAll();
        });
    }
  };
  startReady();
});
const total = Date.now() - started;
console.log('\nstep times (steps run side by side, so they add up to more than the total):');
for (const name of chosen.filter((n) => times.has(n)))
  console.log(`  ${name.padEnd(10)} ${minutes(times.get(name)).padStart(8)}`);
const goal = fastRun ? ['npm run test:fast', goalMinutes.fast] : !only.length ? ['npm test', goalMinutes.full] : null;
console.log(
  `  ${'total'.padEnd(10)} ${minutes(total).padStart(8)}` +
    (goal ? `   goal for ${goal[0]}: ${goal[1]} min, ${total <= goal[1] * 60_000 ? 'met' : 'NOT met'}` : ''),
);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failure || totals.failed ? 1 : 0);
