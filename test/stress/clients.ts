// The clients of a stress run: loops that each send one submission at a
// time and retry it, same body and same Idempotency-Key, until the server
// acknowledges it with a 2xx, as the call-out widget does after a network error.
import { Agent, request } from 'node:http';
import type { PlannedSubmission } from './plan.ts';

/** What the client saw for one submission, once acknowledged. */
export interface Acknowledged {
  key: string;
  id: string;
  /** 201: stored by this try; 200: the key named a response already stored. */
  status: number;
  /** Tries sent, the acknowledged one included. */
  tries: number;
  /** Why earlier tries failed (`ECONNRESET`, `503` …), in order. */
  failures: string[];
  firstSentAt: number;
  ackedAt: number;
  /** From writing the acknowledged try to the end of its answer, ms. */
  latency: number;
}

export interface ClientOptions {
  url: string;
  apiKey: string;
  submissions: PlannedSubmission[];
  clients: number;
  /** Called for every acknowledgement as it arrives (the killer counts them). */
  onAck: (ack: Acknowledged) => void;
  /**
   * Filled with the keys in flight (sent at least once, not yet acknowledged),
   * each with a function that drops its try's answer, as if lost in the
   * crash. The killer asks the database which of them are committed.
   */
  inFlight: Map<string, () => void>;
  /** Aborting stops every loop at its next try (a failed or interrupted run). */
  signal: AbortSignal;
  /** After this time (performance.now()) the loops give up with an error: the run stays bounded. */
  deadline: number;
}

/** One try's outcome: an answer, or the network error that stopped it. */
type Try = { status: number; text: string } | { error: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The failure of a try whose answer `inFlight`'s function dropped. */
export const abandoned = 'ABANDONED';

/**
 * Runs `clients` loops over `submissions` (each takes the next one not yet
 * taken) and resolves with every acknowledgement. A network error or a 5xx
 * is retried after 50 ms, doubling up to 800 ms, with jitter; any other
 * status, or the deadline, is thrown.
 * @example const acks = await runClients({url, apiKey, submissions, clients: 50, onAck, inFlight, signal, deadline})
 */
export async function runClients(options: ClientOptions): Promise<Acknowledged[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.clients });
  const acks: Acknowledged[] = [];
  let next = 0;
  let stopped: Error | null = null;
  const loop = async () => {
    while (!stopped && next < options.submissions.length) {
      if (options.signal.aborted) throw options.signal.reason;
      const submission = options.submissions[next++] as PlannedSubmission;
      const ack = await submitUntilAcknowledged(options, agent, submission, () => stopped);
      acks.push(ack);
      options.onAck(ack);
    }
  };
  try {
    await Promise.all(
      Array.from({ length: options.clients }, () =>
        loop().catch((error: Error) => {
          stopped ??= error;
        }),
      ),
    );
  } finally {
    agent.destroy();
  }
  // Set inside the loops, which TypeScript's narrowing does not see.
  const failure = stopped as Error | null;
  if (failure) throw new Error(`${failure.message} (${acks.length} of ${options.submissions.length} acknowledged)`);
  return acks;
}

async function submitUntilAcknowledged(
  options: ClientOptions,
  agent: Agent,
  submission: PlannedSubmission,
  stopped: () => Error | null,
): Promise<Acknowledged> {
  const failures: string[] = [];
  const firstSentAt = performance.now();
  options.inFlight.set(submission.key, () => {});
  try {
    for (;;) {
      const halt = stopped() ?? (options.signal.aborted ? options.signal.reason : null);
      if (halt) throw halt;
      if (performance.now() > options.deadline)
        throw new Error(
          `the clients' time is up: ${submission.key} not acknowledged after ${failures.length} failed tries (${failures.slice(-3).join(', ')})`,
        );
      const sentAt = performance.now();
      const answer = await post(options, agent, submission);
      const ackedAt = performance.now();
      if ('status' in answer && answer.status >= 200 && answer.status < 300) {
        const { id } = JSON.parse(answer.text) as { id: string };
        const common = { key: submission.key, id, status: answer.status, tries: failures.length + 1, failures };
        return { ...common, firstSentAt, ackedAt, latency: ackedAt - sentAt };
      }
      if ('status' in answer && answer.status < 500) {
        throw new Error(`${submission.key}: answered ${answer.status} ${answer.text.slice(0, 300)}`);
      }
      failures.push('error' in answer ? answer.error : String(answer.status));
      await sleep(Math.min(800, 50 * 2 ** (failures.length - 1)) * (0.5 + Math.random()));
    }
  } finally {
    options.inFlight.delete(submission.key);
  }
}

/** One POST of the submission; never rejects. Its `inFlight` function drops the answer, read or not. */
function post(options: ClientOptions, agent: Agent, { key, guest, body }: PlannedSubmission): Promise<Try> {
  const auth: Record<string, string> = guest
    ? { 'x-forwarded-for': guest.ip }
    : { authorization: `Bearer ${options.apiKey}` };
  return new Promise((settle) => {
    let dropped = false;
    const resolve = (answer: Try) => settle(dropped ? { error: abandoned } : answer);
    const req = request(options.url, {
      method: 'POST',
      agent,
      timeout: 30_000,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'idempotency-key': key,
        ...auth,
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    options.inFlight.set(key, () => {
      dropped = true;
      req.destroy();
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(body);
  });
}
