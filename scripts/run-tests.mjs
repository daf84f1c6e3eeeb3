// Runs the test files named on the command line in this one process, one
// file's tests after another's (node:test runs top-level tests in turn), so
// the modules, the migrated database snapshot and the compiled schemas load
// once per process instead of once per file. `scripts/test.mjs` starts one
// such process per core, each with its share of the files.
//   node --import tsx --test-reporter=spec scripts/run-tests.mjs a.test.ts b.test.ts
import { resolve } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';

for (const file of process.argv.slice(2)) {
  try {
    await import(pathToFileURL(resolve(file)).href);
  } catch (error) {
    // A file that fails to load is a failed test, and the other files still run.
    test(`${file} loads`, () => {
      throw error;
    });
  }
}
