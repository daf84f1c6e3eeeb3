import { createHash } from 'node:crypto';
import { defaultGeneralSettings, themeToCssVars } from '@masthead/core';
import type { FastifyPluginAsync } from 'fastify';
import { contentSections, type ContentRepository } from './content-repository.ts';

export interface ThemeStylesheetOptions {
  content: ContentRepository;
}

/** Where the embed's script finds the newsroom's theme (packages/elements, `ensurePageDefaults`). */
export const themeStylesheetPath = '/embed/theme.css';

/** The theme's `--mh-*` values at zero specificity: a newsroom's own `:root` rules still win. */
export const themeStylesheet = (vars: Record<string, string>) =>
  `:where(:root){${Object.entries(vars)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}\n`;

/**
 * `GET /embed/theme.css`: the theme the admin set (settings, theme tab) as
 * CSS custom properties, colours with their tints and readable text colours,
 * and the font stacks. Custom properties inherit into shadow roots, so every
 * embedded element on a newsroom's page takes the theme from this one
 * stylesheet, which the embed script links into the page: a theme change
 * reaches them on the next page view, without a rebuild. Revalidated on
 * each view (`no-cache` with an ETag), so a change is never held back by a cache.
 */
export const themeStylesheetRoute: FastifyPluginAsync<ThemeStylesheetOptions> = async (app, { content }) => {
  app.get(themeStylesheetPath, { schema: { hide: true } }, async (request, reply) => {
    const { theme } = await content.getRecent(contentSections.general, defaultGeneralSettings);
    const css = themeStylesheet(themeToCssVars(theme));
    const etag = `"${createHash('sha256').update(css).digest('base64url').slice(0, 22)}"`;
    reply
      .header('cache-control', 'no-cache')
      .header('etag', etag)
      // A stylesheet of another site's page: readable by any page that links it.
      .header('cross-origin-resource-policy', 'cross-origin');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/css; charset=utf-8').send(css);
  });
};
