import {
  contactFieldLookup,
  validateRuleGroup,
  type Callout,
  type Contact,
  type ContactTag,
  type RuleGroup,
  type Segment,
} from '@masthead/core';
import {
  apiError,
  fakeApi,
  listAnswer,
  makeCallout,
  makeContact,
  pathOf,
  queryOf,
  type SentCall,
} from '@masthead/client/testing';

/** Test data and a fake server for the contacts list, tags and add pages. */
export const tagList: ContactTag[] = [
  { id: '00000000-0000-4000-8000-0000000007a1', name: 'Donor', description: '' },
  { id: '00000000-0000-4000-8000-0000000007a2', name: 'Volunteer', description: '' },
];

export const contactsOf = (count: number): Contact[] =>
  Array.from({ length: count }, (_, i) =>
    makeContact({
      id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      email: `reader${i + 1}@example.org`,
      firstname: `Reader`,
      lastname: `${i + 1}`,
      displayName: `Reader ${i + 1}`,
      tags: i === 0 ? [tagList[0]!.id] : [],
    }),
  );

export const donors: Segment = {
  id: '00000000-0000-4000-8000-00000000005e',
  name: 'Donors',
  description: '',
  order: 0,
  ruleGroup: { condition: 'AND', rules: [{ field: 'tags', operator: 'contains', value: [tagList[0]!.id] }] },
  contactCount: 1,
};

/** Two call-outs, newest first as `GET callout` lists them; reader 2 answered the second. */
export const calloutList: Callout[] = [
  makeCallout({ id: '0c0ffee0-0000-4000-8000-0000000000c2', slug: 'rents', title: 'Rents in the city' }),
  makeCallout({ id: '0c0ffee0-0000-4000-8000-0000000000c1', slug: 'buses', title: 'Bus routes' }),
];
const answeredBy: Record<string, string[]> = { [calloutList[1]!.id]: ['reader2@example.org'] };

/**
 * The contacts a list call's `callouts.<id>.hasAnswered` rules let through,
 * as the server would (the fake ignores every other rule).
 */
function answeredFilter(call: SentCall, contacts: Contact[]): Contact[] {
  const rules = queryOf(call).get('rules');
  const group = rules === null ? null : (JSON.parse(rules) as RuleGroup);
  return (group?.rules ?? []).reduce<Contact[]>((kept, rule) => {
    if (!('field' in rule)) return kept;
    const calloutId = /^callouts\.([^.]+)\.hasAnswered$/.exec(rule.field)?.[1];
    if (calloutId === undefined) return kept;
    const answered = answeredBy[calloutId] ?? [];
    const wanted = rule.value?.[0] === true;
    return kept.filter((contact) => answered.includes(contact.email) === wanted);
  }, contacts);
}

/**
 * Whether a contact matches a segment's rules, for the rules the fake knows
 * (email, tags and `hasAnswered`, nested groups); any other rule holds.
 */
function matches(contact: Contact, group: RuleGroup): boolean {
  const holds = (item: RuleGroup['rules'][number]): boolean => {
    if ('condition' in item) return matches(contact, item);
    const value = item.value[0];
    if (item.field === 'email' && typeof value === 'string') {
      if (item.operator === 'contains') return contact.email.includes(value);
      if (item.operator === 'not_contains') return !contact.email.includes(value);
      if (item.operator === 'equal') return contact.email === value;
    }
    if (item.field === 'tags' && typeof value === 'string') {
      if (item.operator === 'contains') return (contact.tags ?? []).includes(value);
      if (item.operator === 'not_contains') return !(contact.tags ?? []).includes(value);
    }
    const calloutId = /^callouts\.([^.]+)\.hasAnswered$/.exec(item.field)?.[1];
    if (calloutId !== undefined) return (answeredBy[calloutId] ?? []).includes(contact.email) === (value === true);
    return true;
  };
  return group.condition === 'AND' ? group.rules.every(holds) : group.rules.some(holds) || group.rules.length === 0;
}

interface Options {
  contacts?: Contact[];
  /** What `total` the list claims (more than the items: a long list). */
  total?: number;
  /** What a bulk PATCH says it changed. */
  affected?: number;
  /** The segments it starts with (Donors). */
  segments?: Segment[];
}

/**
 * Answers the contacts pages' calls as the server would: the list (the page
 * asked for, `total` as given), segments and their contacts, bulk changes,
 * tags (kept by name; a taken name is `duplicate-tag-name`) and new contacts
 * (a known email is `duplicate-email`).
 */
export function contactsServer({ contacts = contactsOf(3), total, affected = 12, ...options }: Options = {}) {
  let tags = structuredClone(tagList);
  let segments: Segment[] = structuredClone(options.segments ?? [donors]);
  const counted = (segment: Segment): Segment => ({
    ...segment,
    contactCount: contacts.filter((c) => matches(c, segment.ruleGroup)).length,
  });
  const sorted = () => tags.sort((a, b) => a.name.localeCompare(b.name));
  const taken = (name: string, id?: string) =>
    tags.some((tag) => tag.id !== id && tag.name.toLowerCase() === name.toLowerCase());
  let next = 1;
  const newId = () => `00000000-0000-4000-8000-${String(900 + next++).padStart(12, '0')}`;

  const server = fakeApi((call: SentCall) => {
    const path = pathOf(call);
    const body = call.body as Record<string, unknown> | undefined;
    const page = () => {
      const offset = Number(queryOf(call).get('offset') ?? 0);
      const kept = answeredFilter(call, contacts);
      return listAnswer(kept, kept === contacts ? (total ?? contacts.length) : kept.length, offset);
    };
    switch (call.operation) {
      case 'GET /contact':
        return page();
      case 'GET /segments/{id}/contacts': {
        const segment = segments.find((s) => path === `segments/${s.id}/contacts`);
        if (!segment) return apiError('not-found');
        const kept = answeredFilter(call, contacts).filter((c) => matches(c, segment.ruleGroup));
        return listAnswer(kept, kept.length, Number(queryOf(call).get('offset') ?? 0));
      }
      case 'GET /segments':
        return { status: 200, body: segments.map(counted) };
      case 'POST /segments': {
        const created: Segment = {
          id: newId(),
          name: String(body?.name),
          description: '',
          order: segments.length,
          ruleGroup: body?.ruleGroup as RuleGroup,
        };
        segments = [...segments, created];
        return { status: 200, body: created };
      }
      case 'PATCH /segments/{id}': {
        const segment = segments.find((s) => path === `segments/${s.id}`);
        if (!segment) return apiError('not-found');
        if (body?.ruleGroup !== undefined && !validateRuleGroup(body.ruleGroup, contactFieldLookup).ok) {
          return apiError('invalid-rule');
        }
        Object.assign(segment, body);
        return { status: 200, body: segment };
      }
      case 'DELETE /segments/{id}':
        segments = segments.filter((s) => path !== `segments/${s.id}`);
        return { status: 204 };
      case 'PATCH /contact':
        return { status: 200, body: { affected } };
      case 'GET /callout':
        return listAnswer(calloutList);
      case 'GET /contact-tags':
        return { status: 200, body: sorted() };
      case 'POST /contact-tags': {
        if (taken(String(body?.name))) return apiError('duplicate-tag-name');
        const tag = { id: newId(), name: String(body?.name), description: '' };
        tags.push(tag);
        return { status: 200, body: tag };
      }
      case 'PATCH /contact-tags/{id}': {
        const id = path.split('/')[1];
        const tag = tags.find((x) => x.id === id);
        if (!tag) return apiError('not-found');
        if (taken(String(body?.name), id)) return apiError('duplicate-tag-name');
        tag.name = String(body?.name);
        return { status: 200, body: tag };
      }
      case 'DELETE /contact-tags/{id}':
        tags = tags.filter((x) => x.id !== path.split('/')[1]);
        return { status: 204 };
      case 'POST /contact': {
        if (contacts.some((c) => c.email === body?.email)) return apiError('duplicate-email');
        const created = makeContact({
          id: newId(),
          email: String(body?.email),
          firstname: String(body?.firstname ?? ''),
          lastname: String(body?.lastname ?? ''),
          displayName: `${String(body?.firstname ?? '')} ${String(body?.lastname ?? '')}`.trim(),
        });
        contacts = [...contacts, created];
        return { status: 200, body: created };
      }
      case 'GET /contact/{id}':
        return { status: 200, body: contacts.find((c) => path.endsWith(c.id)) ?? contacts[0] };
      default:
        return undefined;
    }
  });
  /** The segments the server holds now (its rules, names; counted as `GET segments` counts). */
  return Object.assign(server, { storedSegments: () => segments.map(counted) });
}

/** The rules a recorded call sent, parsed (undefined when it sent none). */
export const rulesOf = (call: SentCall): unknown => {
  const rules = queryOf(call).get('rules');
  return rules === null ? undefined : JSON.parse(rules);
};
