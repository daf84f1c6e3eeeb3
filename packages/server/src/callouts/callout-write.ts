import { canChangeSlug, type CalloutCreate, type CalloutVariantInput, type CalloutWith } from '@masthead/core';
import type { FastifyRequest } from 'fastify';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { emptyBodyAsObject } from '../kernel/http/empty-body.ts';
import { apiError } from '../kernel/http/http-error.ts';
import type { CalloutRow } from './callout-repository.ts';
import { contentSections, type ContentRepository } from '../content/content-repository.ts';
import { isPublished, visibleCallout, type CalloutAccessDeps } from './callout-access.ts';
import { nextCalloutDates, type NextDates } from './callout-dates.ts';
import {
  checkFormSchema,
  checkImageFilter,
  checkNewsletter,
  replicaBody,
  settingsChanges,
  variantValues,
} from './callout-input.ts';
import { calloutViews } from './callout-read.ts';

export interface CalloutWriteOptions extends CalloutAccessDeps {
  content: ContentRepository;
}

/** Of the join form's setup, only the survey's two fields matter here. */
const joinSurveyDefaults = { surveySlug: null as string | null, surveyRequired: false };

const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

const datesRefused = (dates: Extract<NextDates, { ok: false }>) =>
  apiError('validation', [{ field: dates.field, rule: dates.refusal }]);

const fullWith: { with: CalloutWith[] } = { with: ['form', 'responseViewSchema', 'variants'] };

/**
 * `POST callout` (admin; `?fromId=` replicates), `PATCH callout/{id}`
 * (admin, or a reviewer with canEdit) and `DELETE callout/{id}` (admin).
 * Status changes arrive as new `starts`/`expires` and are judged by core's
 * call-out actions; the required join survey cannot be ended, unpublished
 * or scheduled, nor deleted.
 */
export const calloutWriteRoutes = operationRoutes<CalloutWriteOptions>((app, deps) => {
  const { callouts, content, now } = deps;
  const views = calloutViews(deps);
  const fullView = async (request: FastifyRequest, row: CalloutRow) => (await views(request, [row], fullWith))[0];
  const isRequiredJoinSurvey = async (row: CalloutRow) => {
    const setup = await content.get(contentSections.joinSetup, joinSurveyDefaults);
    return setup.surveyRequired === true && setup.surveySlug === row.slug;
  };

  // `POST callout?fromId=` may come without a body.
  app.addHook('preValidation', emptyBodyAsObject);

  /** `?fromId=`: a copy of that call-out, overridden by what was sent. Without it the texts are required. */
  async function withReplica(fromId: string | undefined, sent: CalloutCreate) {
    const source = fromId === undefined ? null : await callouts.find(fromId);
    if (fromId !== undefined && !source) throw apiError('not-found');
    const body = source
      ? { ...replicaBody(source, (await callouts.variants([source.id])).get(source.id) ?? []), ...sent }
      : sent;
    const { variants } = body;
    if (!variants)
      throw apiError('validation', [{ field: 'variants', rule: 'required', params: { missingProperty: 'variants' } }]);
    return { ...body, variants };
  }

  return {
    'POST /callout': async (request) => {
      const body = await withReplica(request.query.fromId, request.body);
      checkFormSchema(body.formSchema);
      checkImageFilter(body.responseViewSchema, body.formSchema);
      checkNewsletter(body.access ?? 'guest', body.newsletterSchema);
      const requested = { starts: toDate(body.starts), expires: toDate(body.expires) };
      const dates = nextCalloutDates({ starts: null, expires: null }, requested, now(), false);
      if (!dates.ok) throw datesRefused(dates);
      const row = await callouts.create({
        values: { ...settingsChanges(body), starts: dates.starts, expires: dates.expires },
        slug: body.slug ?? null,
        // json-schema-to-ts types additional properties beside a named one (`default`) as unknown;
        // the schema checked each against calloutVariantSchema.
        variants: Object.fromEntries(
          (Object.entries(body.variants) as [string, CalloutVariantInput][]).map(([name, texts]) => [
            name,
            variantValues(texts),
          ]),
        ),
      });
      return fullView(request, row);
    },

    'PATCH /callout/{id}': async (request) => {
      const { row, rights } = await visibleCallout(request, deps, request.params.id);
      if (!rights.isAdmin && !rights.reviewer?.canEdit) throw apiError('forbidden');
      const { body } = request;
      const time = now();
      checkFormSchema(body.formSchema);
      checkImageFilter(body.responseViewSchema, body.formSchema ?? row.form_schema);
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

    'DELETE /callout/{id}': async (request, reply) => {
      const row = await callouts.find(request.params.id);
      if (!row) throw apiError('not-found');
      // Deleting the required join survey would break the join flow: change the join settings first.
      if (await isRequiredJoinSurvey(row)) throw apiError('conflict');
      if (!(await callouts.delete(row.id))) throw apiError('not-found');
      return reply.code(204).send(null);
    },
  };
});
