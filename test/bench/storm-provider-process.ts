// The provider of the nightly reconciliation, in a process of its own
// (reconciliation-server.ts starts it), as a real provider keeps its
// customers' payments at its end: the storm's payments of BENCH_RENEWALS
// customers, each listed by `GET /payments?customer=<id>` as JSON after
// BENCH_PROVIDER_MS. Before, the double lived in the app server's process,
// whose heap then held 100,000 customers' payments and whose collections
// stalled the member's page. Prints `{port}` once listening; on SIGTERM
// prints `{calls}` and exits.
import { createServer } from 'node:http';
import { stormEvents, stormProvider } from '../../packages/server/src/payments/testing/payment-storm.ts';

const shape = { contacts: Number(process.env.BENCH_RENEWALS ?? 100_000), months: 1, duplicates: 0.3 };
const { provider, counter } = stormProvider(stormEvents(shape), Number(process.env.BENCH_PROVIDER_MS ?? 20));

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://provider');
  const customerId = url.searchParams.get('customer');
  if (url.pathname !== '/payments' || !customerId) {
    response.writeHead(404).end();
    return;
  }
  void provider.listPayments({ customerId }).then((payments) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(payments));
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' ? address?.port : 0 })}\n`);
});
process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  process.stdout.write(`${JSON.stringify({ calls: counter.calls })}\n`, () => process.exit(0));
});
