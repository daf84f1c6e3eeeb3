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
import type { ApiClient, Query } from './api-client.ts';

/** A page of a list (API.md "Lists"). */
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
const path = (id: string) => encodeURIComponent(id);

/** The rule a bucket is filtered by (`''` is the inbox). */
export const bucketRule = (bucket: ResponseBucket): Rule => ({ field: 'bucket', operator: 'equal', value: [bucket] });

/**
 * The admin side of call-outs: listing, responses, comments, tags and
 * reviewers, as API.md describes each call. Every method is one request.
 * @example const callouts = adminCallouts(api); const page = await callouts.list({status: 'open'});
 */
export function adminCallouts(api: ApiClient) {
  return {
    /** `GET callout`, newest first, filtered by status and title. */
    list(query: AdminCalloutQuery = {}): Promise<AdminListPage<Callout>> {
      const rules: Rule[] = [];
      if (query.status) rules.push({ field: 'status', operator: 'equal', value: [query.status] });
      const search = query.search?.trim();
      if (search) rules.push({ field: 'title', operator: 'contains', value: [search] });
      if (query.reviewableOnly) rules.push({ field: 'canReview', operator: 'equal', value: [true] });
      return api.get('callout', { rules: json(and(rules)), limit: query.limit, offset: query.offset });
    },

    /** `GET callout/{id}` with its form (for the answers) unless told otherwise. */
    get(id: string, parts: readonly ('form' | 'responseViewSchema')[] = ['form']): Promise<Callout> {
      return api.get(`callout/${path(id)}`, { with: parts });
    },

    /** `GET callout/{id}/responses`. */
    responses(calloutId: string, query: ResponsePageQuery = {}): Promise<AdminListPage<CalloutResponse>> {
      const q: Query = {
        rules: json(query.rules),
        limit: query.limit,
        offset: query.offset,
        sort: query.sort,
        order: query.order,
        with: query.with,
      };
      return api.get(`callout/${path(calloutId)}/responses`, q);
    },

    /** How many responses sit in a bucket: the `total` of a one-item page. */
    async bucketCount(calloutId: string, bucket: ResponseBucket): Promise<number> {
      const page = await this.responses(calloutId, { rules: and([bucketRule(bucket)]), limit: 1 });
      return page.total;
    },

    /** `GET callout-responses/{id}`. */
    response(id: string, parts: readonly ResponseWith[]): Promise<CalloutResponse> {
      return api.get(`callout-responses/${path(id)}`, { with: parts });
    },

    /** `PATCH callout-responses/{id}`: bucket, tags or assignee of one response. */
    updateResponse(id: string, updates: ResponseUpdates): Promise<CalloutResponse> {
      return api.patch(`callout-responses/${path(id)}`, updates);
    },

    /** `PATCH callout-responses {rules, updates}`: every response the rules match; answers how many. */
    bulkUpdate(rules: RuleGroup, updates: ResponseBulkUpdates): Promise<{ affected: number }> {
      return api.patch('callout-responses', { rules, updates });
    },

    /** `GET callout-response-comments` of one response, oldest first. */
    comments(responseId: string): Promise<AdminListPage<ResponseComment>> {
      return api.get('callout-response-comments', { responseId, limit: 100 });
    },
    addComment(responseId: string, text: string): Promise<ResponseComment> {
      return api.post('callout-response-comments', { responseId, text });
    },
    editComment(id: string, text: string): Promise<ResponseComment> {
      return api.patch(`callout-response-comments/${path(id)}`, { text });
    },
    deleteComment(id: string): Promise<void> {
      return api.delete(`callout-response-comments/${path(id)}`);
    },

    /** `callout/{id}/tags`: a bare array, by name. */
    tags(calloutId: string): Promise<CalloutTag[]> {
      return api.get(`callout/${path(calloutId)}/tags`);
    },
    addTag(calloutId: string, name: string): Promise<CalloutTag> {
      return api.post(`callout/${path(calloutId)}/tags`, { name });
    },
    renameTag(calloutId: string, tagId: string, name: string): Promise<CalloutTag> {
      return api.patch(`callout/${path(calloutId)}/tags/${path(tagId)}`, { name });
    },
    deleteTag(calloutId: string, tagId: string): Promise<void> {
      return api.delete(`callout/${path(calloutId)}/tags/${path(tagId)}`);
    },

    /** `callout/{id}/reviewers` (admins): a bare array. */
    reviewers(calloutId: string): Promise<CalloutReviewer[]> {
      return api.get(`callout/${path(calloutId)}/reviewers`);
    },
    addReviewer(calloutId: string, contactId: string, canEdit = false): Promise<CalloutReviewer> {
      return api.post(`callout/${path(calloutId)}/reviewers`, { contactId, canEdit });
    },
    setReviewerCanEdit(calloutId: string, contactId: string, canEdit: boolean): Promise<CalloutReviewer> {
      return api.patch(`callout/${path(calloutId)}/reviewers/${path(contactId)}`, { canEdit });
    },
    removeReviewer(calloutId: string, contactId: string): Promise<void> {
      return api.delete(`callout/${path(calloutId)}/reviewers/${path(contactId)}`);
    },

    /** `GET contact` (admins): up to ten contacts whose name or email contains `text`. */
    searchContacts(text: string): Promise<AdminListPage<Contact>> {
      const value = [text.trim()];
      const rules: RuleGroup = {
        condition: 'OR',
        rules: ['firstname', 'lastname', 'email'].map((field) => ({ field, operator: 'contains', value })),
      };
      return api.get('contact', { rules: JSON.stringify(rules), limit: 10 });
    },
  };
}

export type AdminCalloutsClient = ReturnType<typeof adminCallouts>;

/** Where a call-out's CSV export is downloaded (`GET callout/{id}/responses.csv`), under the API's base URL. */
export function responsesCsvUrl(baseUrl: string, calloutId: string): string {
  return `${baseUrl.replace(/\/$/, '')}/callout/${path(calloutId)}/responses.csv`;
}
