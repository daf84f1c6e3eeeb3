import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BenchServer {
  url: string;
  pid: number;
  /** `METHOD /path` of every route the server registered. */
  routes: string[];
  /** Resident memory now, from /proc (Linux), in bytes; null where /proc is missing. */
  rss(): number | null;
  /** CPU time the process used so far (user + system), from /proc (Linux), in ms; null where /proc is missing. */
  cpuMs(): number | null;
  stop(): Promise<void>;
}

/** Starts test/bench/bench-server.ts in a child process and waits for its line. */
export function startBenchServer(mode: 'app' | 'bare', env: Record<string, string>): Promise<BenchServer> {
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of each server into <dir> (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', join(import.meta.dirname, 'bench-server.ts')], {
    env: { ...process.env, ...env, BENCH_MODE: mode },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`bench server did not start in 30 s:\n${output}`)), 30_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    child.stderr.on('data', (chunk) => (output += chunk));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (!line || !output.includes('\n')) return;
      clearTimeout(timer);
      const { port, routes } = JSON.parse(line) as { port: number; routes: string[] };
      resolve({
        url: `http://127.0.0.1:${port}`,
        pid: child.pid as number,
        routes,
        rss: () => processRss(child.pid as number),
        cpuMs: () => processCpuMs(child.pid as number),
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.once('exit', (code) => fail(new Error(`bench server exited with ${code}:\n${output}`)));
  });
}

/** VmRSS of a process in bytes, or null when it cannot be read. */
export function processRss(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** utime + stime of a process in ms (clock ticks of 10 ms), or null when they cannot be read. */
export function processCpuMs(pid: number): number | null {
  try {
    // The fields after the command's name, which is in parentheses and may hold spaces.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}
