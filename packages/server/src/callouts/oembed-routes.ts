import {
  calloutStatus,
  defaultGeneralSettings,
  embedFrameHeights,
  embedFrameHtml,
  embedFrameScript,
  embedFrameScriptPath,
  embedFrameWidth,
  embeddablePath,
  escapeHtml,
  parseEmbeddablePath,
  statusErrorBody,
  type EmbeddablePage,
} from '@masthead/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { apiError } from '../kernel/http/http-error.ts';
import { serverOrigin } from '../kernel/http/server-origin.ts';
import type { CalloutRepository } from './callout-repository.ts';
import { contentSections, type ContentRepository } from '../content/content-repository.ts';

export interface EmbedLookupDeps {
  callouts: Pick<CalloutRepository, 'find' | 'variants' | 'rememberPublic'>;
  content: Pick<ContentRepository, 'getRecent'>;
  /** SITE_URL, if set. */
  siteUrl: string | null;
  now: () => Date;
}

/** A call-out whose public pages oEmbed may answer for. */
export interface EmbeddableCallout {
  slug: string;
  title: string;
  /** Open: every page; ended: the gallery and map, which show what came in. */
  status: 'open' | 'ended';
}

export type EmbedLookup = ReturnType<typeof createEmbedLookup>;

const originOf = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
};

/**
 * What oEmbed and its discovery links need: the site's origin (SITE_URL,
 * else the general settings' site URL, else the address the request came
 * to) and the call-outs that may be embedded: open to everyone and open
 * (every page), or ended (the gallery and map only: the results of a closed
 * vote are what an article shows), hidden ones included (they are public by
 * URL). Drafts and scheduled call-outs are not (nothing tells a stranger
 * they exist), nor members-only ones: nobody can log in inside a frame.
 * Looked up at most
 * once a second per slug (`rememberPublic`), so a page request costs no
 * database read while it is warm.
 */
export function createEmbedLookup({ callouts, content, siteUrl, now }: EmbedLookupDeps) {
  const lookUp = (idOrSlug: string): Promise<EmbeddableCallout | null> =>
    callouts.rememberPublic(`embed:${idOrSlug}`, async () => {
      const row = await callouts.find(idOrSlug);
      const status = row ? calloutStatus(row, now()) : null;
      if (!row || row.access === 'member' || (status !== 'open' && status !== 'ended')) return null;
      const variants = (await callouts.variants([row.id])).get(row.id) ?? [];
      const title = variants.find((variant) => variant.name === 'default')?.title ?? row.slug;
      return { slug: row.slug, title, status };
    });

  /** The call-out if oEmbed answers for this page of it, else null. */
  const find = async (idOrSlug: string, page: EmbeddablePage): Promise<EmbeddableCallout | null> => {
    const callout = await lookUp(idOrSlug);
    return callout && (callout.status === 'open' || page !== 'callout') ? callout : null;
  };

  const siteOrigin = async (request: FastifyRequest): Promise<string> => {
    const configured = siteUrl ?? (await content.getRecent(contentSections.general, defaultGeneralSettings)).siteUrl;
    return (configured && originOf(configured)) || originOf(serverOrigin(request)) || '';
  };

  /** The discovery `<link>` for a page path (query ignored), or null when oEmbed would not answer for it. */
  const discoveryLink = async (request: FastifyRequest): Promise<string | null> => {
    const page = parseEmbeddablePath(request.url.split('?', 1)[0]!);
    if (!page) return null;
    const callout = await find(page.slug, page.page);
    if (!callout) return null;
    const origin = await siteOrigin(request);
    const pageUrl = `${origin}${embeddablePath(callout.slug, page.page)}`;
    const href = `${origin}/oembed?url=${encodeURIComponent(pageUrl)}&format=json`;
    return (
      `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(href)}"` +
      ` title="${escapeHtml(callout.title)}">`
    );
  };

  return { find, siteOrigin, discoveryLink };
}

export interface OembedRouteOptions {
  lookup: EmbedLookup;
  content: Pick<ContentRepository, 'getRecent'>;
}

interface OembedQuery {
  url: string;
  format?: string;
  maxwidth?: number;
  maxheight?: number;
}

const dimension = { type: 'integer', minimum: 1, maximum: 100_000 } as const;

/**
 * `GET /oembed` (oEmbed 1.0, outside /api/1.0: its shape is oEmbed's, not
 * docs/product/api.md's): the `rich` answer for a URL of this site's call-out, gallery
 * or map page (of a call-out `createEmbedLookup` lets in), its `html` the page in a self-sizing iframe (core's
 * `embedFrameHtml`). Any other URL is a 404, `format=xml` (or any format
 * but json) a 501, as the oEmbed spec asks. Public: CORS `*`, cached for
 * five minutes.
 */
export const oembedRoutes: FastifyPluginAsync<OembedRouteOptions> = async (app, { lookup, content }) => {
  // The iframe code's one script (core's embedFrameScript): the same for every site, cached for an hour.
  const frameScript = embedFrameScript();
  app.get(embedFrameScriptPath, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(frameScript),
  );
  app.get<{ Querystring: OembedQuery }>(
    '/oembed',
    {
      schema: {
        hide: true,
        querystring: {
          type: 'object',
          required: ['url'],
          // Consumers add their own parameters (WordPress sends `dnt`).
          additionalProperties: true,
          properties: {
            url: { type: 'string', minLength: 1, maxLength: 2000 },
            format: { type: 'string', maxLength: 20 },
            maxwidth: dimension,
            maxheight: dimension,
          },
        },
      },
    },
    async (request, reply) => {
      if (!reply.hasHeader('access-control-allow-origin')) reply.header('access-control-allow-origin', '*');
      const { url, format = 'json', maxwidth, maxheight } = request.query;
      if (format !== 'json') return reply.code(501).send(statusErrorBody(501));
      const origin = await lookup.siteOrigin(request);
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        throw apiError('not-found');
      }
      const page = target.origin === origin ? parseEmbeddablePath(target.pathname) : null;
      const callout = page ? await lookup.find(page.slug, page.page) : null;
      if (!page || !callout) throw apiError('not-found');
      const settings = await content.getRecent(contentSections.general, defaultGeneralSettings);
      const { width, height } = frameSize(page.page, maxwidth, maxheight);
      return reply.header('cache-control', 'public, max-age=300').send({
        version: '1.0',
        type: 'rich',
        provider_name: settings.organisationName,
        provider_url: `${origin}/`,
        title: callout.title,
        width,
        height,
        cache_age: 3600,
        html: embedFrameHtml({ origin, slug: callout.slug, page: page.page, title: callout.title, width, height }),
      });
    },
  );
};

/** The default frame, shrunk to what the consumer allows (the page then reports its own height). */
function frameSize(page: EmbeddablePage, maxwidth?: number, maxheight?: number) {
  const width = Math.min(embedFrameWidth, maxwidth ?? Infinity);
  const height = Math.min(embedFrameHeights[page], maxheight ?? Infinity);
  return { width, height };
}
