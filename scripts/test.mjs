// `npm test`: every suite in order, failing fast on lint and types, then a
// closing line 'N passed, N failed' that sums all runners.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
const only = process.argv.slice(2);

function find(dir, pattern, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) find(path, pattern, out);
    else if (pattern.test(name)) out.push(relative(root, path));
  }
  return out.sort();
}

function run(label, command, args, { env = {}, count } = {}) {
  console.log(`\n▶ ${label}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on('close', (code) => {
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

const nodeTest = (files, env) => [
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files],
  { env, count: nodeCounts },
];

const unitFiles = [
  ...find(join(root, 'packages'), /\.test\.ts$/),
  ...find(join(root, 'sites'), /\.test\.ts$/),
  ...find(join(root, 'test/unit'), /\.test\.ts$/),
];
const serverFiles = unitFiles.filter((f) => f.startsWith('packages/server/'));
const e2eFiles = find(join(root, 'test/e2e'), /\.test\.ts$/);
const { DATABASE_URL, ...withoutDatabase } = process.env;

/**
 * The whole tree (tests, scripts) with every lib, then each package's own
 * code with only the globals it may use: core neither DOM nor Node, the
 * browser packages DOM only, the server Node only. Two at a time.
 */
async function typeCheck() {
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
      await run(`type-check ${project} (tsc)`, bin('tsc'), ['-p', project, '--noEmit']);
    }
  };
  await Promise.all([worker(), worker()]);
}

const steps = [
  ['lint', () => run('lint (eslint)', bin('eslint'), ['.', '--max-warnings=0'])],
  ['i18n', () => run('compile catalogs (lingui)', bin('lingui'), ['compile', '--typescript'])],
  [
    'imports',
    () => run('import directions and declared dependencies', process.execPath, ['scripts/check-imports.mjs']),
  ],
  ['types', () => typeCheck()],
  [
    'unit',
    () => run('unit and server tests on PGlite', ...nodeTest(unitFiles, { ...withoutDatabase, DATABASE_URL: '' })),
  ],
  [
    'pg',
    () =>
      DATABASE_URL
        ? run(`server tests on PostgreSQL (${DATABASE_URL})`, ...nodeTest(serverFiles, { DATABASE_URL }))
        : null,
  ],
  ['build', () => run('build (rollup)', process.execPath, ['scripts/build.mjs'])],
  [
    'browser',
    () => run('component tests in Chromium (web-test-runner)', bin('web-test-runner'), [], { count: wtrCounts }),
  ],
  ['e2e', () => run('end-to-end in Chromium (playwright-core)', ...nodeTest(e2eFiles, {}))],
];

let failure = null;
for (const [name, step] of steps) {
  if (only.length && !only.includes(name)) continue;
  try {
    await step();
  } catch (error) {
    failure = error;
    console.error(`\n✖ ${error.message}`);
    break;
  }
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failure || totals.failed ? 1 : 0);
