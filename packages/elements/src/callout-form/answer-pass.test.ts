import assert from 'node:assert/strict';
import { test } from 'node:test';
import { answerPassMessage, type AnswerPass } from '@masthead/core';
import { askForPass } from './answer-pass.ts';
import { passHeaders } from './pass-headers.ts';

const apiOrigin = 'https://members.example.org';
const pass: AnswerPass = {
  token: 'secret',
  expires: new Date(Date.now() + 7_200_000).toISOString(),
  calloutId: 'c1',
  reader: { displayName: 'Mina Member', email: 'mina@example.org' },
};

/** A page (an EventTarget with `open`) whose popup stays open until `closed` is set. */
function page(opened: boolean = true) {
  const popup = { closed: false, focus() {} };
  const target = new EventTarget() as EventTarget & { open: Window['open']; location: { origin: string } };
  const urls: string[] = [];
  target.open = ((url: string) => {
    urls.push(url);
    return opened ? popup : null;
  }) as Window['open'];
  target.location = { origin: 'https://news.example' };
  const post = (data: unknown, origin = apiOrigin, source: unknown = popup) =>
    // Node's MessageEvent takes only a MessagePort as its source: the event a browser makes, by hand.
    target.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
  return { view: target as unknown as Window, popup, urls, post };
}

test('the popup asks for this call-out on the hosted site, for the page’s origin, and only its own message counts', async () => {
  const { view, urls, post } = page();
  const waiting = askForPass({ apiOrigin, calloutId: 'c1', lang: 'de', view });
  assert.deepEqual(urls, [`${apiOrigin}/crowdnewsroom/c1/answer-pass?origin=https%3A%2F%2Fnews.example&lang=de`]);
  let result: unknown = 'pending';
  void waiting.then((r) => (result = r));
  post({ type: answerPassMessage, pass }, 'https://evil.example');
  post({ type: answerPassMessage, pass }, apiOrigin, {});
  post({ type: 'something-else', pass });
  post({ type: answerPassMessage, pass: { ...pass, calloutId: 'another' } });
  await new Promise((r) => setTimeout(r, 10));
  assert.equal(result, 'pending', 'other origins, other windows, other messages and other call-outs are ignored');
  post({ type: answerPassMessage, pass });
  assert.deepEqual(await waiting, pass);
});

test('closing the popup answers null; a refused popup answers blocked', async () => {
  const { view, popup } = page();
  const waiting = askForPass({ apiOrigin, calloutId: 'c1', lang: 'en', view });
  popup.closed = true;
  assert.equal(await waiting, null);
  assert.equal(await askForPass({ apiOrigin, calloutId: 'c1', lang: 'en', view: page(false).view }), 'blocked');
});

test('the pass goes in its header, and nothing without one', () => {
  assert.deepEqual(passHeaders(pass), { 'x-answer-pass': 'secret' });
  assert.deepEqual(passHeaders(null), {});
});
