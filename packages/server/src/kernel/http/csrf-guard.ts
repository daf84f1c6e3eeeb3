import { ajaxHeader } from '@masthead/core';
import { globalPlugin } from './global-plugin.ts';
import { apiError } from './http-error.ts';

export const sessionCookieName = 'masthead_session';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A browser sends the session cookie with any cross-site form post, but a
 * page on another site cannot add a custom header without a CORS preflight
 * we never grant. So a state-changing request that carries the cookie must
 * also carry `X-Requested-With: XMLHttpRequest`. Requests without the cookie
 * (API keys, guests) cannot ride on a victim's session and pass.
 */
export const csrfGuard = globalPlugin('csrf-guard', async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!unsafeMethods.has(request.method)) return;
    if (!hasCookie(request.headers.cookie, sessionCookieName)) return;
    if (request.headers[ajaxHeader.name] !== ajaxHeader.value) throw apiError('forbidden');
  });
});

/** Whether a Cookie header names `name` (the value does not matter here). */
export function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  return header.split(';').some((pair) => pair.split('=', 1)[0]?.trim() === name);
}
