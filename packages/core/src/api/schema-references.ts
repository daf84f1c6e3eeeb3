import { contactSchema } from '../schemas/contact.ts';
import { errorBodySchema } from '../schemas/error-body.ts';

/** Schemas that operations refer to by `$id` (`{$ref: 'Contact#'}`); the server adds each once. */
export const schemaReferences = [errorBodySchema, contactSchema] as const;
