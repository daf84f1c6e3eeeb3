import {
  mergeFieldsIn,
  secureLinkErrors,
  type EmailTemplateView,
  type EmailTemplateWrite,
  type FieldError,
} from '@masthead/core';

/** What the email tab edits of one email in one locale. */
export interface EmailDraft {
  subject: string;
  body: string;
}

export const emailDraftOf = ({ subject, body }: EmailTemplateView): EmailDraft => ({ subject, body });

/** The email tab's fields by the server's field names. */
export const emailFieldOf = (field: string) => (field === 'subject' || field === 'body' ? field : null);

/**
 * The PUT body when the draft differs from what was loaded (empty when not),
 * with the server's own checks made first: neither text blank, only the
 * email's merge fields, and for a security email (`secureLink`) its link
 * once in the body, standing alone.
 * @example emailPatch({subject: '', body: 'Hi'}, saved, 'de').errors // [{field: 'subject', rule: 'required'}]
 */
export function emailPatch(
  draft: EmailDraft,
  saved: EmailTemplateView,
  locale: string,
  secureLink = false,
): { patch: EmailTemplateWrite | Record<string, never>; errors: FieldError[] } {
  const known = new Set(saved.mergeFields);
  const link = secureLink ? secureLinkErrors(draft) : [];
  const errors = (['subject', 'body'] as const).flatMap((field): FieldError[] =>
    draft[field].trim() === ''
      ? [{ field, rule: 'required' }]
      : [
          ...mergeFieldsIn(draft[field])
            .filter((name) => !known.has(name))
            .map((name) => ({ field, rule: 'merge-field', params: { mergeField: name } })),
          ...link.filter((error) => error.field === field),
        ],
  );
  const changed = draft.subject !== saved.subject || draft.body !== saved.body;
  return { patch: changed ? { locale, ...draft } : {}, errors };
}

/**
 * `text` with `insert` in place of its selection from `start` to `end`, and
 * where the cursor goes after it.
 * @example insertAt('Hello !', 6, 6, '*|NAME|*') // {text: 'Hello *|NAME|*!', cursor: 14}
 */
export function insertAt(text: string, start: number, end: number, insert: string) {
  return { text: text.slice(0, start) + insert + text.slice(end), cursor: start + insert.length };
}
