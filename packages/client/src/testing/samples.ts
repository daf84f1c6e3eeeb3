import type { Callout, CalloutResponse, Contact } from '@masthead/core';

// Sample answers that pass the contract table's response schemas: tests
// override what they are about and keep the rest.

/** An open call-out anyone may answer, with a one-slide form and a gallery. */
export function makeCallout(overrides: Partial<Callout> = {}): Callout {
  return {
    id: '0c0ffee0-0000-4000-8000-000000000001',
    slug: 'housing-costs',
    title: 'What do you pay for housing?',
    excerpt: 'Tell us what you pay each month.',
    image: '/uploads/cover.jpg',
    starts: '2026-11-01T00:00:00.000Z',
    expires: '2099-12-31T12:00:00.000Z',
    status: 'open',
    access: 'anonymous',
    captcha: 'none',
    allowUpdate: false,
    allowMultiple: false,
    hidden: false,
    showOnDashboard: true,
    intro: '<p>We are looking into rents in the city.</p>',
    thanksTitle: 'Thanks for telling us',
    thanksText: '<p>We read every answer.</p>',
    thanksRedirect: null,
    shareTitle: null,
    shareDescription: null,
    formSchema: {
      slides: [
        {
          id: 's1',
          title: '',
          navigation: { submitText: 'Send' },
          components: [
            { type: 'textfield', key: 'rent', label: 'Monthly rent', validate: { required: true } },
            {
              type: 'radio',
              key: 'kind',
              label: 'You are',
              values: [
                { label: 'Renting', value: 'rent' },
                { label: 'An owner', value: 'own' },
              ],
            },
          ],
        },
      ],
    },
    newsletterSchema: null,
    responseViewSchema: { buckets: ['verified'], titleProp: '', imageProp: '', links: [], gallery: true, map: null },
    ...overrides,
  };
}

export function makeResponse(callout: Callout, overrides: Partial<CalloutResponse> = {}): CalloutResponse {
  return {
    id: '0e5f0000-0000-4000-8000-000000000001',
    number: 3,
    createdAt: '2026-11-10T09:30:00.000Z',
    updatedAt: '2026-11-10T09:30:00.000Z',
    bucket: '',
    guestName: null,
    guestEmail: null,
    answers: { s1: { rent: '900', kind: 'rent' } },
    callout,
    ...overrides,
  };
}

/** A logged-in member as `GET contact/me` answers. */
export function makeContact(overrides: Partial<Contact> = {}): Contact {
  return {
    id: '0c0a7ac7-0000-4000-8000-000000000001',
    email: 'ada@example.org',
    firstname: 'Ada',
    lastname: 'Reader',
    displayName: 'Ada Reader',
    joined: '2026-01-05T10:00:00.000Z',
    lastSeen: '2026-11-20T08:00:00.000Z',
    contributionAmount: null,
    contributionPeriod: null,
    activeRoles: ['member'],
    ...overrides,
  };
}
