import type { SessionContact } from '@masthead/client';
import type { Callout, CalloutResponse, CalloutTag, FormSchema } from '@masthead/core';
import type { SentCall } from '@masthead/client/testing';
import { rulesOf } from '../../../admin-kit/admin-page.test-helper.ts';

/**
 * Test data shared by the review screens' browser tests: a reviewer, a call-out with a form,
 * responses (the admins are in admin-kit/admin-contacts.test-helper.ts, `rulesOf` in
 * admin-kit/admin-page.test-helper.ts).
 */
export const reviewerContact: SessionContact = {
  id: '00000000-0000-4000-8000-0000000000b2',
  email: 'rev@example.org',
  firstname: 'Rhea',
  lastname: 'Viewer',
  displayName: 'Rhea Viewer',
  activeRoles: ['member'],
  isReviewer: true,
};

export const form: FormSchema = {
  slides: [
    {
      id: 's1',
      title: 'About you',
      components: [
        { type: 'textfield', key: 'name', label: 'Your name' },
        {
          type: 'radio',
          key: 'happy',
          label: 'Are you happy?',
          values: [
            { label: 'Very much', value: 'yes' },
            { label: 'Not at all', value: 'no' },
          ],
        },
      ],
    },
    {
      id: 's2',
      title: 'Details',
      components: [
        { type: 'checkbox', key: 'agree', label: 'May we quote you?' },
        { type: 'number', key: 'age', label: 'Age' },
      ],
    },
  ],
};

export function calloutFixture(over: Partial<Callout> = {}): Callout {
  return {
    id: '00000000-0000-4000-8000-00000000c001',
    slug: 'flood-stories',
    title: 'Flood stories',
    excerpt: '',
    image: '',
    starts: '2026-11-01T09:00:00.000Z',
    expires: null,
    status: 'open',
    access: 'guest',
    captcha: 'none',
    allowUpdate: false,
    allowMultiple: false,
    hidden: false,
    showOnDashboard: true,
    responseCount: 7,
    formSchema: form as unknown as Callout['formSchema'],
    ...over,
  };
}

export const tags: CalloutTag[] = [
  { id: '00000000-0000-4000-8000-0000000000f1', name: 'Follow up', description: '' },
  { id: '00000000-0000-4000-8000-0000000000f2', name: 'Photo', description: '' },
];

export function responseFixture(number: number, over: Partial<CalloutResponse> = {}): CalloutResponse {
  return {
    id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    number,
    createdAt: `2026-11-0${Math.min(number, 9)}T10:00:00.000Z`,
    updatedAt: `2026-11-0${Math.min(number, 9)}T10:00:00.000Z`,
    bucket: '',
    guestName: `Guest ${number}`,
    guestEmail: `guest${number}@example.org`,
    tags: [],
    assignee: null,
    ...over,
  };
}

/** The bucket a `GET …/responses` call filters on (its top-level `bucket equal` rule). */
export function bucketOf(call: SentCall): string | null {
  const group = rulesOf(call) as { rules?: { field?: string; value?: unknown[] }[] } | null;
  const rule = group?.rules?.find((r) => r.field === 'bucket');
  return rule ? String(rule.value?.[0]) : null;
}

export { axeViolations } from '@masthead/test/browser-setup/axe';
