import { hasAdminRole } from '@masthead/core';
import type { RouteDef } from './route-table.ts';

export interface GuardContext {
  /** Active roles of the logged-in contact, or null when logged out. */
  roles: readonly string[] | null;
  isReviewer: boolean;
  newsroomMode: boolean;
  /** The page runs inside a frame (`window.top !== window.self`). */
  framed: boolean;
  /** Path with query, to come back to after login. */
  location: string;
}

export type GuardResult =
  | { kind: 'allow' }
  | { kind: 'frame-refused' }
  | { kind: 'newsroom-refused' }
  | { kind: 'login'; to: string }
  | { kind: 'unauthorized' }
  | { kind: 'redirect'; to: string };

/** Works call-outs in the admin list: an admin, or a reviewer of at least one call-out. */
export const reviewsCallouts = (ctx: Pick<GuardContext, 'roles' | 'isReviewer'>) =>
  !!ctx.roles && (hasAdminRole(ctx.roles) || ctx.isReviewer);

/** docs/product/screens.md, "Guards", in order: frame, newsroom mode, login, role, then home. */
export function guardRoute(route: RouteDef, ctx: GuardContext): GuardResult {
  if (ctx.framed && !route.embeddable) return { kind: 'frame-refused' };
  if (ctx.newsroomMode && route.noNewsroom) return { kind: 'newsroom-refused' };
  if (route.login && !ctx.roles) return { kind: 'login', to: loginUrl(ctx.location) };
  if (route.role === 'admin' && !hasAdminRole(ctx.roles ?? [])) return { kind: 'unauthorized' };
  if (route.home) return { kind: 'redirect', to: homeFor(ctx) };
  return { kind: 'allow' };
}

/**
 * The login page that comes back to `location`, in the page's `?lang=`.
 * @example loginUrl('/profile?lang=de') // '/auth/login?next=%2Fprofile%3Flang%3Dde&lang=de'
 */
export function loginUrl(location: string): string {
  const lang = new URL(location, 'http://app.invalid').searchParams.get('lang');
  return `/auth/login?next=${encodeURIComponent(location)}${lang ? `&lang=${encodeURIComponent(lang)}` : ''}`;
}

/** Where '/' sends a logged-in reader. */
function homeFor(ctx: Pick<GuardContext, 'roles' | 'isReviewer' | 'newsroomMode'>): string {
  if (hasAdminRole(ctx.roles ?? [])) return '/admin';
  if (ctx.newsroomMode && ctx.isReviewer) return '/admin/crowdnewsroom';
  return '/profile';
}
