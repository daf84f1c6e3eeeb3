import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test, type TestContext } from 'node:test';
import { fileURLToPath } from 'node:url';

const script = join(dirname(fileURLToPath(import.meta.url)), '../../scripts/check-imports.mjs');

/** A small tree of packages: `{'packages/core/src/a.ts': '…'}` plus each package's manifest. */
async function tree(t: TestContext, files: Record<string, string>) {
  const root = await mkdtemp(join(tmpdir(), 'masthead-imports-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

const manifest = (dependencies: Record<string, string> = {}) => JSON.stringify({ dependencies });
const check = (root: string) => spawnSync(process.execPath, [script, root], { encoding: 'utf8' });

test('the checkout itself keeps every import rule', () => {
  const result = check(join(dirname(script), '..'));
  assert.equal(result.status, 0, result.stderr);
});

test('an import against the layers, an undeclared package and a reach into test/ each fail the check', async (t) => {
  const root = await tree(t, {
    'package.json': JSON.stringify({ devDependencies: { 'axe-core': '1' } }),
    'packages/core/package.json': manifest(),
    'packages/core/src/a.ts': "import { x } from '@masthead/client';\nexport const a = x;\n",
    'packages/client/package.json': manifest({ '@masthead/core': '0.1.0' }),
    'packages/client/src/b.ts':
      "import { a } from '@masthead/core';\nimport ky from 'ky';\nexport const b = [a, ky];\n",
    'packages/client/src/c.ts': "export * from '../../../test/browser-setup/index.ts';\n",
    'packages/client/src/d.test.ts': "import axe from 'axe-core';\nexport const d = axe;\n",
  });
  const result = check(root);
  assert.equal(result.status, 1);
  assert.match(result.stderr, /packages\/core\/src\/a\.ts: packages\/core may not import @masthead\/client/);
  assert.match(result.stderr, /packages\/core\/src\/a\.ts: '@masthead\/client' is not declared/);
  assert.match(result.stderr, /packages\/client\/src\/b\.ts: 'ky' is not declared/);
  assert.match(
    result.stderr,
    /packages\/client\/src\/c\.ts: '\.\.\/\.\.\/\.\.\/test\/browser-setup\/index\.ts' reaches outside/,
  );
  assert.doesNotMatch(result.stderr, /d\.test\.ts/, 'tests may use the root tools');
  assert.match(result.stderr, /4 import rule\(s\) broken/);
});

test('a dependency declared but never imported fails the check', async (t) => {
  const root = await tree(t, {
    'package.json': '{}',
    'packages/ui/package.json': manifest({ '@masthead/client': '0.1.0' }),
    'packages/ui/src/a.ts': 'export const a = 1;\n',
  });
  const result = check(root);
  assert.equal(result.status, 1);
  assert.match(result.stderr, /packages\/ui\/package\.json declares '@masthead\/client' but nothing in src imports it/);
});
