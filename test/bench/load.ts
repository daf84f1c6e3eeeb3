import { Agent, request } from 'node:http';

export interface LoadResult {
  /** Answers with a 2xx status. */
  ok: number;
  failed: number;
  /** Statuses other than 2xx, and connection errors as 'error', with counts. */
  failures: Record<string, number>;
  rps: number;
  p50: number;
  p99: number;
  seconds: number;
}

export interface PostLoadOptions {
  url: string;
  /** The JSON body of the `n`th request; without one, the requests are GETs. */
  body?: (n: number) => string;
  connections: number;
  seconds: number;
}

/**
 * `connections` clients, each on its own kept-alive socket, POST (or GET,
 * without a body) one request after the other for `seconds`; every request started before the deadline
 * is waited for. Latency is from writing the request to the end of the answer.
 */
export async function postLoad({ url, body, connections, seconds }: PostLoadOptions): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let ok = 0;
  let sent = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      const payload = body ? body(sent++) : '';
      const started = performance.now();
      const fail = (why: string) => {
        failures[why] = (failures[why] ?? 0) + 1;
        resolve();
      };
      request(
        url,
        body
          ? {
              method: 'POST',
              agent,
              headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
            }
          : { method: 'GET', agent },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - started);
            const status = res.statusCode ?? 0;
            if (status >= 200 && status < 300) {
              ok++;
              resolve();
            } else fail(String(status));
          });
        },
      )
        .on('error', (error) => fail(`error ${(error as NodeJS.ErrnoException).code ?? error.message}`))
        .end(payload);
    });
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const failed = Object.values(failures).reduce((a, b) => a + b, 0);
  return { ok, failed, failures, rps: ok / elapsed, p50: at(0.5), p99: at(0.99), seconds: elapsed };
}
