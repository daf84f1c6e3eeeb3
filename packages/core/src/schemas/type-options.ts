import type { FormSchema } from '../callouts/form-schema.ts';
import type { RuleGroup } from '../rules/rule-group.ts';
import type { ResponseViewSchema } from './callout.ts';
import type { contactSchema } from './contact.ts';
import type { errorBodySchema } from './error-body.ts';

/**
 * Core's own interfaces that some schemas stand for: json-schema-to-ts
 * cannot read a form's recursive components from its JSON schema (which
 * checks only its outline; `validateFormSchema` judges the rest), so such
 * a schema names its type with `typedAs` and reads as that interface.
 */
interface NamedTypes {
  FormSchema: FormSchema;
  'ResponseViewSchema | null': ResponseViewSchema | null;
  /** Checked in full by `validateRuleGroup` against the fields of what it filters (400 `invalid-rule`). */
  RuleGroup: RuleGroup;
}

/**
 * The `$comment` that makes a schema read as one of core's interfaces.
 * @example formSchema: {type: 'object', ...typedAs('FormSchema')}
 */
export const typedAs = <const Name extends keyof NamedTypes>(name: Name) => ({ $comment: name }) as const;

type Deserialize<Name extends keyof NamedTypes> = { pattern: { $comment: Name }; output: NamedTypes[Name] };

/** How core's schemas read as TypeScript: shared schemas (schema-references.ts) are found by `$id`, named types by `typedAs`. */
export interface SchemaTypeOptions {
  references: [typeof errorBodySchema, typeof contactSchema];
  deserialize: [Deserialize<'FormSchema'>, Deserialize<'ResponseViewSchema | null'>, Deserialize<'RuleGroup'>];
}
