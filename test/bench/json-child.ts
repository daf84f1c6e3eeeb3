import { spawn } from 'node:child_process';

export interface JsonChild<First, Last> {
  pid: number;
  /** The first JSON line it printed (once it was ready). */
  first: First;
  /** SIGTERM, then its next JSON line (null when it printed none). */
  stop(): Promise<Last | null>;
}

/**
 * Runs `node --import tsx <file>` (with BENCH_CPU_PROF's profile when `profiled`), and resolves
 * once it prints its first line starting with `{`: a bench's process of its own that says when it
 * is ready (a port) and, on SIGTERM, what it saw before it exits.
 */
export function startJsonChild<First, Last>(
  file: string,
  { env, profiled = false }: { env: Record<string, string>; profiled?: boolean },
): Promise<JsonChild<First, Last>> {
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the process into <dir>.
  const profile =
    profiled && process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', file], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const lines = () => output.split('\n').filter((line) => line.startsWith('{'));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}: ${output}`)));
    child.stdout.on('data', (chunk) => {
      const ready = lines().length > 0;
      output += chunk;
      const [first] = lines();
      if (ready || !first || !output.slice(output.indexOf(first)).includes('\n')) return;
      resolve({
        pid: child.pid as number,
        first: JSON.parse(first) as First,
        async stop() {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
          const last = lines()[1];
          return last ? (JSON.parse(last) as Last) : null;
        },
      });
    });
  });
}
