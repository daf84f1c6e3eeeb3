import { isSafeKey } from '../callouts/validate-form-schema.ts';
import {
  componentOptions,
  formComponents,
  type AnswerableComponent,
  type FormSchema,
} from '../callouts/form-schema.ts';
import type { FieldSpec, FieldTable } from './rule-group.ts';

/** The fields contacts are filtered by (docs/product/api.md, Fields by resource). */
export const contactFields = {
  id: { type: 'contact' },
  firstname: { type: 'text' },
  lastname: { type: 'text' },
  email: { type: 'text' },
  joined: { type: 'date' },
  lastSeen: { type: 'date' },
  membershipStarts: { type: 'date' },
  membershipExpires: { type: 'date' },
  contributionCancelled: { type: 'date', nullable: true },
  contributionType: { type: 'enum', options: ['Automatic', 'Gift', 'Manual', 'None'] },
  contributionMonthlyAmount: { type: 'number' },
  contributionPeriod: { type: 'enum', options: ['monthly', 'annually'] },
  deliveryOptIn: { type: 'boolean' },
  activeMembership: { type: 'boolean' },
  activeUser: { type: 'boolean' },
  isReviewer: { type: 'boolean' },
  newsletterStatus: { type: 'enum', options: ['subscribed', 'unsubscribed', 'cleaned', 'pending', 'none'] },
  newsletterGroups: { type: 'array' },
  tags: { type: 'array' },
  activePermission: { type: 'enum', options: ['member', 'admin', 'superadmin'] },
  manualPaymentSource: { type: 'text', nullable: true },
  /** Masthead: renewals are failing (the grace period runs), as ContributionInfo's `paymentFailing` says. */
  paymentFailing: { type: 'boolean' },
  /** Masthead (attribution): where the contact joined — the article's address and title, the call-out, the campaign. */
  joinPageUrl: { type: 'text', nullable: true },
  joinPageTitle: { type: 'text', nullable: true },
  joinCalloutSlug: { type: 'text', nullable: true },
  joinUtmSource: { type: 'text', nullable: true },
  joinUtmCampaign: { type: 'text', nullable: true },
} as const satisfies FieldTable;

const hasAnswered = /^callouts\.([^.]+)\.hasAnswered$/;

/**
 * The contact fields, plus `callouts.<calloutId>.hasAnswered` (boolean) for
 * any call-out id that is a safe key; whether the call-out exists is the
 * server's question.
 */
export function contactFieldLookup(field: string): FieldSpec | undefined {
  if (Object.hasOwn(contactFields, field)) return contactFields[field as keyof typeof contactFields];
  const match = hasAnswered.exec(field);
  return match && isSafeKey(match[1]) ? { type: 'boolean' } : undefined;
}

/** The fields call-outs are filtered by. */
export const calloutFields = {
  id: { type: 'text' },
  slug: { type: 'text' },
  title: { type: 'text' },
  status: { type: 'enum', options: ['draft', 'scheduled', 'open', 'ended'], operators: ['equal'] },
  answeredBy: { type: 'contact' },
  starts: { type: 'date', nullable: true },
  expires: { type: 'date', nullable: true },
  hidden: { type: 'boolean' },
  canReview: { type: 'boolean' },
} as const satisfies FieldTable;

/** The fields payments are filtered by (docs/product/api.md, Fields by resource: their own); amounts in major units. */
export const paymentFields = {
  id: { type: 'text' },
  amount: { type: 'number' },
  chargeDate: { type: 'date' },
  status: { type: 'enum', options: ['draft', 'pending', 'successful', 'failed', 'cancelled'] },
  contact: { type: 'contact' },
} as const satisfies FieldTable;

/** The fields responses are filtered by, without the answer fields of a form (see `responseFieldsFor`). */
export const calloutResponseFields = {
  id: { type: 'text' },
  calloutId: { type: 'text' },
  contact: { type: 'contact', nullable: true },
  assignee: { type: 'contact', nullable: true },
  createdAt: { type: 'date' },
  updatedAt: { type: 'date' },
  bucket: { type: 'text', nullable: true },
  tags: { type: 'array' },
  answers: { type: 'blob' },
} as const satisfies FieldTable;

/** How an answer is filtered, by component type. Every answer may be missing, so all are nullable. */
export function answerFieldSpec(component: AnswerableComponent): FieldSpec {
  switch (component.type) {
    case 'number':
    case 'currency':
      return { type: 'number', nullable: true };
    case 'datetime':
      return { type: 'date', nullable: true };
    case 'checkbox':
      return { type: 'boolean', nullable: true };
    case 'select':
    case 'radio':
      return { type: 'enum', nullable: true, options: componentOptions(component).map((o) => o.value) };
    case 'selectboxes':
      return { type: 'array', nullable: true, options: componentOptions(component).map((o) => o.value) };
    case 'address':
    case 'file':
      return { type: 'blob', nullable: true };
    default:
      return { type: 'text', nullable: true };
  }
}

/**
 * The answer fields of a form: `answers.<slideId>.<componentKey>`, typed by
 * component type (content and containers take no answer, so have no field).
 * @example answerFields(schema) // {'answers.s1.happy': {type: 'enum', nullable: true, options: ['yes', 'no']}, …}
 */
export function answerFields(schema: FormSchema): FieldTable {
  return Object.fromEntries(
    formComponents(schema).map(({ slideId, component }) => [
      `answers.${slideId}.${component.key}`,
      answerFieldSpec(component),
    ]),
  );
}

/** The response fields of one call-out: the fixed ones and its answer fields. */
export function responseFieldsFor(schema: FormSchema): FieldTable {
  return { ...calloutResponseFields, ...answerFields(schema) };
}
