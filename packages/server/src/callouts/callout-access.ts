import type { FastifyRequest } from 'fastify';
import { viewerOf } from '../kernel/http/viewer.ts';
import { apiError } from '../kernel/http/http-error.ts';
import type { CalloutRepository, CalloutRow } from './callout-repository.ts';
import type { CalloutReviewerRepository } from './callout-reviewer-repository.ts';

/** What the caller may do with one call-out. */
export interface CalloutRights {
  isAdmin: boolean;
  /** Null unless the caller reviews this call-out. */
  reviewer: { canEdit: boolean } | null;
}

export interface CalloutAccessDeps {
  callouts: CalloutRepository;
  reviewers: CalloutReviewerRepository;
  now: () => Date;
}

export async function rightsOn(request: FastifyRequest, reviewers: CalloutReviewerRepository, calloutId: string) {
  const { isAdmin, contactId } = viewerOf(request);
  const reviewer = contactId ? await reviewers.rightsOf(calloutId, contactId) : null;
  return { isAdmin, reviewer } satisfies CalloutRights;
}

/** Open and ended call-outs are public (hidden ones too, by id or slug); drafts and scheduled ones are not. */
export function isPublished(row: CalloutRow, now: Date): boolean {
  return row.starts !== null && row.starts.getTime() <= now.getTime();
}

/**
 * The call-out `idOrSlug` names, if the caller may see it: admins and its
 * reviewers always, anyone else once it has opened. Otherwise the same 404
 * as for a call-out that does not exist (docs/product/api.md, "Errors").
 * `recent`: the row may be up to a second old (`findRecent`), for the submission path only.
 */
export async function visibleCallout(
  request: FastifyRequest,
  { callouts, reviewers, now }: CalloutAccessDeps,
  idOrSlug: string,
  { recent = false } = {},
): Promise<{ row: CalloutRow; rights: CalloutRights }> {
  const row = recent ? await callouts.findRecent(idOrSlug) : await callouts.find(idOrSlug);
  if (!row) throw apiError('not-found');
  const rights = await rightsOn(request, reviewers, row.id);
  if (!rights.isAdmin && !rights.reviewer && !isPublished(row, now())) throw apiError('not-found');
  return { row, rights };
}
