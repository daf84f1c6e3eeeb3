import type { FastifyPluginAsync } from 'fastify';
import type { ResponseCommentRepository } from './response-comment-repository.ts';
import { responseCommentRoutes } from './response-comments.ts';
import { responseCsvRoutes } from './response-csv.ts';
import { responseMapRoutes } from './response-map.ts';
import { responseListRoutes } from './response-list.ts';
import { responseUpdateRoutes, type ResponseUpdateOptions } from './response-update.ts';

export interface ResponseReviewOptions extends ResponseUpdateOptions {
  comments: ResponseCommentRepository;
}

/** Every route of the review side of responses: lists, changes, comments, the public map and the CSV export. */
export const responseReviewRoutes: FastifyPluginAsync<ResponseReviewOptions> = async (app, deps) => {
  app.register(responseListRoutes, deps);
  app.register(responseUpdateRoutes, deps);
  app.register(responseCommentRoutes, deps);
  app.register(responseMapRoutes, deps);
  app.register(responseCsvRoutes, deps);
};
