import { isStorableDate, unstorableReason } from '@masthead/core';
import { globalPlugin } from './global-plugin.ts';
import { apiError } from './http-error.ts';

/**
 * How deep a request's JSON may nest. A call-out's form schema, the deepest
 * thing Masthead stores, nests a dozen levels; anything deeper is refused
 * (`depth`) rather than walked, stored and read back by every reader.
 */
export const deepestJson = 64;

/** The first string in `value` that no text column can hold, or JSON nested too deep: its dotted path and why. */
export function unstorableText(value: unknown, path = '', depth = 0): { field: string; rule: string } | null {
  if (typeof value === 'string') {
    const reason = unstorableReason(value);
    return reason ? { field: path, rule: reason } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= deepestJson) return { field: path, rule: 'depth' };
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    const found = unstorableText(key, at, depth + 1) ?? unstorableText(inner, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * One rule for every route, decided here and not per field: a NUL or a
 * lone surrogate anywhere in the params, query or body, or a body nested
 * deeper than `deepestJson`, is a 422 naming the field (`nul`,
 * `loneSurrogate`, `depth`), never the 500 PostgreSQL's refusal would give. It runs after the route's access hook and schema, before
 * the handler.
 */
export const textGuard = globalPlugin('text-guard', async (app) => {
  app.addHook('preHandler', async (request) => {
    const found =
      unstorableText(request.params) ?? unstorableText(request.query) ?? unstorableText(request.body ?? null);
    if (found) throw apiError('validation', [found]);
  });
});

const isoDateTime = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

/**
 * ajv's `date-time` format, stricter: RFC 3339 with a real calendar day and
 * a year from 1 to 9999 as written and in UTC (an offset can move it), so
 * every date a schema lets in is one both databases store as given.
 */
interface FormatHost<Self> {
  addFormat(name: string, format: { type: 'string'; validate: (text: string) => boolean }): Self;
}

export function dateTimeFormat<Self extends FormatHost<Self>>(ajv: Self): Self {
  return ajv.addFormat('date-time', {
    type: 'string',
    validate: (text: string) => {
      const parts = isoDateTime.exec(text);
      if (!parts || Number(parts[1]) < 1) return false;
      const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
      const date = new Date(Date.UTC(2000, month - 1, day));
      date.setUTCFullYear(year);
      return (
        date.getUTCMonth() === month - 1 &&
        date.getUTCDate() === day &&
        isStorableDate(new Date(text)) &&
        Number(parts[4]) < 24 &&
        Number(parts[5]) < 60 &&
        Number(parts[6]) < 60
      );
    },
  });
}
