import type { CalloutResponse, ResponseWith } from '@masthead/core';
import type { CalloutRepository } from '../callouts/callout-repository.ts';
import type { CalloutReviewerRepository } from '../callouts/callout-reviewer-repository.ts';
import type { ResponseReviewRepository, ResponseRow } from './response-review-repository.ts';
import type { Viewer } from '../kernel/viewer.ts';
import { serialiseCallout } from '../callouts/callout-serialiser.ts';
import { serialiseComment } from './comment-serialiser.ts';
import { serialiseBasicContact } from '../contacts/contact-serialiser.ts';

export interface ResponseSerialiserDeps {
  responses: ResponseReviewRepository;
  reviewers: CalloutReviewerRepository;
  callouts: CalloutRepository;
  now: () => Date;
}

/**
 * Serialises responses for one caller (the viewer). `answers` and `callout` go to anyone who
 * sees the response; `assignee`, `tags` and `latestComment` only to admins
 * and the call-out's reviewers (a respondent never sees the newsroom's
 * notes on their response); `contact` only to admins (docs/product/api.md,
 * "Who may call what").
 */
export function responseSerialiser({ responses, reviewers, callouts, now }: ResponseSerialiserDeps) {
  /** `variant`: the locale of the call-out texts with `with=callout` (as `GET callout?variant=`). */
  return async (viewer: Viewer, rows: ResponseRow[], withParts: readonly ResponseWith[] = [], variant?: string) => {
    const time = now();
    const wanted = new Set(withParts);
    const reviewed = viewer.isAdmin || !viewer.contactId ? null : await reviewers.calloutIdsOf(viewer.contactId);
    const mayReview = (row: ResponseRow) => viewer.isAdmin || Boolean(reviewed?.has(row.callout_id));
    const reviewable = rows.filter(mayReview).map((row) => row.id);
    const tags = wanted.has('tags') ? await responses.tagsOf(reviewable) : null;
    const latest = wanted.has('latestComment') ? await responses.latestComments(reviewable) : null;
    const contactIds = [
      ...(wanted.has('contact') && viewer.isAdmin ? rows.map((row) => row.contact_id) : []),
      ...(wanted.has('assignee') ? rows.filter(mayReview).map((row) => row.assignee_id) : []),
      ...[...(latest?.values() ?? [])].map((comment) => comment.contact_id),
    ].filter((id): id is string => id !== null);
    const contacts = await responses.contactsById(contactIds);
    const calloutById = new Map<string, CalloutResponse['callout']>();
    if (wanted.has('callout')) {
      const ids = [...new Set(rows.map((row) => row.callout_id))];
      const variants = await callouts.variants(ids);
      for (const id of ids) {
        const row = await callouts.find(id);
        if (row)
          calloutById.set(
            id,
            serialiseCallout(row, { variants: variants.get(id) ?? [], variant, with: [], now: time }),
          );
      }
    }
    return rows.map((row): CalloutResponse => {
      const view: CalloutResponse = {
        id: row.id,
        number: row.number,
        createdAt: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
        bucket: row.bucket,
        guestName: row.guest_name,
        guestEmail: row.guest_email,
      };
      if (wanted.has('answers')) view.answers = row.answers;
      const callout = calloutById.get(row.callout_id);
      if (callout) view.callout = callout;
      if (wanted.has('contact') && viewer.isAdmin) {
        view.contact = serialiseBasicContact(row.contact_id ? contacts.get(row.contact_id) : undefined, time);
      }
      if (!mayReview(row)) return view;
      if (wanted.has('assignee')) {
        view.assignee = serialiseBasicContact(row.assignee_id ? contacts.get(row.assignee_id) : undefined, time);
      }
      if (tags) view.tags = tags.get(row.id) ?? [];
      if (latest) {
        const comment = latest.get(row.id);
        view.latestComment = comment ? serialiseComment(comment, contacts, time) : null;
      }
      return view;
    });
  };
}
