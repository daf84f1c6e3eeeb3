import { calloutStatus, noticeFields, type Notice, type NoticeCreate, type NoticeSort } from '@masthead/core';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { listPage } from '../kernel/db/paginate.ts';
import { apiError } from '../kernel/http/http-error.ts';
import type { NoticeInput, NoticeRepository, NoticeRow } from './notice-repository.ts';
import { sanitizeRichText } from '../kernel/rich-text/sanitize-rich-text.ts';
import { noticeListCondition, noticeVisibility } from './notice-rules.ts';
import { viewerOf } from '../kernel/http/viewer.ts';
import { listOrder, ruleGroupOrThrow } from '../kernel/http/list-query.ts';

export interface NoticeRoutesOptions {
  notices: NoticeRepository;
  now: () => Date;
}

/** The API's Notice (docs/product/entities.md, "Notice"), its status derived from its dates as a call-out's is. */
export function serialiseNotice(row: NoticeRow, now: Date): Notice {
  return {
    id: row.id,
    name: row.name,
    text: row.text,
    buttonText: row.button_text,
    url: row.url,
    starts: row.starts?.toISOString() ?? null,
    expires: row.expires?.toISOString() ?? null,
    status: calloutStatus({ starts: row.starts, expires: row.expires }, now),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The columns a create or change sets; the text sanitised as stored rich text. */
function noticeColumns(body: Partial<NoticeCreate>): Partial<NoticeInput> {
  const date = (value: string | null | undefined) =>
    value === undefined ? undefined : value === null ? null : new Date(value);
  const starts = date(body.starts);
  const expires = date(body.expires);
  return {
    ...(body.name !== undefined ? { name: body.name.trim() } : {}),
    ...(body.text !== undefined ? { text: sanitizeRichText(body.text) } : {}),
    ...(body.buttonText !== undefined ? { button_text: body.buttonText } : {}),
    ...(body.url !== undefined ? { url: body.url } : {}),
    ...(starts !== undefined ? { starts } : {}),
    ...(expires !== undefined ? { expires } : {}),
  };
}

/** A notice ends after it starts: 422 on `expires` otherwise. */
function checkDates(starts: Date | null, expires: Date | null): void {
  if (starts && expires && expires.getTime() <= starts.getTime()) {
    throw apiError('validation', [{ field: 'expires', rule: 'after-start' }]);
  }
}

/**
 * `notice`: admins read and write every notice; anyone else logged in reads
 * the open ones only (a draft, scheduled or ended notice is their 404).
 * The list takes `rules` over the notice fields, AND-ed with what the
 * caller may see.
 */
export const noticeRoutes = operationRoutes<NoticeRoutesOptions>((_app, { notices, now }) => ({
  'GET /notice': async (request) => {
    const time = now();
    const viewer = viewerOf(request);
    const rules = request.query.rules === undefined ? undefined : ruleGroupOrThrow(request.query.rules, noticeFields);
    const where = noticeListCondition(viewer, rules, { now: time, contactId: viewer.contactId });
    const page = listOrder<NoticeSort>(request.query, 'createdAt');
    const { rows, total } = await notices.list({ where, ...page });
    return listPage(
      rows.map((row) => serialiseNotice(row, time)),
      total,
      page.offset,
    );
  },

  'GET /notice/{id}': async (request) => {
    const time = now();
    const row = await notices.find(request.params.id, noticeVisibility(viewerOf(request), time));
    if (!row) throw apiError('not-found');
    return serialiseNotice(row, time);
  },

  'POST /notice': async (request) => {
    const columns = noticeColumns(request.body);
    checkDates(columns.starts ?? null, columns.expires ?? null);
    const row = await notices.create({
      text: '',
      button_text: '',
      url: '',
      starts: null,
      expires: null,
      ...columns,
      name: request.body.name.trim(),
    });
    return serialiseNotice(row, now());
  },

  'PATCH /notice/{id}': async (request) => {
    const current = await notices.find(request.params.id);
    if (!current) throw apiError('not-found');
    const columns = noticeColumns(request.body);
    checkDates(
      columns.starts === undefined ? current.starts : columns.starts,
      columns.expires === undefined ? current.expires : columns.expires,
    );
    const row = await notices.update(current.id, columns);
    if (!row) throw apiError('not-found');
    return serialiseNotice(row, now());
  },

  'DELETE /notice/{id}': async (request, reply) => {
    if (!(await notices.delete(request.params.id))) throw apiError('not-found');
    return reply.code(204).send(null);
  },
}));
