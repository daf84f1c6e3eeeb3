import {
  defaultJoinSettings,
  defaultJoinSetup,
  paymentMethods,
  type JoinSettings,
  type JoinSetup,
} from '@masthead/core';
import { fakeApi, listAnswer, makeCallout, type FakeRoute, type SentCall } from '@masthead/client/testing';
import { renderPage } from '../../../testing/render-page.tsx';
import { adminContact } from '../../../admin-kit/admin-contacts.test-helper.ts';
import { MembershipBuilderPage } from './membership-builder-page.tsx';

/** content/join as the server answers it before anyone changed it (the demo provider serves every method). */
export const savedJoin = (): JoinSettings => ({
  ...structuredClone(defaultJoinSettings),
  paymentMethods: [...paymentMethods],
  stripePublicKey: null,
  currency: 'EUR',
  returnOrigins: ['http://localhost:3000'],
});

/** Two call-outs a survey may be: one open, one ended. */
export const surveyCallouts = [
  makeCallout(),
  makeCallout({
    id: '0c0ffee0-0000-4000-8000-000000000002',
    slug: 'name-the-new-bridge',
    title: 'Name the new bridge',
    status: 'ended',
  }),
];

/**
 * content/join and content/join/setup as the server keeps them: a PATCH
 * merges and answers the whole section; `route` answers first (a refusal).
 */
export function builderServer(route?: FakeRoute) {
  let join = savedJoin();
  let setup: JoinSetup = structuredClone(defaultJoinSetup);
  const api = fakeApi(async (call) => {
    const first = await route?.(call);
    if (first) return first;
    switch (call.operation) {
      case 'GET /content/join':
        return { status: 200, body: join };
      case 'PATCH /content/join':
        join = { ...join, ...(call.body as Partial<JoinSettings>) };
        return { status: 200, body: join };
      case 'GET /content/join/setup':
        return { status: 200, body: setup };
      case 'PATCH /content/join/setup':
        setup = { ...setup, ...(call.body as Partial<JoinSetup>) };
        return { status: 200, body: setup };
      case 'GET /callout':
        return listAnswer(surveyCallouts);
      default:
        return undefined;
    }
  });
  return { ...api, patches: () => api.calls.filter((c: SentCall) => c.method === 'PATCH') };
}

/** Opens a tab of the builder as an admin ('' is the join form). */
export function openBuilder(api: ReturnType<typeof builderServer>, tab: '' | 'intro' | 'email' | 'confirmation') {
  const path = tab ? `/admin/membership-builder/${tab}` : '/admin/membership-builder';
  return renderPage(MembershipBuilderPage, { url: path, route: path, fetch: api.fetch, contact: adminContact });
}

/** Types into a field as a person does (React hears the input event). */
export function typeText(field: HTMLElement, value: string) {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
