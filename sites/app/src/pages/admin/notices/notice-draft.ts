import type { FieldError, Notice, NoticeCreate } from '@masthead/core';
import { fromLocalInput, toLocalInput } from '../../../admin-kit/dates.ts';

/** The notice form as typed; `starts` and `expires` are `datetime-local` values in the admin's time zone. */
export interface NoticeDraft {
  name: string;
  text: string;
  buttonText: string;
  url: string;
  starts: string;
  expires: string;
}
export type NoticeField = keyof NoticeDraft;

/** The contract's limits (core's `noticeCreateSchema`), checked before sending. */
export const noticeLimits = { name: 200, text: 20_000, buttonText: 100, url: 2048 } as const;

export const emptyNoticeDraft: NoticeDraft = { name: '', text: '', buttonText: '', url: '', starts: '', expires: '' };

/** A saved notice as the form edits it. */
export function draftFromNotice(notice: Notice): NoticeDraft {
  return {
    name: notice.name,
    text: notice.text,
    buttonText: notice.buttonText,
    url: notice.url,
    starts: toLocalInput(notice.starts),
    expires: toLocalInput(notice.expires),
  };
}

/**
 * `http://` or `https://` and a host (the scheme in any case, sent in lower case), or a page of
 * this site (`/join`), as the server's notice schema allows.
 */
const webAddress = /^(\/|\/[^/\s]\S*|https?:\/\/[^\s/]+\S*)$/i;

/** The address as sent: trimmed, its scheme in lower case; '' for none. */
export const normaliseUrl = (url: string): string =>
  url.trim().replace(/^https?(?=:\/\/)/i, (scheme) => scheme.toLowerCase());

function tooLong(field: NoticeField, value: string, errors: FieldError[]) {
  const limit = noticeLimits[field as keyof typeof noticeLimits];
  if (limit !== undefined && value.length > limit) errors.push({ field, rule: 'maxLength', params: { limit } });
}

/**
 * Checks a draft by the server's rules and answers the body to send, or
 * the broken rules named as a 422 names them (so one set of texts serves
 * both). A button needs both its text and its address; the address is an
 * http(s) one or a path on this site; a notice ends after it starts.
 * @example checkNoticeDraft({...emptyNoticeDraft, name: 'Appeal', url: 'example.org'}) // {ok: false, errors: [{field: 'url', rule: 'pattern'}, …]}
 */
export function checkNoticeDraft(
  draft: NoticeDraft,
): { ok: true; body: Required<NoticeCreate> } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const name = draft.name.trim();
  const buttonText = draft.buttonText.trim();
  const url = normaliseUrl(draft.url);
  if (name === '') errors.push({ field: 'name', rule: 'required' });
  tooLong('name', name, errors);
  tooLong('text', draft.text, errors);
  if (buttonText === '' && url !== '') errors.push({ field: 'buttonText', rule: 'required' });
  tooLong('buttonText', buttonText, errors);
  if (url !== '' && !webAddress.test(url)) errors.push({ field: 'url', rule: 'pattern' });
  else if (url === '' && buttonText !== '') errors.push({ field: 'url', rule: 'required' });
  tooLong('url', url, errors);
  const starts = fromLocalInput(draft.starts);
  const expires = fromLocalInput(draft.expires);
  if (draft.starts !== '' && starts === null) errors.push({ field: 'starts', rule: 'format' });
  if (draft.expires !== '' && expires === null) errors.push({ field: 'expires', rule: 'format' });
  if (starts && expires && Date.parse(expires) <= Date.parse(starts)) {
    errors.push({ field: 'expires', rule: 'after-start' });
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, body: { name, text: draft.text, buttonText, url, starts, expires } };
}
