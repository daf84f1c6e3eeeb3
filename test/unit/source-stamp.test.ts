import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test, type TestContext } from 'node:test';

import { serverSourceStamp, sourceStamp } from '../../scripts/source-stamp.mjs';

/** A small checkout holding one browser source and one server source. */
async function checkout(t: TestContext) {
  const root = await mkdtemp(join(tmpdir(), 'masthead-stamp-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  const files = {
    'packages/ui/src/button.tsx': 'export const Button = 1;\n',
    'packages/server/src/server.ts': 'export const port = 3000;\n',
    'packages/server/src/server.test.ts': 'test();\n',
  };
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

test('a copy of a checkout elsewhere, touched later, has the same stamps', async (t) => {
  const root = await checkout(t);
  const copy = `${root}-copy`;
  t.after(() => rm(copy, { recursive: true, force: true }));
  await cp(root, copy, { recursive: true });
  const later = new Date(Date.now() + 60_000);
  await utimes(join(copy, 'packages/ui/src/button.tsx'), later, later);
  await utimes(join(copy, 'packages/server/src/server.ts'), later, later);

  assert.equal(sourceStamp(copy), sourceStamp(root));
  assert.equal(serverSourceStamp(copy), serverSourceStamp(root));
});

test('a changed source, a renamed file or a new file changes the stamp; a changed test does not', async (t) => {
  const root = await checkout(t);
  const before = { browser: sourceStamp(root), server: serverSourceStamp(root) };

  await writeFile(join(root, 'packages/server/src/server.test.ts'), 'test(); test();\n');
  assert.equal(serverSourceStamp(root), before.server);

  await writeFile(join(root, 'packages/server/src/server.ts'), 'export const port = 3001;\n');
  assert.notEqual(serverSourceStamp(root), before.server);
  assert.equal(sourceStamp(root), before.browser, 'the browser bundles do not read the server');

  await writeFile(join(root, 'packages/ui/src/button.tsx'), 'export const Button = 2;\n');
  assert.notEqual(sourceStamp(root), before.browser);

  const edited = sourceStamp(root);
  await rm(join(root, 'packages/ui/src/button.tsx'));
  await writeFile(join(root, 'packages/ui/src/buttons.tsx'), 'export const Button = 1;\n');
  assert.notEqual(sourceStamp(root), edited);

  const renamed = sourceStamp(root);
  await writeFile(join(root, 'packages/ui/src/empty.ts'), '');
  assert.notEqual(sourceStamp(root), renamed);
});

test('any file of the WordPress plugin, which the build zips, changes the browser build stamp', async (t) => {
  const root = await checkout(t);
  const before = { browser: sourceStamp(root), server: serverSourceStamp(root) };
  const plugin = join(root, 'integrations/wordpress/masthead');
  await mkdir(plugin, { recursive: true });
  await writeFile(join(plugin, 'masthead.php'), '<?php\n');
  const added = sourceStamp(root);
  assert.notEqual(added, before.browser);

  await writeFile(join(plugin, 'masthead.php'), '<?php // Plugin Name: Masthead\n');
  const edited = sourceStamp(root);
  assert.notEqual(edited, added);

  // Unlike the bundles' tests, a file named like a test goes into the zip too.
  await writeFile(join(plugin, 'blocks.test.js'), '');
  assert.notEqual(sourceStamp(root), edited);
  assert.equal(serverSourceStamp(root), before.server, 'the server does not read the plugin');
});
