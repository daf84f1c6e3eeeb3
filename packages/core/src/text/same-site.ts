import { parseUrl } from './url-hostname.ts';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether `url` is on one of `origins`: the same origin, or for a site on
 * this machine (a fresh clone's http://localhost:PORT) the same port under
 * another loopback name, since the hosted app opened as 127.0.0.1 is still
 * that server. The one check of where a payment provider may send a reader
 * back: the server's refusal of a `completeUrl` and the join form's choice
 * of where to come back to.
 * @example isOnSites('http://127.0.0.1:3000/join', ['http://localhost:3000']) // true
 * @example isOnSites('https://news.example.org/story', ['https://members.example.org']) // false
 */
export function isOnSites(url: string, origins: readonly string[]): boolean {
  const page = parseUrl(url);
  if (!page) return false;
  return origins.some((origin) => {
    const site = parseUrl(origin);
    if (!site) return false;
    return (
      page.origin === site.origin ||
      (page.protocol === site.protocol &&
        page.port === site.port &&
        loopbackHosts.has(page.hostname) &&
        loopbackHosts.has(site.hostname))
    );
  });
}
