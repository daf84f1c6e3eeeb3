/**
 * For the gallery's and map's browser tests only: a `fetch` answering the
 * two requests the elements make as the server would (held to the contract
 * table by @masthead/client/testing), recording each path asked for.
 */
import { fakeApi, makeCallout, type Answer } from '@masthead/client/testing';
import type { Callout } from '@masthead/core';

export const testApi = 'https://news.test';

export function testCallout(view: Record<string, unknown> | null = {}): Callout {
  return {
    ...makeCallout(),
    id: '0b6a3c52-1111-4222-8333-944455556666',
    slug: 'bridges',
    title: 'Name the new bridge',
    status: 'open',
    access: 'guest',
    captcha: 'none',
    formSchema: {
      slides: [
        {
          id: 'vote',
          components: [
            { type: 'textfield', key: 'reason', label: 'Why this name?', input: true },
            { type: 'file', key: 'photo', label: 'A photo', input: true },
            { type: 'address', key: 'spot', label: 'Where do you cross the river?', input: true },
          ],
        },
      ],
    },
    responseViewSchema:
      view === null
        ? null
        : {
            buckets: ['verified'],
            titleProp: 'answers.vote.reason',
            imageProp: 'answers.vote.photo',
            links: [],
            gallery: true,
            map: {
              center: [-0.1, 51.5],
              initialZoom: 13,
              addressProp: 'answers.vote.spot',
              style: 'https://maps.example.org/style.json',
            },
            ...view,
          },
  };
}

/** Response `n` as the map endpoint gives it; every third has no coordinates, every second no photo. */
export function testResponse(n: number) {
  const vote: Record<string, unknown> = {
    reason: `Reason ${n}`,
    spot:
      n % 3 === 0
        ? { formatted_address: `Street ${n}` }
        : { formatted_address: `Street ${n}`, geometry: { location: { lat: 51.5 + n / 1000, lng: -0.1 + n / 1000 } } },
  };
  if (n % 2 === 1) vote.photo = [{ url: `https://news.test/uploads/${n}.png`, path: `${n}.png` }];
  return { number: n, answers: { vote } };
}

/** The fake API: its `fetch` goes to the elements through `WidgetApiProvider`. */
export function fakeCalloutApi({
  callout = testCallout() as unknown,
  responses = [] as unknown[],
  calloutAnswer,
  responsesAnswer,
}: {
  callout?: unknown;
  responses?: unknown[];
  calloutAnswer?: () => Answer;
  responsesAnswer?: (offset: number) => Answer | undefined;
} = {}) {
  const calls: string[] = [];
  /** The widgets' error reports (`widget-errors.ts`), kept apart from the gallery's own calls. */
  const reports: unknown[] = [];
  const api = fakeApi((call) => {
    if (call.operation === 'POST /client-errors') {
      reports.push(call.body);
      return { status: 204, body: null };
    }
    calls.push(call.path);
    const url = new URL(call.path, 'https://api.test/');
    const path = url.pathname.slice(1);
    if (path === 'callout/bridges') return calloutAnswer?.() ?? { status: 200, body: callout };
    if (path !== `callout/${testCallout().id}/responses/map`) return undefined;
    const limit = Number(url.searchParams.get('limit') ?? 50);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const items = responses.slice(offset, offset + limit);
    return (
      responsesAnswer?.(offset) ?? {
        status: 200,
        body: { items, offset, count: items.length, total: responses.length },
      }
    );
  });
  return { calls, reports, fetch: api.fetch };
}

/**
 * For the tests of an element as the embed script defines it, which asks the
 * page's own `fetch` like any script on a newsroom's page: the fake stands in
 * for it until the returned function puts the page's back.
 */
export function asPageFetch(fetch: typeof globalThis.fetch): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = fetch;
  return () => void (globalThis.fetch = original);
}
