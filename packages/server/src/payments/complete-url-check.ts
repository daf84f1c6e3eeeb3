import { defaultGeneralSettings, isOnSites } from '@masthead/core';
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

const webUrl = (text: string | null, base?: URL): URL | null => {
  if (!text || !URL.canParse(text, base?.href)) return null;
  const url = new URL(text, base);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
};

/**
 * The origins a provider may send a member back to: the organisation's site,
 * SITE_URL, then EMBED_ORIGINS. `GET content/join` tells the join form, so an
 * embed on any other site asks to come back to the hosted app at once.
 */
export function returnOrigins(sites: ReturnSites): string[] {
  const own = [webUrl(sites.siteUrl), webUrl(sites.serverUrl)].flatMap((site) => (site ? [site.origin] : []));
  return [...new Set([...own, ...(sites.embedOrigins ?? [])])];
}

/**
 * Where a provider may send the member back, as an absolute URL, or null
 * where it may not. A path is on the organisation's site. Never the
 * request's `Origin`: anyone can send any, and a genuine payment page that
 * returns to their site would be a phishing tool.
 * A site on this machine is on it under any loopback name (core's `isOnSites`).
 * @example completeUrlOn('/profile/contribution/complete', { siteUrl: 'https://members.example.org', serverUrl: null, embedOrigins: null })
 * // 'https://members.example.org/profile/contribution/complete'
 */
export function completeUrlOn(completeUrl: string, sites: ReturnSites): string | null {
  const origins = returnOrigins(sites);
  // A path is on the organisation's site (or SITE_URL when the settings name none).
  const url = webUrl(completeUrl, webUrl(sites.siteUrl) ?? webUrl(sites.serverUrl) ?? undefined);
  return url && isOnSites(url.href, origins) ? url.href : null;
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
  const sites = async (): Promise<ReturnSites> => {
    const { siteUrl } = await content.get(contentSections.general, defaultGeneralSettings);
    return { siteUrl, serverUrl, embedOrigins };
  };
  async function checkCompleteUrl(completeUrl: string, field = 'completeUrl'): Promise<string> {
    const returnSites = await sites();
    const checked = completeUrlOn(completeUrl, returnSites);
    if (checked) return checked;
    const rule = URL.canParse(completeUrl) || completeUrl.startsWith('/') ? 'sameSite' : 'format';
    const params = rule === 'sameSite' ? { params: { siteUrl: returnSites.siteUrl } } : {};
    throw new DomainError('validation', [{ field, rule, ...params }]);
  }
  /** Where members may be sent back to (`returnOrigins`), as the check reads it now. */
  checkCompleteUrl.origins = async () => returnOrigins(await sites());
  return checkCompleteUrl;
}

export type CompleteUrlCheck = ReturnType<typeof createCompleteUrlCheck>;
