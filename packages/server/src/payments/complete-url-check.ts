import { defaultGeneralSettings } from '@masthead/core';
import { DomainError } from '../kernel/domain-error.ts';
import { contentSections, type ContentRepository } from '../content/content-repository.ts';

/** The sites a payment provider may send a member back to, all from configuration, none from the request. */
export interface ReturnSites {
  /** The general settings' `siteUrl`: the seed stores SITE_URL there, or http://localhost:PORT on a fresh clone. */
  siteUrl: string;
  /** SITE_URL, the server's public address; null when unset. */
  serverUrl: string | null;
  /** EMBED_ORIGINS, the newsroom sites that may embed the join form; null: none named. */
  embedOrigins: readonly string[] | null;
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

const webUrl = (text: string | null, base?: URL): URL | null => {
  if (!text || !URL.canParse(text, base?.href)) return null;
  const url = new URL(text, base);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
};

/**
 * The same origin, or for a site on this machine (a fresh clone's
 * http://localhost:PORT) the same port under another loopback name: the
 * hosted app opened as 127.0.0.1 is still this server.
 */
const onSite = (url: URL, site: URL) =>
  url.origin === site.origin ||
  (url.protocol === site.protocol &&
    url.port === site.port &&
    loopbackHosts.has(url.hostname) &&
    loopbackHosts.has(site.hostname));

/**
 * Where a provider may send the member back, as an absolute URL, or null
 * where it may not. A path is on the organisation's site. Never the
 * request's `Origin`: anyone can send any, and a genuine payment page that
 * returns to their site would be a phishing tool.
 * @example completeUrlOn('/profile/contribution/complete', { siteUrl: 'https://members.example.org', serverUrl: null, embedOrigins: null })
 * // 'https://members.example.org/profile/contribution/complete'
 */
export function completeUrlOn(completeUrl: string, sites: ReturnSites): string | null {
  const own = [webUrl(sites.siteUrl), webUrl(sites.serverUrl)].filter((site) => site !== null);
  const url = webUrl(completeUrl, own[0]);
  if (!url) return null;
  if (own.some((site) => onSite(url, site)) || sites.embedOrigins?.includes(url.origin)) return url.href;
  return null;
}

export interface CompleteUrlCheckOptions {
  content: Pick<ContentRepository, 'get'>;
  /** SITE_URL. */
  serverUrl: string | null;
  /** EMBED_ORIGINS. */
  embedOrigins: readonly string[] | null;
}

/**
 * The one check of a `completeUrl` (contributions, payment methods,
 * joining): the URL to hand to the provider, or a 422 on `field`
 * (`format` for no address, `sameSite` for one off the sites).
 * @example const url = await checkCompleteUrl(body.completeUrl, 'contribution.completeUrl')
 */
export function createCompleteUrlCheck({ content, serverUrl, embedOrigins }: CompleteUrlCheckOptions) {
  return async function checkCompleteUrl(completeUrl: string, field = 'completeUrl'): Promise<string> {
    const { siteUrl } = await content.get(contentSections.general, defaultGeneralSettings);
    const checked = completeUrlOn(completeUrl, { siteUrl, serverUrl, embedOrigins });
    if (checked) return checked;
    const rule = URL.canParse(completeUrl) || completeUrl.startsWith('/') ? 'sameSite' : 'format';
    throw new DomainError('validation', [{ field, rule, ...(rule === 'sameSite' ? { params: { siteUrl } } : {}) }]);
  };
}

export type CompleteUrlCheck = ReturnType<typeof createCompleteUrlCheck>;
