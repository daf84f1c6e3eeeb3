import {
  calloutStatus,
  canonicalJson,
  pruneAnswers,
  splitTagChanges,
  validateAnswers,
  type FieldError,
} from '@masthead/core';
import type { FastifyRequest } from 'fastify';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { isUuid } from '../kernel/ids.ts';
import { apiError } from '../kernel/http/http-error.ts';
import type { CalloutRow } from '../callouts/callout-repository.ts';
import { refuse, type ResponseRow } from './response-review-repository.ts';
import { responseVisibility } from './response-rules.ts';
import { rightsOn } from '../callouts/callout-access.ts';
import { viewerOf } from '../kernel/http/viewer.ts';
import { uploadIdsInAnswers, type OwnFiles, type UploadService } from '../uploads/index.ts';
import { responseSerialiser } from './response-serialiser.ts';
import { calloutIdInRules, responseFilter, type ResponseRouteDeps } from './response-access.ts';

/** The answers a respondent may still change, pruned as at submission; 422 naming each component at fault. */
function revisedAnswers(callout: CalloutRow, answers: unknown, now: Date) {
  const form = callout.form_schema;
  const problems = validateAnswers(form, answers, { now });
  if (problems.length > 0) {
    throw refuse(
      problems.map(({ slideId, key, label, rule, params }) => ({
        field: ['answers', slideId, key].filter(Boolean).join('.'),
        rule,
        params: { label, ...params },
      })),
    );
  }
  return pruneAnswers(form, answers);
}

/**
 * `PATCH callout-responses/{id}` and the bulk `PATCH callout-responses`.
 * Admins and the call-out's reviewers change bucket, tags and assignee;
 * **Masthead**: the respondent may change only their answers, while the
 * call-out is open and allows updates.
 */
export interface ResponseUpdateOptions extends ResponseRouteDeps {
  /** Files in changed answers are kept from the cleanup of unattached uploads. */
  uploads: Pick<UploadService, 'attach'>;
  /** Changed file answers must be this site's uploads; their URLs are rebuilt. */
  ownFiles: OwnFiles;
}

export const responseUpdateRoutes = operationRoutes<ResponseUpdateOptions>((_app, deps) => {
  const { responses, callouts, reviewers, uploads, ownFiles, now } = deps;
  const views = responseSerialiser(deps);

  /** Tag ids that are not tags of the call-out, and an assignee who may not review it, as field errors. */
  const checkReviewChanges = async (
    calloutIds: string[],
    tagIds: string[],
    tagField: (index: number) => string,
    assigneeId: string | null | undefined,
    assigneeField: string,
  ) => {
    const errors: FieldError[] = [];
    if (tagIds.length > 0 && calloutIds.length > 1) {
      // A tag belongs to one call-out, so it cannot go on responses of several.
      errors.push({ field: tagField(-1), rule: 'callout', params: { callouts: calloutIds.length } });
    } else if (tagIds.length > 0 && calloutIds[0]) {
      const foreign = new Set(await responses.foreignTags(calloutIds[0], tagIds));
      tagIds.forEach((id, index) => {
        if (foreign.has(id)) errors.push({ field: tagField(index), rule: 'tag' });
      });
    }
    // A malformed id is refused even when nothing matched: it could not be written.
    if (assigneeId && !isUuid(assigneeId)) errors.push({ field: assigneeField, rule: 'reviewer' });
    else if (assigneeId && calloutIds.length > 0 && !(await responses.mayBeAssigned(assigneeId, calloutIds, now()))) {
      errors.push({ field: assigneeField, rule: 'reviewer' });
    }
    if (errors.length > 0) throw refuse(errors);
  };

  const changeAnswers = async (request: FastifyRequest, row: ResponseRow, callout: CalloutRow, answers: unknown) => {
    const { contactId } = viewerOf(request);
    if (!contactId || row.contact_id !== contactId) throw apiError('forbidden');
    if (calloutStatus({ starts: callout.starts, expires: callout.expires }, now()) !== 'open') {
      throw apiError('callout-closed');
    }
    if (!callout.allow_update) throw apiError('forbidden');
    const revised = revisedAnswers(callout, answers, now());
    // A file answer kept as it was stored passes as it is (demo answers may point elsewhere).
    const stored = (row.answers ?? {}) as Record<string, Record<string, unknown> | undefined>;
    const unchanged = (slideId: string, key: string) =>
      canonicalJson(stored[slideId]?.[key]) === canonicalJson(revised[slideId]?.[key]);
    return ownFiles(callout.form_schema, revised, unchanged);
  };

  return {
    'PATCH /callout-responses/{id}': async (request) => {
      const { id } = request.params;
      const visible = responseVisibility(viewerOf(request), 'read');
      const row = isUuid(id) ? await responses.findWhere(id, visible) : null;
      const callout = row ? await callouts.find(row.callout_id) : null;
      if (!row || !callout) throw apiError('not-found');
      const { bucket, tags, assigneeId, answers } = request.body;
      const rights = await rightsOn(request, reviewers, callout.id);
      const reviewing = rights.isAdmin || rights.reviewer !== null;
      if ((bucket !== undefined || tags !== undefined || assigneeId !== undefined) && !reviewing) {
        throw apiError('forbidden');
      }
      const revised = answers !== undefined ? await changeAnswers(request, row, callout, answers) : undefined;
      await checkReviewChanges([callout.id], tags ?? [], (index) => `tags.${index}`, assigneeId, 'assigneeId');
      const updated = await responses.update(row.id, {
        ...(bucket !== undefined ? { bucket } : {}),
        ...(assigneeId !== undefined ? { assigneeId } : {}),
        ...(tags !== undefined ? { tags } : {}),
        ...(revised !== undefined ? { answers: revised } : {}),
      });
      if (!updated) throw apiError('not-found');
      if (revised) await uploads.attach(uploadIdsInAnswers(callout.form_schema, revised));
      const [view] = await views(viewerOf(request), [updated], ['answers', 'assignee', 'tags']);
      return view;
    },

    'PATCH /callout-responses': async (request) => {
      const viewer = viewerOf(request);
      if (!viewer.isAdmin) {
        const reviewed = viewer.contactId ? await reviewers.calloutIdsOf(viewer.contactId) : new Set();
        if (reviewed.size === 0) throw apiError('forbidden');
      }
      const { rules, updates } = request.body;
      const named = calloutIdInRules(rules);
      const callout = named && isUuid(named) ? await callouts.find(named) : null;
      const where = responseFilter(request, rules, callout ? callout.form_schema : null, 'review', now());
      const tagChanges = splitTagChanges(updates.tags ?? []);
      const affected = await responses.bulkUpdate(
        where,
        {
          ...(updates.bucket !== undefined ? { bucket: updates.bucket } : {}),
          ...(updates.assigneeId !== undefined ? { assigneeId: updates.assigneeId } : {}),
          addTags: tagChanges.add,
          removeTags: tagChanges.remove,
        },
        (calloutIds) =>
          checkReviewChanges(
            calloutIds,
            tagChanges.ids,
            (index) => (index < 0 ? 'updates.tags' : `updates.tags.${index}`),
            updates.assigneeId,
            'updates.assigneeId',
          ),
      );
      return { affected };
    },
  };
});
