import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** One phase of a paced client: the times (ms) of the answers that were 200, and how many failed. */
export interface PacedPhase {
  times: number[];
  failed: number;
}

export interface PacedClient {
  /** Starts a new phase: answers to requests sent from now on count there. */
  nextPhase(): void;
  /** Stops asking, waits for the answers in flight; the phases in order. */
  stop(): Promise<PacedPhase[]>;
}

/**
 * Asks `GET url` every `everyMs` from a child process (paced-client-process.ts), so that the
 * times are the server's answers and not the wait of a client sharing the server's event loop.
 */
export function startPacedClient({ url, cookie, everyMs }: { url: string; cookie: string; everyMs: number }) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'paced-client-process.ts')], {
    env: { ...process.env, BENCH_URL: url, BENCH_COOKIE: cookie, BENCH_EVERY_MS: String(everyMs) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    nextPhase: () => child.stdin.write('phase\n'),
    async stop() {
      child.stdin.end('stop\n');
      const code = await exited;
      if (code !== 0) throw new Error(`the paced client exited with ${code}: ${output}`);
      return JSON.parse(output) as PacedPhase[];
    },
  } satisfies PacedClient;
}
