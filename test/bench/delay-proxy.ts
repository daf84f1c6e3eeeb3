// A reader on a phone, played on loopback: an HTTP proxy in front of the app
// server that holds every request for a fixed time before passing it on, so
// each round trip the widget makes costs that much more (a phone's latency).
import { createServer, request, type Server } from 'node:http';

/**
 * Listens on 127.0.0.1 and forwards every request to `target` (`http://127.0.0.1:port`)
 * after `delayMs`; the answer streams back as it comes.
 * @example const proxy = await startDelayProxy(server.url, 150); … await proxy.close();
 */
export async function startDelayProxy(
  target: string,
  delayMs: number,
): Promise<{ url: string; requests: () => number; close(): Promise<void> }> {
  const { hostname, port } = new URL(target);
  let count = 0;
  const server: Server = createServer((req, res) => {
    count++;
    setTimeout(() => {
      const upstream = request(
        { host: hostname, port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests: () => count,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
