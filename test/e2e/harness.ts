import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ensureServerBuild } from '../../scripts/build-server.mjs';
import { chromiumArgs, chromiumPath } from '../browser-setup/chromium.mjs';

export const root = join(import.meta.dirname, '../..');

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  /** The server process (scripts/start.mjs runs the server in its own process). */
  pid: number;
  dataDir: string;
  output: () => string;
  stop(): Promise<number | null>;
  /** Sends `signal` at once (SIGKILL: a crash, nothing shut down) and resolves when the process is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the product as a newsroom would (`npm start`, i.e. scripts/start.mjs)
 * on a free port with a fresh PGlite data folder, and waits for its line.
 * `build: false` starts the compiled server that `npm start` runs, without
 * its rebuild of changed browser bundles (a restart that must not touch
 * dist/'s app and widgets); the server itself is compiled first when its
 * sources changed (about a second, into a folder of its own: see
 * scripts/build-server.mjs), so the tests run the server code as it is now.
 * `E2E_NO_BUILD=1` makes that the default: a run against the bundles already
 * built, while others go on editing the sources they are built from.
 */
export async function startServer(
  options: { port?: number; dataDir?: string; env?: Record<string, string>; build?: boolean } = {},
) {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'masthead-e2e-'));
  let output = '';
  const build = options.build ?? process.env.E2E_NO_BUILD !== '1';
  const entry = !build ? [await ensureServerBuild({ quiet: true })] : [join(root, 'scripts/start.mjs')];
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running behind a failed test.
      child.kill('SIGTERM');
      reject(new Error(`server did not start in 60 s:\n${output}`));
    }, 60_000);
    const poll = setInterval(() => {
      if (/listening on/i.test(output)) {
        clearTimeout(timer);
        clearInterval(poll);
        resolve();
      }
    }, 50);
    child.once('exit', (code) => {
      clearTimeout(timer);
      clearInterval(poll);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  const server: RunningServer = {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid as number,
    dataDir,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return gone;
    },
  };
  return server;
}

export function removeDataDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Debian's Chromium, headless, with the flags that work as root on these
 * machines. `crossOrigin`: pages on localhost may also use a server on
 * 127.0.0.1 (another origin, as a newsroom's site uses ours); Chromium's
 * local-network-access checks, which public sites never meet, would stop that.
 */
export function launchBrowser({ crossOrigin = false } = {}): Promise<Browser> {
  const args = crossOrigin
    ? [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks,PrivateNetworkAccessRespectPreflightResults']
    : chromiumArgs;
  return chromium.launch({ executablePath: chromiumPath, args }).then(failOnLinguiWarnings);
}

const linguiWarning = /Uncompiled message detected|Messages for locale "[^"]*" not loaded|Lingui: /;

/**
 * Every page of `browser` (each context, `newPage`'s too) is watched for
 * Lingui's console warnings (a message not compiled, a catalog not loaded: a
 * reader sees an English or raw text); closing the browser then fails,
 * naming each warning and its page, so the suite that caused one fails.
 */
function failOnLinguiWarnings(browser: Browser): Browser {
  const warnings: string[] = [];
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...options) => {
    const context = await newContext(...options);
    context.on('console', (message) => {
      if (linguiWarning.test(message.text())) warnings.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
    });
    return context;
  };
  const close = browser.close.bind(browser);
  browser.close = async (...options) => {
    await close(...options);
    if (warnings.length > 0)
      throw new Error(`Lingui warned in the browser ${warnings.length} time(s):\n${[...new Set(warnings)].join('\n')}`);
  };
  return browser;
}

/**
 * The server (`startServer(options)`) and Chromium, started side by side;
 * when one fails the other is closed again, so a failed start ends the test
 * process instead of leaving a browser running.
 */
export async function startServerAndBrowser(
  options: Parameters<typeof startServer>[0],
  browserOptions: Parameters<typeof launchBrowser>[0] = {},
): Promise<{ server: RunningServer; browser: Browser }> {
  const [launched, started] = await Promise.allSettled([launchBrowser(browserOptions), startServer(options)]);
  if (launched.status === 'fulfilled' && started.status === 'fulfilled')
    return { browser: launched.value, server: started.value };
  if (launched.status === 'fulfilled') await launched.value.close();
  if (started.status === 'fulfilled') await started.value.stop();
  throw launched.status === 'rejected' ? launched.reason : (started as PromiseRejectedResult).reason;
}

/**
 * The end of a suite: the browser closed, the server stopped and its data
 * folder removed. Either may be missing when the suite's start failed.
 * @example after(() => stopServerAndBrowser(server, browser))
 */
export async function stopServerAndBrowser(server: RunningServer | undefined, browser?: Browser): Promise<void> {
  await browser?.close();
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
}

/**
 * A newsroom's site and ours: the server on 127.0.0.1 (its SITE_URL) and
 * Chromium able to open `newsroom`, the same port on localhost, a page of
 * another origin that embeds from the server.
 */
export async function startCrossOrigin(
  env: Record<string, string> = {},
): Promise<{ server: RunningServer; browser: Browser; newsroom: string }> {
  const port = await freePort();
  const started = await startServerAndBrowser(
    { port, env: { SITE_URL: `http://127.0.0.1:${port}`, ...env } },
    { crossOrigin: true },
  );
  return { ...started, newsroom: started.server.url.replace('127.0.0.1', 'localhost') };
}

/** Polls `done` every 50 ms until it holds; fails after a minute. For states a locator cannot see. */
export async function waitUntil(done: () => boolean | Promise<boolean>): Promise<void> {
  // Awaited: an async check (a page's measure) would otherwise pass at once, as a promise is truthy.
  for (const started = Date.now(); !(await done()); await new Promise((r) => setTimeout(r, 50)))
    if (Date.now() - started > 60_000) throw new Error(`still waiting after a minute for ${String(done)}`);
}

/** The console errors and uncaught exceptions of `page` from now on, as a newsroom's developer would see them. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${String(e)}`));
  return errors;
}

/** Logs `who` in on the app's login page and waits for the menu. */
export async function logIn(page: Page, url: string, who: { email: string; password: string }): Promise<void> {
  await page.goto(`${url}/auth/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}
