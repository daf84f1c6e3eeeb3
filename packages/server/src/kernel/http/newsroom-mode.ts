import type { onRouteHookHandler, preValidationAsyncHookHandler } from 'fastify';
import { globalPlugin } from './global-plugin.ts';
import { apiError } from './http-error.ts';

export interface NewsroomModeOptions {
  /** Whether the general settings' `newsroomMode` is on now (read for each refused call: it is a rule). */
  isOn: () => Promise<boolean>;
}

/**
 * Newsroom mode turns joining and contributions off (docs/product/README.md, "Newsroom mode"):
 * each route whose contract entry is `noNewsroom` answers 403 `newsroom-mode` while it is on.
 * The check follows the route's access rule and id check (a stranger learns no more than
 * before) and precedes its body's validation, so nothing is judged or changed. Providers'
 * webhooks are no contract entries: payments of contributions already running keep arriving.
 */
export const newsroomMode = globalPlugin<NewsroomModeOptions>('newsroom-mode', async (app, { isOn }) => {
  const refuse: preValidationAsyncHookHandler = async () => {
    if (await isOn()) throw apiError('newsroom-mode');
  };
  const addRefusal: onRouteHookHandler = (route) => {
    if (!(route.schema as { 'x-no-newsroom'?: boolean } | undefined)?.['x-no-newsroom']) return;
    const before = route.preValidation;
    route.preValidation = [...(before === undefined ? [] : [before].flat()), refuse];
  };
  app.addHook('onRoute', addRefusal);
});
