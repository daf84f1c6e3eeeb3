/** Call-outs and a server for the crowdnewsroom pages' browser tests (test code only). */
import type { Callout } from '@masthead/core';
import { fakeApi, type Answer, type SentCall } from '@masthead/client/testing';
import { axeViolations as sharedAxeViolations } from '@masthead/test/browser-setup/axe';

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
