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
}

const mocha = () => globalThis as unknown as MochaGlobals;

export const describe = (name: string, body: () => void) => mocha().describe(name, body);
export const it = (name: string, body: Body) => mocha().it(name, body);
export const beforeEach = (body: Body) => mocha().beforeEach(body);
export const afterEach = (body: Body) => mocha().afterEach(body);
