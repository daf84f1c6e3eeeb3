import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { contactFields, type Callout, type ContactTag, type FieldSpec } from '@masthead/core';
import type { FilterField } from '../../../common/rules/rule-drafts.ts';

type ContactField = keyof typeof contactFields;

const groups = {
  profile: msg`Profile`,
  roles: msg`Roles and membership`,
  contribution: msg`Contribution`,
  tags: msg`Tags`,
  reviewer: msg`Call-outs`,
} as const;

/**
 * The contact fields the builder offers (docs/product/entities.md, "Contact filter field groups"), in the order they
 * are listed.
 */
const offered: [ContactField, MessageDescriptor, keyof typeof groups][] = [
  ['firstname', msg`First name`, 'profile'],
  ['lastname', msg`Last name`, 'profile'],
  ['email', msg`Email`, 'profile'],
  ['joined', msg`Joined`, 'profile'],
  ['lastSeen', msg`Last seen`, 'profile'],
  ['activeUser', msg`Has a password`, 'profile'],
  ['deliveryOptIn', msg`Receives post`, 'profile'],
  ['newsletterStatus', msg`Newsletter status`, 'profile'],
  ['newsletterGroups', msg`Newsletter groups`, 'profile'],
  ['activePermission', msg`Role`, 'roles'],
  ['activeMembership', msg`Active member`, 'roles'],
  ['membershipStarts', msg`Membership starts`, 'roles'],
  ['membershipExpires', msg`Membership expires`, 'roles'],
  ['contributionType', msg`Contribution type`, 'contribution'],
  ['contributionMonthlyAmount', msg`Monthly amount`, 'contribution'],
  ['contributionPeriod', msg`Contribution period`, 'contribution'],
  ['contributionCancelled', msg`Contribution cancelled`, 'contribution'],
  ['paymentFailing', msg`Payment failing`, 'contribution'],
  ['manualPaymentSource', msg`Manual payment source`, 'contribution'],
  ['isReviewer', msg`Call-out reviewer`, 'reviewer'],
];

const optionTexts: Record<string, MessageDescriptor> = {
  Automatic: msg`Automatic`,
  Gift: msg`Gift`,
  Manual: msg`Manual`,
  None: msg`None`,
  monthly: msg`Monthly`,
  annually: msg`Annually`,
  subscribed: msg`Subscribed`,
  unsubscribed: msg`Unsubscribed`,
  cleaned: msg`Cleaned`,
  pending: msg`Pending`,
  none: msg`None`,
  member: msg`Member`,
  admin: msg`Admin`,
  superadmin: msg`Superadmin`,
};

function labelsOf(spec: FieldSpec, i18n: I18n): Record<string, string> | undefined {
  if (spec.type !== 'enum' || !spec.options) return undefined;
  return Object.fromEntries(spec.options.map((o) => [o, optionTexts[o] ? i18n._(optionTexts[o]) : o]));
}

/** A call-out the builder offers "Answered call-out: <title>" for. */
export type AnsweredCallout = Pick<Callout, 'id' | 'title'>;

/**
 * `callouts.<id>.hasAnswered` per call-out, by title (the server takes the
 * id; the title is only the field's name).
 * @example answeredFields([{id: 'c1', title: 'Rents'}], i18n, 'Call-outs')[0]?.label // 'Answered call-out: Rents'
 */
function answeredFields(callouts: readonly AnsweredCallout[], i18n: I18n, group: string): FilterField[] {
  return [...callouts]
    .sort((a, b) => a.title.localeCompare(b.title, i18n.locale))
    .map(({ id, title }) => ({
      field: `callouts.${id}.hasAnswered`,
      label: i18n._(msg`Answered call-out: ${title}`),
      spec: { type: 'boolean' },
      group,
    }));
}

/**
 * What contacts can be filtered by in the rule builder: the contact fields of
 * docs/product/api.md ("Fields by resource") by group, `tags` with the newsroom's tags as its options (by id,
 * named) once there are any, and whether a contact answered each of
 * `callouts`.
 * @example contactFilterFields(tags, i18n).find((f) => f.field === 'tags')?.optionLabels // {t1: 'Donor'}
 */
export function contactFilterFields(
  tags: readonly ContactTag[],
  i18n: I18n,
  callouts: readonly AnsweredCallout[] = [],
): FilterField[] {
  const fields = offered.map(([field, label, group]): FilterField => {
    const spec: FieldSpec = contactFields[field];
    const optionLabels = labelsOf(spec, i18n);
    return {
      field,
      label: i18n._(label),
      spec,
      group: i18n._(groups[group]),
      ...(optionLabels ? { optionLabels } : {}),
    };
  });
  if (tags.length > 0) {
    const tagField: FilterField = {
      field: 'tags',
      label: i18n._(msg`Tag`),
      spec: { type: 'array', options: tags.map((tag) => tag.id) },
      optionLabels: Object.fromEntries(tags.map((tag) => [tag.id, tag.name])),
      group: i18n._(groups.tags),
    };
    fields.splice(
      fields.findIndex((f) => f.field === 'isReviewer'),
      0,
      tagField,
    );
  }
  return [...fields, ...answeredFields(callouts, i18n, i18n._(groups.reviewer))];
}
