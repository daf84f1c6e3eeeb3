import { contactListQuerySchema, contactListSchema } from '../../schemas/contact.ts';
import { noContent, uuidParams } from '../../schemas/params.ts';
import {
  segmentCreateSchema,
  segmentListSchema,
  segmentPatchSchema,
  segmentQuerySchema,
  segmentSchema,
} from '../../schemas/segment.ts';
import { defineOperations } from '../operation.ts';

/** `segments`: saved contact searches, each with a live count (admin only, docs/product/api.md). */
export const segmentOperations = defineOperations({
  'GET /segments': {
    id: 'listSegments',
    summary: 'Every segment by `order`, each with its contact count',
    tag: 'contact',
    access: 'admin',
    query: segmentQuerySchema,
    response: { 200: segmentListSchema },
  },
  'POST /segments': {
    id: 'createSegment',
    summary: 'Save a contact search as a segment',
    tag: 'contact',
    access: 'admin',
    body: segmentCreateSchema,
    response: { 200: segmentSchema },
  },
  'GET /segments/{id}': {
    id: 'getSegment',
    summary: 'A segment with its contact count',
    tag: 'contact',
    access: 'admin',
    params: uuidParams,
    query: segmentQuerySchema,
    response: { 200: segmentSchema },
  },
  'PATCH /segments/{id}': {
    id: 'updateSegment',
    summary: 'Change a segment: name, description, rule group, order',
    tag: 'contact',
    access: 'admin',
    params: uuidParams,
    body: segmentPatchSchema,
    response: { 200: segmentSchema },
  },
  'DELETE /segments/{id}': {
    id: 'deleteSegment',
    summary: 'Delete a segment (its contacts stay)',
    tag: 'contact',
    access: 'admin',
    params: uuidParams,
    response: { 204: noContent },
  },
  'GET /segments/{id}/contacts': {
    id: 'listSegmentContacts',
    summary: 'The contacts a segment matches, as `GET contact` lists them (`rules` narrow it further)',
    tag: 'contact',
    access: 'admin',
    params: uuidParams,
    query: contactListQuerySchema,
    response: { 200: contactListSchema },
  },
});
