// A web-test-runner command that saves a PNG of the test's page, for tests
// that keep screenshots as artifacts (e.g. the UI toolkit's living style sheet).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * `save-screenshot` with `{name}`: writes `<dir>/<name>.png` of the whole page
 * (puppeteer's Chromium only) and answers the file's path.
 * @param {{dir: string}} options
 */
export function screenshotPlugin({ dir }) {
  return {
    name: 'masthead-screenshot',
    async executeCommand({ command, payload, session }) {
      if (command !== 'save-screenshot') return undefined;
      const name = payload?.name;
      if (typeof name !== 'string' || !/^[\w.-]+$/.test(name)) {
        throw new Error(`save-screenshot needs a plain file name, got ${JSON.stringify(name)}`);
      }
      if (session.browser.type !== 'puppeteer') {
        throw new Error(`save-screenshot is not supported for ${session.browser.type}`);
      }
      const file = path.join(dir, `${name}.png`);
      await mkdir(dir, { recursive: true });
      await session.browser.getPage(session.id).screenshot({ path: file, fullPage: true });
      return file;
    },
  };
}
