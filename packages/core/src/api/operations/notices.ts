import {
  noticeCreateSchema,
  noticeListQuerySchema,
  noticeListSchema,
  noticePatchSchema,
  noticeSchema,
} from '../../schemas/notice.ts';
import { noContent, uuidParams } from '../../schemas/params.ts';
import { defineOperations } from '../operation.ts';

/** `notice`: messages for members. Anyone logged in reads (members: open ones only); admins write. */
export const noticeOperations = defineOperations({
  'GET /notice': {
    id: 'listNotices',
    summary: 'Notices: all for admins, open ones for everyone else logged in; filtered by `rules`',
    tag: 'notice',
    access: 'member',
    query: noticeListQuerySchema,
    response: { 200: noticeListSchema },
  },
  'POST /notice': {
    id: 'createNotice',
    summary: 'Add a notice',
    tag: 'notice',
    access: 'admin',
    body: noticeCreateSchema,
    response: { 200: noticeSchema },
  },
  'GET /notice/{id}': {
    id: 'getNotice',
    summary: 'A notice: any for admins, an open one for everyone else logged in',
    tag: 'notice',
    access: 'member',
    params: uuidParams,
    response: { 200: noticeSchema },
  },
  'PATCH /notice/{id}': {
    id: 'updateNotice',
    summary: 'Change a notice',
    tag: 'notice',
    access: 'admin',
    params: uuidParams,
    body: noticePatchSchema,
    response: { 200: noticeSchema },
  },
  'DELETE /notice/{id}': {
    id: 'deleteNotice',
    summary: 'Delete a notice',
    tag: 'notice',
    access: 'admin',
    params: uuidParams,
    response: { 204: noContent },
  },
});
