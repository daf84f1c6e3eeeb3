// A client in a process of its own, so that what it measures is the server's
// answer time and not its own event loop's (the webhook storm's nightly
// reconciliation runs in the bench's process). Asks GET BENCH_URL (with
// BENCH_COOKIE and the AJAX header) every BENCH_EVERY_MS, not waiting for
// answers. Each line "phase" on stdin starts a new phase; "stop" (or the end of
// stdin) waits for the answers in flight and prints one JSON line: per phase,
// the times in ms of the answers that were 200 and how many failed.
// startPacedClient (paced-client.ts) runs it.
import { createInterface } from 'node:readline';
import { ajaxHeader } from '@masthead/core';

const url = process.env.BENCH_URL ?? '';
const headers = { cookie: process.env.BENCH_COOKIE ?? '', [ajaxHeader.name]: ajaxHeader.value };
const everyMs = Number(process.env.BENCH_EVERY_MS ?? 20);

interface Phase {
  times: number[];
  failed: number;
}
const phases: Phase[] = [{ times: [], failed: 0 }];
const inFlight = new Set<Promise<void>>();

function ask() {
  const phase = phases[phases.length - 1]!;
  const started = performance.now();
  const asked: Promise<void> = fetch(url, { headers }).then(
    async (response) => {
      await response.arrayBuffer();
      if (response.ok) phase.times.push(performance.now() - started);
      else phase.failed++;
    },
    () => void phase.failed++,
  );
  inFlight.add(asked);
  void asked.finally(() => inFlight.delete(asked));
}

const timer = setInterval(ask, everyMs);
ask();

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  clearInterval(timer);
  await Promise.all(inFlight);
  // Exiting only once the line is written: a pipe takes it in chunks, and an exit before cuts it off.
  process.stdout.write(`${JSON.stringify(phases)}\n`, () => process.exit(0));
}

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (line === 'phase') phases.push({ times: [], failed: 0 });
  else if (line === 'stop') void stop();
});
lines.on('close', () => void stop());
