import { resource } from '@masthead/client';
import type { JoinSource } from '@masthead/core';
import type { WidgetApi } from '../widget-api.tsx';

/**
 * The calls `<join-form>` makes, named here (not in the shared widget API)
 * so that only the join chunk carries them. Settings are read without
 * cookies: anyone may read them, and the answer is the same for everyone.
 */
export function joinCalls(api: WidgetApi) {
  return resource(api.request, {
    settings: 'GET /content/join',
    /** The organisation's "check your email" title and text, read when the form gets there. */
    setup: 'GET /content/join/setup',
    general: 'GET /content/general',
    signup: 'POST /signup',
    check: 'POST /signup/check',
    complete: 'POST /signup/complete',
  });
}

export type JoinCalls = ReturnType<typeof joinCalls>;

/** The query parameter the server adds to `completeUrl` when the reader comes back from the provider. */
export const flowParam = 'paymentFlowId';

/**
 * The addresses `POST signup` asks for: the emails link to the hosted app
 * (`api` is its origin); the reader returns from the provider to `page`,
 * the page the form is on (the article for an embed, /join/complete on
 * the hosted app), without an earlier flow's id.
 * @example signupUrls('https://members.example.org', 'https://news.example.org/story?paymentFlowId=old')
 * // {loginUrl: 'https://members.example.org/auth/login', …, completeUrl: 'https://news.example.org/story'}
 */
export function signupUrls(api: string, page: string) {
  const complete = new URL(page);
  complete.searchParams.delete(flowParam);
  complete.hash = '';
  return {
    loginUrl: `${api}/auth/login`,
    setPasswordUrl: `${api}/auth/set-password`,
    confirmUrl: `${api}/join/confirm-email`,
    completeUrl: complete.href,
  };
}

const utmKeys = ['source', 'medium', 'campaign', 'term', 'content'] as const;
const cut = (text: string, length: number) => text.slice(0, length);
const webAddress = (text: string) => (/^https?:\/\/\S+$/.test(text) ? cut(text, 2048) : undefined);

/**
 * Where the join came from (attribution): the page's address
 * (without a flow id) and title, the referrer, and `utm_*` from its query.
 * Values are cut to the contract's lengths, so a long title never refuses a join.
 */
export function joinSource(page: string, title: string, referrer: string): JoinSource {
  const url = new URL(page);
  const utm: NonNullable<JoinSource['utm']> = {};
  for (const key of utmKeys) {
    const value = url.searchParams.get(`utm_${key}`);
    if (value) utm[key] = cut(value, 200);
  }
  url.searchParams.delete(flowParam);
  const source: JoinSource = { pageTitle: cut(title, 500) };
  const pageUrl = webAddress(url.href);
  const from = webAddress(referrer);
  if (pageUrl) source.pageUrl = pageUrl;
  if (from) source.referrer = from;
  if (Object.keys(utm).length > 0) source.utm = utm;
  return source;
}
