import type { ResponseComment } from '@masthead/core';
import type { ContactWithRoles, ResponseCommentRow } from './response-review-repository.ts';
import { serialiseBasicContact } from '../contacts/contact-serialiser.ts';

/** A comment on a response, its author as a basic contact (null once they are gone). */
export function serialiseComment(
  row: ResponseCommentRow,
  contacts: Map<string, ContactWithRoles>,
  now: Date,
): ResponseComment {
  return {
    id: row.id,
    responseId: row.response_id,
    contact: serialiseBasicContact(row.contact_id ? contacts.get(row.contact_id) : undefined, now),
    text: row.text,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
