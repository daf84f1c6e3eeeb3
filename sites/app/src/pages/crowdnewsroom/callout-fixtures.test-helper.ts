/** Call-outs and a server for the crowdnewsroom pages' browser tests (test code only). */
import type { Callout, CalloutResponse } from '@masthead/core';
import { fakeApi, type Answer, type SentCall } from '../../testing/fake-api.ts';
import { axeViolations as sharedAxeViolations } from '../../../../../test/browser-setup/axe.ts';

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

const pathOf = (call: SentCall) => call.path.split('?')[0]!;

/**
 * A server that knows `callouts` by id and by slug (404 for others) and
 * takes responses; `extra` answers first.
 */
export function calloutServer(
  callouts: Callout[],
  extra: (call: SentCall) => Answer | undefined | Promise<Answer | undefined> = () => undefined,
) {
  return fakeApi(async (call) => {
    const found = await extra(call);
    if (found) return found;
    const [, resource, id, sub] = /^(callout)\/([^/]+)(?:\/(.+))?$/.exec(pathOf(call)) ?? [];
    const callout = callouts.find(
      (c) => c.id === decodeURIComponent(id ?? '') || c.slug === decodeURIComponent(id ?? ''),
    );
    if (resource !== 'callout' || !callout) return undefined;
    if (call.method === 'GET' && !sub) return { status: 200, body: callout };
    if (call.method === 'POST' && sub === 'responses') return { status: 201, body: { id: 'new-response' } };
    return undefined;
  });
}

/** axe-core's violations; `region` is off: the test mounts a page without the app's layout and its landmarks. */
export const axeViolations = () => sharedAxeViolations(document.body, { region: false });
