import { responseMapListSchema, responseMapQuerySchema, type ResponseMapQuery } from '@masthead/core';
import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../../plugins/openapi.ts';
import type { CalloutRow } from '../../repositories/callout-repository.ts';
import { calloutIdParams, visibleCallout } from '../callouts/callout-access.ts';
import type { ResponseRouteDeps } from './response-access.ts';

interface ResponseViewSettings {
  buckets?: unknown;
  titleProp?: unknown;
  imageProp?: unknown;
  gallery?: unknown;
  map?: unknown;
}

/** The map settings that name answers: where the address is, and the answer a pattern address comes from. */
const mapAnswerSettings = ['addressProp', 'addressPatternProp'] as const;

/** `answers.s1.title` or `s1.title` as `[slideId, key]`; anything else is no answer. */
function answerPath(prop: unknown): [string, string] | null {
  if (typeof prop !== 'string') return null;
  const path = prop.startsWith('answers.') ? prop.slice('answers.'.length) : prop;
  const dot = path.indexOf('.');
  return dot > 0 && dot < path.length - 1 ? [path.slice(0, dot), path.slice(dot + 1)] : null;
}

/**
 * What a call-out publishes: the buckets its gallery or map shows (none
 * when both are off) and the answers they need (title, image, address).
 */
export function publishedView(callout: CalloutRow) {
  const view = (callout.response_view_schema ?? {}) as ResponseViewSettings;
  const map = typeof view.map === 'object' && view.map !== null ? (view.map as Record<string, unknown>) : null;
  if (view.gallery !== true && !map) return { buckets: [], answers: [] };
  const buckets = Array.isArray(view.buckets) ? view.buckets.filter((b): b is string => typeof b === 'string') : [];
  const props = [view.titleProp, view.imageProp, ...mapAnswerSettings.map((name) => map?.[name])];
  const answers = props.map(answerPath).filter((path): path is [string, string] => path !== null);
  return { buckets, answers };
}

/** Only the listed answers of a response. */
export function pickAnswers(answers: Record<string, Record<string, unknown>>, paths: readonly [string, string][]) {
  const picked: Record<string, Record<string, unknown>> = {};
  for (const [slideId, key] of paths) {
    const slide = Object.hasOwn(answers, slideId) ? answers[slideId] : undefined;
    if (!slide || !Object.hasOwn(slide, key)) continue;
    picked[slideId] = { ...picked[slideId], [key]: slide[key] };
  }
  return picked;
}

/**
 * `GET callout/{id}/responses/map`: public. Only responses in the buckets
 * the call-out publishes, and only when its gallery or map is on; only
 * their number and the answers the gallery and map show. Never a contact,
 * guest details, assignee, tags or comments.
 */
export const responseMapRoutes: FastifyPluginAsync<ResponseRouteDeps> = async (app, deps) => {
  const { responses } = deps;
  app.get<{ Params: { id: string }; Querystring: ResponseMapQuery }>(
    '/callout/:id/responses/map',
    {
      schema: {
        summary: "A call-out's published responses for its gallery and map",
        tags: ['responses'],
        params: calloutIdParams,
        querystring: responseMapQuerySchema,
        response: { 200: responseMapListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { limit = 50, offset = 0 } = request.query;
      const { row } = await visibleCallout(request, deps, request.params.id);
      const published = publishedView(row);
      const { rows, total } = await responses.published(row.id, published.buckets, limit, offset);
      const items = rows.map((response) => ({
        number: response.number,
        answers: pickAnswers(response.answers, published.answers),
      }));
      return { items, offset, count: items.length, total };
    },
  );
};
