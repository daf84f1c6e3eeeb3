import type {
  Callout,
  CalloutResponse,
  CalloutReviewer,
  CalloutTag,
  Contact,
  ResponseBucket,
  ResponseComment,
  ResponseWith,
  Rule,
  RuleGroup,
} from '@masthead/core';
import type { ApiClient } from './api-client.ts';

/** A page of a list (docs/product/api.md, Lists). */
export interface AdminListPage<T> {
  items: T[];
  offset: number;
  count: number;
  total: number;
}

export type AdminCalloutStatus = Callout['status'];

export interface AdminCalloutQuery {
  status?: AdminCalloutStatus;
  /** Matched against the title, ignoring case. */
  search?: string;
  /** Only call-outs the caller reviews (`canReview`): what a reviewer who is not an admin works on. */
  reviewableOnly?: boolean;
  limit?: number;
  offset?: number;
}

export interface ResponsePageQuery {
  rules?: RuleGroup;
  limit?: number;
  offset?: number;
  sort?: 'number' | 'createdAt' | 'updatedAt';
  order?: 'ASC' | 'DESC';
  with?: readonly ResponseWith[];
}

/** `PATCH callout-responses` updates: `tags` as `+id` (add) and `-id` (remove). */
export interface ResponseBulkUpdates {
  bucket?: ResponseBucket;
  tags?: string[];
  assigneeId?: string | null;
}

export interface ResponseUpdates {
  bucket?: ResponseBucket;
  /** The whole list of tag ids. */
  tags?: string[];
  assigneeId?: string | null;
}

const and = (rules: Rule[]): RuleGroup => ({ condition: 'AND', rules });
const json = (group: RuleGroup | undefined) => (group && group.rules.length > 0 ? JSON.stringify(group) : undefined);
/** The rule a bucket is filtered by (`''` is the inbox). */
export const bucketRule = (bucket: ResponseBucket): Rule => ({ field: 'bucket', operator: 'equal', value: [bucket] });

/**
 * The admin side of call-outs: listing, responses, comments, tags and
 * reviewers, as the OpenAPI document describes each call (docs/product/api.md,
 * Reference). Every method is one request.
 * @example const callouts = adminCallouts(api); const page = await callouts.list({status: 'open'});
 */
export function adminCallouts(api: ApiClient) {
  return {
    /** `GET callout`, newest first, filtered by status and title, with the caller's rights on each (`with=rights`). */
    list(query: AdminCalloutQuery = {}): Promise<AdminListPage<Callout>> {
      const rules: Rule[] = [];
      if (query.status) rules.push({ field: 'status', operator: 'equal', value: [query.status] });
      const search = query.search?.trim();
      if (search) rules.push({ field: 'title', operator: 'contains', value: [search] });
      if (query.reviewableOnly) rules.push({ field: 'canReview', operator: 'equal', value: [true] });
      return api.callouts.list({
        query: { rules: json(and(rules)), limit: query.limit, offset: query.offset, with: ['rights'] },
      });
    },

    /** `GET callout/{id}` with the caller's rights and its form (for the answers) unless told otherwise. */
    get(id: string, parts: readonly ('form' | 'responseViewSchema')[] = ['form']): Promise<Callout> {
      return api.callouts.get({ params: { id }, query: { with: [...parts, 'rights'] } });
    },

    /** `GET callout/{id}/responses`. */
    responses(calloutId: string, query: ResponsePageQuery = {}): Promise<AdminListPage<CalloutResponse>> {
      const { rules, limit, offset, sort, order } = query;
      return api.responses.listForCallout({
        params: { id: calloutId },
        query: { rules: json(rules), limit, offset, sort, order, with: query.with ? [...query.with] : undefined },
      });
    },

    /** How many responses sit in a bucket: the `total` of a one-item page. */
    async bucketCount(calloutId: string, bucket: ResponseBucket): Promise<number> {
      const page = await this.responses(calloutId, { rules: and([bucketRule(bucket)]), limit: 1 });
      return page.total;
    },

    /** `GET callout-responses/{id}`. */
    response(id: string, parts: readonly ResponseWith[]): Promise<CalloutResponse> {
      return api.responses.get({ params: { id }, query: { with: [...parts] } });
    },

    /** `PATCH callout-responses/{id}`: bucket, tags or assignee of one response. */
    updateResponse(id: string, updates: ResponseUpdates): Promise<CalloutResponse> {
      return api.responses.update({ params: { id }, body: updates });
    },

    /** `PATCH callout-responses {rules, updates}`: every response the rules match; answers how many. */
    bulkUpdate(rules: RuleGroup, updates: ResponseBulkUpdates): Promise<{ affected: number }> {
      return api.responses.bulkUpdate({ body: { rules, updates } });
    },

    /** `GET callout-response-comments` of one response, oldest first. */
    comments(responseId: string): Promise<AdminListPage<ResponseComment>> {
      return api.comments.list({ query: { responseId, limit: 100 } });
    },
    addComment(responseId: string, text: string): Promise<ResponseComment> {
      return api.comments.create({ body: { responseId, text } });
    },
    editComment(id: string, text: string): Promise<ResponseComment> {
      return api.comments.update({ params: { id }, body: { text } });
    },
    deleteComment(id: string): Promise<void> {
      return api.comments.delete({ params: { id } });
    },

    /** `callout/{id}/tags`: a bare array, by name. */
    tags(calloutId: string): Promise<CalloutTag[]> {
      return api.callouts.tags({ params: { id: calloutId } });
    },
    addTag(calloutId: string, name: string): Promise<CalloutTag> {
      return api.callouts.addTag({ params: { id: calloutId }, body: { name } });
    },
    renameTag(calloutId: string, tagId: string, name: string): Promise<CalloutTag> {
      return api.callouts.updateTag({ params: { id: calloutId, tagId }, body: { name } });
    },
    deleteTag(calloutId: string, tagId: string): Promise<void> {
      return api.callouts.deleteTag({ params: { id: calloutId, tagId } });
    },

    /** `callout/{id}/reviewers` (admins): a bare array. */
    reviewers(calloutId: string): Promise<CalloutReviewer[]> {
      return api.callouts.reviewers({ params: { id: calloutId } });
    },
    addReviewer(calloutId: string, contactId: string, canEdit = false): Promise<CalloutReviewer> {
      return api.callouts.addReviewer({ params: { id: calloutId }, body: { contactId, canEdit } });
    },
    setReviewerCanEdit(calloutId: string, contactId: string, canEdit: boolean): Promise<CalloutReviewer> {
      return api.callouts.updateReviewer({ params: { id: calloutId, contactId }, body: { canEdit } });
    },
    removeReviewer(calloutId: string, contactId: string): Promise<void> {
      return api.callouts.removeReviewer({ params: { id: calloutId, contactId } });
    },

    /** `GET contact` (admins): up to ten contacts whose name or email contains `text`. */
    searchContacts(text: string): Promise<AdminListPage<Contact>> {
      const value = [text.trim()];
      const rules: RuleGroup = {
        condition: 'OR',
        rules: ['firstname', 'lastname', 'email'].map((field) => ({ field, operator: 'contains', value })),
      };
      return api.contacts.list({ query: { rules: JSON.stringify(rules), limit: 10 } });
    },
  };
}

export type AdminCalloutsClient = ReturnType<typeof adminCallouts>;
