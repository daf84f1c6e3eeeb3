/**
 * For the gallery's and map's browser tests only: a `fetch` answering the
 * two requests the elements make as the server would (API.md shapes and
 * error envelope), recording each path asked for.
 */
import { errorBody } from '@masthead/core';

export const testApi = 'https://news.test';

export function testCallout(view: Record<string, unknown> | null = {}) {
  return {
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

type Answer = { status: number; body: unknown };

/** Swaps `globalThis.fetch` for the fake until `restore()`. */
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
  const original = globalThis.fetch;
  const notFound = { status: 404, body: errorBody('not-found') };
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = url.pathname.replace(/^\/api\/1\.0\//, '');
    calls.push(path + url.search);
    let answer: Answer = notFound;
    if (path === 'callout/bridges') answer = calloutAnswer?.() ?? { status: 200, body: callout };
    else if (path === `callout/${testCallout().id}/responses/map`) {
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const items = responses.slice(offset, offset + limit);
      answer = responsesAnswer?.(offset) ?? {
        status: 200,
        body: { items, offset, count: items.length, total: responses.length },
      };
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { calls, restore: () => void (globalThis.fetch = original) };
}
