import {
  calloutCreateQuerySchema,
  calloutCreateSchema,
  calloutPatchSchema,
  calloutSchema,
  canChangeSlug,
  type CalloutCreate,
  type CalloutPatch,
  type CalloutVariantInput,
  type CalloutWith,
} from '@masthead/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireLogin, requireRole } from '../../plugins/auth-context.ts';
import { apiError } from '../../plugins/http-error.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import type { CalloutRow } from '../../repositories/callout-repository.ts';
import type { ContentRepository } from '../../repositories/content-repository.ts';
import { calloutIdParams, isPublished, visibleCallout, type CalloutAccessDeps } from './callout-access.ts';
import { nextCalloutDates, type NextDates } from './callout-dates.ts';
import { checkFormSchema, checkNewsletter, replicaBody, settingsChanges, variantValues } from './callout-input.ts';
import { calloutViews } from './callout-read.ts';

export interface CalloutWriteOptions extends CalloutAccessDeps {
  content: ContentRepository;
}

/** `content/join/setup` names the join survey; only these two fields matter here. */
export const joinSetupSection = 'join/setup';
const joinSurveyDefaults = { surveySlug: null as string | null, surveyRequired: false };

const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

const datesRefused = (dates: Extract<NextDates, { ok: false }>) =>
  apiError('validation', [{ field: dates.field, rule: dates.refusal }]);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fullWith: { with: CalloutWith[] } = { with: ['form', 'responseViewSchema', 'variants'] };

/**
 * `POST callout` (admin; `?fromId=` replicates), `PATCH callout/{id}`
 * (admin, or a reviewer with canEdit) and `DELETE callout/{id}` (admin).
 * Status changes arrive as new `starts`/`expires` and are judged by core's
 * call-out actions; the required join survey cannot be ended, unpublished
 * or scheduled, nor deleted.
 */
export const calloutWriteRoutes: FastifyPluginAsync<CalloutWriteOptions> = async (app, deps) => {
  const { callouts, content, now } = deps;
  const views = calloutViews(deps);
  const fullView = async (request: FastifyRequest, row: CalloutRow) => (await views(request, [row], fullWith))[0];
  const isRequiredJoinSurvey = async (row: CalloutRow) => {
    const setup = await content.get(joinSetupSection, joinSurveyDefaults);
    return setup.surveyRequired === true && setup.surveySlug === row.slug;
  };

  /** For `?fromId=`: the body becomes a copy of that call-out, overridden by what was sent. */
  async function replicate(request: FastifyRequest): Promise<void> {
    const { fromId } = request.query as { fromId?: unknown };
    if (typeof fromId !== 'string') return;
    const source = await callouts.find(fromId);
    if (!source) throw apiError('not-found');
    const variants = (await callouts.variants([source.id])).get(source.id) ?? [];
    const sent = isPlainObject(request.body) ? request.body : {};
    request.body = { ...replicaBody(source, variants), ...sent };
  }

  app.post<{ Querystring: { fromId?: string }; Body: CalloutCreate }>(
    '/callout',
    {
      preValidation: [requireRole('admin'), replicate],
      schema: {
        summary: 'Create a call-out, or with `fromId` a draft copy of one',
        tags: ['callout'],
        querystring: calloutCreateQuerySchema,
        body: calloutCreateSchema,
        response: { 200: calloutSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { body } = request;
      checkFormSchema(body.formSchema);
      checkNewsletter(body.access ?? 'guest', body.newsletterSchema);
      const requested = { starts: toDate(body.starts), expires: toDate(body.expires) };
      const dates = nextCalloutDates({ starts: null, expires: null }, requested, now(), false);
      if (!dates.ok) throw datesRefused(dates);
      const row = await callouts.create({
        values: { ...settingsChanges(body), starts: dates.starts, expires: dates.expires },
        slug: body.slug ?? null,
        variants: Object.fromEntries(
          (Object.entries(body.variants) as [string, CalloutVariantInput][]).map(([name, texts]) => [
            name,
            variantValues(texts),
          ]),
        ),
      });
      return fullView(request, row);
    },
  );

  app.patch<{ Params: { id: string }; Body: CalloutPatch }>(
    '/callout/:id',
    {
      preValidation: requireLogin,
      schema: {
        summary: 'Change a call-out: settings, texts, and its status through starts/expires',
        tags: ['callout'],
        params: calloutIdParams,
        body: calloutPatchSchema,
        response: { 200: calloutSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { row, rights } = await visibleCallout(request, deps, request.params.id);
      if (!rights.isAdmin && !rights.reviewer?.canEdit) throw apiError('forbidden');
      const { body } = request;
      const time = now();
      checkFormSchema(body.formSchema);
      checkNewsletter(
        body.access ?? row.access,
        body.newsletterSchema !== undefined ? body.newsletterSchema : row.newsletter_schema,
      );
      if (body.variants?.default === null) {
        throw apiError('validation', [{ field: 'variants.default', rule: 'required' }]);
      }
      const changes = settingsChanges(body);
      // Unpublishing clears `starts`; the first opening is kept so the slug stays locked.
      const openedAt = row.opened_at ?? (isPublished(row, time) ? row.starts : null);
      if (openedAt && !row.opened_at) changes.opened_at = openedAt;
      if (body.slug !== undefined && body.slug !== row.slug) {
        if (!canChangeSlug({ starts: row.starts, openedAt }, time)) {
          throw apiError('validation', [{ field: 'slug', rule: 'locked' }]);
        }
        changes.slug = body.slug;
      }
      if (body.starts !== undefined || body.expires !== undefined) {
        const requested = { starts: toDate(body.starts), expires: toDate(body.expires) };
        const current = { starts: row.starts, expires: row.expires };
        const dates = nextCalloutDates(current, requested, time, await isRequiredJoinSurvey(row));
        if (!dates.ok) throw datesRefused(dates);
        changes.starts = dates.starts;
        changes.expires = dates.expires;
      }
      const variants = Object.fromEntries(
        Object.entries(body.variants ?? {}).map(([name, texts]) => [name, texts ? variantValues(texts) : null]),
      );
      const updated = await callouts.update(row.id, changes, variants);
      if (!updated) throw apiError('not-found');
      return fullView(request, updated);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/callout/:id',
    {
      preValidation: requireRole('admin'),
      schema: {
        summary: 'Delete a call-out with its texts, reviewers and tags',
        tags: ['callout'],
        params: calloutIdParams,
        response: { 204: { type: 'null' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await callouts.find(request.params.id);
      if (!row) throw apiError('not-found');
      // Deleting the required join survey would break the join flow: change the join settings first.
      if (await isRequiredJoinSurvey(row)) throw apiError('conflict');
      if (!(await callouts.delete(row.id))) throw apiError('not-found');
      return reply.code(204).send();
    },
  );
};
