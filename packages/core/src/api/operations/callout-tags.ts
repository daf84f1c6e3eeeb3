import {
  calloutTagCreateSchema,
  calloutTagListSchema,
  calloutTagPatchSchema,
  calloutTagSchema,
} from '../../schemas/callout-tag.ts';
import { calloutIdParams, idParams, noContent } from '../../schemas/params.ts';
import { defineOperations } from '../operation.ts';

const tagParams = idParams('id', 'tagId');

/** `callout/{id}/tags`: admins and the call-out's reviewers (with or without canEdit). */
export const calloutTagOperations = defineOperations({
  'GET /callout/{id}/tags': {
    id: 'listCalloutTags',
    summary: "A call-out's response tags, by name",
    tag: 'callout',
    access: 'reviewer',
    params: calloutIdParams,
    response: { 200: calloutTagListSchema },
  },
  'POST /callout/{id}/tags': {
    id: 'createCalloutTag',
    summary: 'Add a response tag',
    tag: 'callout',
    access: 'reviewer',
    params: calloutIdParams,
    body: calloutTagCreateSchema,
    response: { 200: calloutTagSchema },
  },
  'PATCH /callout/{id}/tags/{tagId}': {
    id: 'updateCalloutTag',
    summary: 'Rename or describe a response tag',
    tag: 'callout',
    access: 'reviewer',
    params: tagParams,
    body: calloutTagPatchSchema,
    response: { 200: calloutTagSchema },
  },
  'DELETE /callout/{id}/tags/{tagId}': {
    id: 'deleteCalloutTag',
    summary: 'Delete a response tag',
    tag: 'callout',
    access: 'reviewer',
    params: tagParams,
    response: { 204: noContent },
  },
});
