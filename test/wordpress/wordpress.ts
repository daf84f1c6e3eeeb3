import { execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../e2e/harness.ts';
import { copySite, install } from './wordpress-site.ts';

export { wordPressUsers, type WordPressUser } from './wordpress-site.ts';

// A real WordPress from Debian's packages (/usr/share/wordpress), one fresh site per call: its own
// copy of the files, its own MariaDB database, its own wp-config.php and PHP's built-in server.

const run = promisify(execFile);
const debianWordPress = '/usr/share/wordpress';
const packages = ['wordpress', 'php-cli', 'php-mysql'];

export interface WordPressFound {
  /** Debian's WordPress, copied for each site. */
  source: string;
  version: string;
  theme: string;
}

export interface RunningWordPress {
  /** `http://127.0.0.1:<port>`: the site's home. */
  url: string;
  /** Runs PHP code (no `<?php`) with WordPress loaded and returns what it prints: setup and inspection only. */
  php(code: string): Promise<string>;
  /** What PHP reported while the site ran (warnings, errors), from its debug log. */
  log(): string;
  stop(): Promise<void>;
}

const reachable = (port: number, host = '127.0.0.1') =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host, timeout: 2000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

const has = (command: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** Installs Debian's WordPress and PHP when we may (root, apt-get), logging to a file; a reason when that failed. */
function installPackages(): string | null {
  if (process.getuid?.() !== 0 || !has('apt-get'))
    return 'WordPress or PHP is missing, and apt-get cannot install them here (not root)';
  const log = join(tmpdir(), 'masthead-wordpress-apt.log');
  console.log(`Installing ${packages.join(' ')} from Debian (log: ${log})…`);
  // Two test files may ask at once: apt waits for the other's lock instead of failing.
  const install = ['-o', 'DPkg::Lock::Timeout=300', 'install', '-y', '-qq', ...packages];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [install, ['-o', 'DPkg::Lock::Timeout=300', 'update', '-qq'], install]) {
    try {
      appendFileSync(log, execFileSync('apt-get', args, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
      if (args === install && existsSync(debianWordPress) && has('php')) return null;
    } catch (error) {
      appendFileSync(log, String((error as { stderr?: string }).stderr ?? error));
    }
  }
  return `apt-get install ${packages.join(' ')} failed (see ${log})`;
}

/**
 * Debian's WordPress and what it needs (PHP with mysqli, MariaDB at 127.0.0.1:3306), installing the
 * packages first when they are missing and we are root; `{skipped}` says why it cannot be had.
 * @example const found = await findWordPress(); test('…', { skip: 'skipped' in found && found.skipped }, …)
 */
export async function findWordPress(): Promise<WordPressFound | { skipped: string }> {
  if (!existsSync(join(debianWordPress, 'wp-load.php')) || !has('php')) {
    const failed = installPackages();
    if (failed) return { skipped: failed };
  }
  const modules = execFileSync('php', ['-m'], { encoding: 'utf8' });
  if (!/^mysqli$/m.test(modules)) return { skipped: 'PHP has no mysqli (apt-get install php-mysql)' };
  if (!(await reachable(3306))) return { skipped: 'MariaDB does not answer at 127.0.0.1:3306' };
  const version = execFileSync(
    'php',
    ['-r', `include '${debianWordPress}/wp-includes/version.php'; echo $wp_version;`],
    {
      encoding: 'utf8',
    },
  );
  const themes = readdirSync(join(debianWordPress, 'wp-content/themes'));
  const theme = themes.includes('twentytwentythree') ? 'twentytwentythree' : themes.sort().at(-1);
  if (!theme) return { skipped: `Debian's WordPress has no theme in ${debianWordPress}/wp-content/themes` };
  return { source: debianWordPress, version, theme };
}

const sql = (statement: string) =>
  run('php', [
    '-r',
    `$db = new mysqli('127.0.0.1', 'root', '', '', 3306); $db->query(${JSON.stringify(statement)}) or exit($db->error);`,
  ]);

/**
 * A fresh WordPress site on a free port of 127.0.0.1, installed, with an administrator, an editor and an
 * author (`wordPressUsers`) and the theme active. `plugin`: the Masthead plugin's folder
 * (integrations/wordpress/masthead) copied in and activated, for work on the plugin before its zip is built.
 * @example const site = await startWordPress(found); after(() => site.stop());
 */
export async function startWordPress(
  found: WordPressFound,
  { plugin = false, port: chosen }: { plugin?: boolean; port?: number } = {},
): Promise<RunningWordPress> {
  const port = chosen ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const database = `masthead_wp_${randomBytes(6).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), 'masthead-wordpress-'));
  const site = join(dir, 'site');
  const debugLog = join(dir, 'debug.log');
  copySite(site, { source: found.source, url, database, debugLog });
  if (plugin)
    cpSync(
      join(import.meta.dirname, '../../integrations/wordpress/masthead'),
      join(site, 'wp-content/plugins/masthead'),
      { recursive: true },
    );
  await sql(`CREATE DATABASE ${database} CHARACTER SET utf8mb4`);
  const php = async (code: string) => {
    const prelude = `$_SERVER['HTTP_HOST'] = '127.0.0.1:${port}'; $_SERVER['REQUEST_URI'] = '/'; require '${site}/wp-load.php';`;
    const { stdout } = await run('php', ['-d', 'display_errors=stderr', '-r', `${prelude}\n${code}`], { cwd: site });
    return stdout;
  };
  let server: ReturnType<typeof spawn> | undefined;
  const stop = async () => {
    // The server, its workers and its watchdog.
    if (server?.pid && server.exitCode === null) {
      const gone = new Promise((resolve) => server!.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await gone;
    }
    await sql(`DROP DATABASE IF EXISTS ${database}`);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await install(site, url, found.theme, plugin);
    // In a process group of its own with a watchdog: the built-in server's workers outlive their
    // parent, so stop() ends the group, and so does the watchdog once this process is gone.
    const serve = `php -S 127.0.0.1:${port} -t '${site}' & while kill -0 ${process.pid} $! 2>/dev/null; do sleep 1; done; kill 0`;
    server = spawn('sh', ['-c', serve], {
      cwd: site,
      // The block editor asks several things at once, and WordPress sometimes asks itself.
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
      detached: true,
      stdio: 'ignore',
    });
    for (const started = Date.now(); !(await reachable(port)); await new Promise((r) => setTimeout(r, 100)))
      if (Date.now() - started > 20_000) throw new Error(`php -S did not listen on ${port} in 20 s`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, php, stop, log: () => (existsSync(debugLog) ? readFileSync(debugLog, 'utf8') : '') };
}
