// The printed figures of a stress run: throughput between the crashes,
// downtime per restart, retries and latency.
import { abandoned, type Acknowledged } from './clients.ts';
import type { Crash } from './crash.ts';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The q-quantile of sorted `values` (nearest rank). */
function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

/** Acknowledgements per second between `from` and `to` (performance.now() times). */
function rate(acks: Acknowledged[], from: number, to: number): string {
  const count = acks.filter((ack) => ack.ackedAt >= from && ack.ackedAt <= to).length;
  return `${count} in ${seconds(to - from)}, ${((count * 1000) / Math.max(1, to - from)).toFixed(0)}/s`;
}

/** How often each reason made a try fail, most frequent first. */
function reasons(acks: Acknowledged[]): string {
  const counts = new Map<string, number>();
  for (const reason of acks.flatMap((ack) => ack.failures)) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return (
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .map(([reason, count]) => `${reason} ${count}`)
      .join(', ') || 'none'
  );
}

/** Retries after a failure that the server answered with the response it already had (200, same id). */
export const answeredWithExistingId = (acks: Acknowledged[]) =>
  acks.filter((ack) => ack.status === 200 && ack.failures.length > 0).length;

/** Of those, the ones whose answer the crash itself lost (not dropped by the client at the kill). */
const lostByTheCrash = (acks: Acknowledged[]) =>
  acks.filter((ack) => ack.status === 200 && ack.failures.length > 0 && !ack.failures.includes(abandoned)).length;

/**
 * Prints the run's figures: `started` is when the clients began, `crashes` in order.
 * @example printFigures({acks, crashes, started, clients: 50})
 */
export function printFigures({
  acks,
  crashes,
  started,
  clients,
}: {
  acks: Acknowledged[];
  crashes: Crash[];
  started: number;
  clients: number;
}): void {
  const ended = Math.max(...acks.map((ack) => ack.ackedAt));
  const retried = acks.filter((ack) => ack.failures.length > 0);
  const tries = acks.reduce((sum, ack) => sum + ack.tries, 0);
  console.log(`\n${acks.length} submissions acknowledged by ${clients} clients in ${seconds(ended - started)}`);

  const bounds = [started, ...crashes.flatMap((c) => [c.killedAt, c.healthyAt]), ended];
  console.log('Throughput (acknowledged submissions):');
  for (let i = 0; i < bounds.length; i += 2) {
    const label =
      i === 0 ? 'before the first kill' : i === bounds.length - 2 ? 'after the last restart' : `after restart ${i / 2}`;
    console.log(`  ${label.padEnd(24)} ${rate(acks, bounds[i] as number, bounds[i + 1] as number)}`);
  }

  crashes.forEach((crash, index) => {
    const back = acks.filter((ack) => ack.ackedAt - ack.latency > crash.killedAt).map((ack) => ack.ackedAt);
    const firstAck = back.length > 0 ? Math.min(...back) : NaN;
    const dropped = new Set(crash.abandoned);
    const same = acks.filter((ack) => dropped.has(ack.key) && ack.status === 200).length;
    console.log(
      `Kill ${index + 1}: SIGKILL after ${seconds(crash.killedAt - started)} with ${crash.inFlightAtKill} in flight, ` +
        `${dropped.size} of them already committed, their answers dropped (watched ${crash.watchedMs.toFixed(0)} ms for one), ` +
        `${same} of their retries answered with the existing id; ` +
        `listening again after ${seconds(crash.listeningAt - crash.killedAt)}, healthy after ${seconds(crash.healthyAt - crash.killedAt)}, ` +
        `first acknowledgement of a try sent after the kill ${seconds(firstAck - crash.killedAt)} after it`,
    );
  });

  console.log(
    `Retries: ${tries - acks.length} failed tries retried, on ${retried.length} submissions (${reasons(acks)}); ` +
      `${answeredWithExistingId(acks)} retries answered with the existing id (200: committed before the kill; ` +
      `${lostByTheCrash(acks)} of them lost their answer in the crash itself, not dropped by the client), ` +
      `${retried.filter((ack) => ack.status === 201).length} stored by a retry (201: not committed before)`,
  );
  const latencies = acks.map((ack) => ack.latency).sort((a, b) => a - b);
  const waits = acks.map((ack) => ack.ackedAt - ack.firstSentAt).sort((a, b) => a - b);
  console.log(
    `Latency of the acknowledged try: p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p95 ${quantile(latencies, 0.95).toFixed(1)} ms, ` +
      `p99 ${quantile(latencies, 0.99).toFixed(1)} ms; first try to acknowledgement (retries and downtime included): ` +
      `p50 ${quantile(waits, 0.5).toFixed(1)} ms, p95 ${quantile(waits, 0.95).toFixed(1)} ms, max ${seconds(quantile(waits, 1))}`,
  );
}
