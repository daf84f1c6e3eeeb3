// Browser tests: every packages/*/src/**/*.browser.test.tsx and
// sites/*/src/**/*.browser.test.tsx, bundled by rollup first (Lingui macros and
// vanilla-extract need a build), then run in Debian's Chromium.
// Run: npx web-test-runner   (BROWSER_TESTS=button npx web-test-runner to pick files)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromeLauncher } from '@web/test-runner-chrome';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';
import { buildBrowserTests } from './test/browser-setup/build-browser-tests.mjs';
import { chromiumArgs, chromiumPath } from './test/browser-setup/chromium.mjs';
import { screenshotPlugin } from './test/browser-setup/screenshot-plugin.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
// BROWSER_TESTS_OUT=<name>: bundles in .cache/browser-tests-<name> (served from the root like the
// default folder), so that two runs at once do not overwrite each other's bundles.
const outName = process.env.BROWSER_TESTS_OUT
  ? `browser-tests-${path.basename(process.env.BROWSER_TESTS_OUT)}`
  : 'browser-tests';
const outDir = path.join(root, '.cache', outName);

const started = Date.now();
const files = await buildBrowserTests({ root, outDir, filter: process.env.BROWSER_TESTS });
console.log(`Bundled ${files.length} browser test files in ${Date.now() - started} ms`);

export default {
  rootDir: root,
  files: files.map((f) => path.relative(root, f)),
  // The bundles are self-contained; nothing left to resolve at serve time.
  nodeResolve: false,
  // Lets tests read Chromium's own accessibility tree (names as a screen reader gets them).
  // save-screenshot: PNGs kept as test artifacts in .cache/screenshots (saveScreenshot in browser-setup).
  plugins: [a11ySnapshotPlugin(), screenshotPlugin({ dir: path.join(root, '.cache', 'screenshots') })],
  // One test file at a time: with two, one page is always in the background, and under CI's load a
  // keyboard or focus test of that page failed by chance (a join-form count, the map marker's arrow keys).
  // The step takes about a minute longer.
  concurrency: 1,
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: chromiumPath,
        args: chromiumArgs,
      },
      // A page without the focus moves document.activeElement on focus() but fires no focus events, so a
      // test of a page that tracks focus (the field a merge field goes into) could fail by chance (it did
      // with two files at once). Every page behaves as focused, whatever else the browser has open.
      createPage: async ({ context }) => {
        const page = await context.newPage();
        const session = await page.createCDPSession();
        await session.send('Emulation.setFocusEmulationEnabled', { enabled: true });
        return page;
      },
    }),
  ],
  testFramework: { config: { timeout: 20000 } },
  browserStartTimeout: 30_000,
  testsFinishTimeout: 60_000,
};
