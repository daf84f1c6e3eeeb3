import { checkLinguiWarnings, linguiTest, takeLinguiWarnings } from './lingui-warnings.ts';

/**
 * Typed handles on the globals @web/test-runner's mocha puts on the page.
 * Read at call time, so importing this module never depends on load order.
 */
type Body = () => void | Promise<void>;
interface MochaGlobals {
  describe: (name: string, body: () => void) => void;
  it: (name: string, body: Body) => void;
  beforeEach: (body: Body) => void;
  afterEach: (body: Body) => void;
  after: (body: Body) => void;
}

const mocha = () => globalThis as unknown as MochaGlobals;

export const describe = (name: string, body: () => void) => mocha().describe(name, body);
/** A test, failed also when Lingui warned while it ran (lingui-warnings.ts). */
export const it = (name: string, body: Body) =>
  mocha().it(name, async () => {
    linguiTest(name);
    try {
      await body();
    } catch (error) {
      // The test's own failure says more; its warnings were printed to the console anyway.
      takeLinguiWarnings();
      throw error;
    } finally {
      linguiTest(null);
    }
    checkLinguiWarnings(name);
  });
export const beforeEach = (body: Body) => mocha().beforeEach(body);
export const afterEach = (body: Body) => mocha().afterEach(body);

// What was logged after a file's last test ended fails the file.
mocha().after(() => checkLinguiWarnings(null));
