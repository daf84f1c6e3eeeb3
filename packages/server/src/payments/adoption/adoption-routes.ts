import { apiError } from '../../kernel/http/http-error.ts';
import { operationRoutes } from '../../kernel/http/operation-routes.ts';
import type { AdoptionService } from './adoption-service.ts';

export interface AdoptionRouteOptions {
  adoption: AdoptionService;
}

/**
 * `POST contribution-adoption` (a run, 202), `GET contribution-adoption/eligible`,
 * `GET contribution-adoption/run/{id}`, `GET contribution-adoption` and
 * `GET contribution-adoption/{id}` (admins and API keys; README.md here).
 */
export const adoptionRoutes = operationRoutes<AdoptionRouteOptions>((_app, { adoption }) => ({
  'POST /contribution-adoption': async (request, reply) => {
    const run = await adoption.start(request.body ?? {}, request.auth.contact?.id ?? null);
    return reply.code(202).send(run);
  },

  'GET /contribution-adoption/eligible': async (request) => adoption.eligible(request.query),

  'GET /contribution-adoption/run/{id}': async (request) => {
    const run = await adoption.run(request.params.id);
    if (!run) throw apiError('not-found');
    return run;
  },

  'GET /contribution-adoption': async (request) => adoption.list(request.query),

  'GET /contribution-adoption/{id}': async (request) => {
    const result = await adoption.get(request.params.id);
    if (!result) throw apiError('not-found');
    return result;
  },
}));
