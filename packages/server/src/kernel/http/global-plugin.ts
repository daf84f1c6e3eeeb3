import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * Marks a plugin so that its hooks, handlers and decorators apply to the
 * instance that registers it rather than to a child context: what the
 * `fastify-plugin` package does, through Fastify's documented
 * `skip-override` symbol, without one more dependency.
 * @example app.register(globalPlugin('csrf-guard', async (app) => app.addHook(…)))
 */
export function globalPlugin<Options extends FastifyPluginOptions = Record<never, never>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}
