import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseFormBody } from './form-body.ts';

/** One request the double received, as the provider would have seen it. */
export interface RecordedRequest {
  method: string;
  /** Path without the query, e.g. `/v1/customers`. */
  path: string;
  /** The query string, with Stripe's nested keys (`expand[0]`) as arrays and objects. */
  query: Record<string, unknown>;
  headers: IncomingHttpHeaders;
  idempotencyKey: string | null;
  rawBody: string;
  /** Form fields (Stripe) or JSON (GoCardless), parsed. */
  body: Record<string, unknown>;
  /** True when the double answered from its idempotency store instead of acting again. */
  replayed: boolean;
}

export interface HttpAnswer {
  status: number;
  /** Sent as JSON, unless it is a string answered with its own `content-type` (a hosted page). */
  body: unknown;
  headers?: Record<string, string>;
}

/** Makes the next matching request(s) fail (`status`) or answer late (`delayMs`), or both. */
export interface Fault {
  method?: string;
  path: string | RegExp;
  status?: number;
  delayMs?: number;
  /** How many requests the fault hits; 1 by default. */
  times?: number;
}

export interface HttpDouble {
  /** `http://127.0.0.1:<port>` */
  url: string;
  host: string;
  port: number;
  /** Every request, in order of arrival. */
  requests: RecordedRequest[];
  fault(fault: Fault): void;
  /** Stops the server and drops requests still waiting on a delay. */
  close(): Promise<void>;
}

export interface HttpDoubleSetup {
  parse(raw: string): Record<string, unknown>;
  handle(request: RecordedRequest): HttpAnswer;
  /** The provider's error body for a faulted status. */
  errorBody(status: number): unknown;
}

/** A provider API on 127.0.0.1 (a free port) that records what it is asked. */
export async function startHttpDouble(setup: HttpDoubleSetup): Promise<HttpDouble> {
  const requests: RecordedRequest[] = [];
  const faults: Fault[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => (timers.delete(timer), resolve()), ms);
      timers.add(timer);
    });

  const server = createServer((incoming, response) => {
    void serve(incoming, response).catch((error: unknown) => {
      send(response, { status: 500, body: { error: String(error) } });
    });
  });

  async function serve(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    const request = await record(incoming, setup.parse);
    requests.push(request);
    const fault = takeFault(faults, request);
    if (fault?.delayMs) await wait(fault.delayMs);
    if (fault?.status) return send(response, { status: fault.status, body: setup.errorBody(fault.status) });
    send(response, setup.handle(request));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: '127.0.0.1',
    port,
    requests,
    fault: (fault) => faults.push({ times: 1, ...fault }),
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function record(incoming: IncomingMessage, parse: HttpDoubleSetup['parse']): Promise<RecordedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const rawBody = Buffer.concat(chunks).toString('utf8');
  const url = new URL(incoming.url ?? '/', 'http://double');
  const key = incoming.headers['idempotency-key'];
  return {
    method: incoming.method ?? 'GET',
    path: url.pathname,
    query: parseFormBody(url.search.slice(1)),
    headers: incoming.headers,
    idempotencyKey: typeof key === 'string' ? key : null,
    rawBody,
    body: rawBody ? parse(rawBody) : {},
    replayed: false,
  };
}

function takeFault(faults: Fault[], request: RecordedRequest): Fault | undefined {
  const index = faults.findIndex(
    (fault) =>
      (!fault.method || fault.method === request.method) &&
      (typeof fault.path === 'string' ? request.path === fault.path : fault.path.test(request.path)),
  );
  const fault = faults[index];
  if (!fault) return undefined;
  fault.times = (fault.times ?? 1) - 1;
  if (fault.times <= 0) faults.splice(index, 1);
  return fault;
}

function send(response: ServerResponse, answer: HttpAnswer): void {
  if (response.headersSent) return;
  const raw = typeof answer.body === 'string' && answer.headers?.['content-type'] !== undefined;
  response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
  response.end(raw ? (answer.body as string) : JSON.stringify(answer.body));
}
