import type { MessageDescriptor } from '@masthead/core';
import { guardRoute, reviewsCallouts, type GuardContext } from '../../routes/guard-route.ts';
import { createRouteMatcher } from '../../routes/match-route.ts';
import { routeTable } from '../../routes/route-table.ts';

/** One link of a menu: where it goes and what it says. */
export interface MenuEntry {
  path: string;
  label: MessageDescriptor;
}

interface EntryDef extends MenuEntry {
  /** Besides the guard: whether the page is of use to this reader (the list of call-outs they review). */
  useful?: (ctx: GuardContext, options: MenuOptions) => boolean;
}

export interface MenuOptions {
  /** content/general `hideContribution`: the contribution pages are not offered. */
  hideContribution: boolean;
}

const labels = {
  dashboard: /*i18n*/ { id: 'menu.dashboard', message: 'Dashboard' },
  callouts: /*i18n*/ { id: 'menu.callouts', message: 'Call-outs' },
  contacts: /*i18n*/ { id: 'menu.contacts', message: 'Contacts' },
  payments: /*i18n*/ { id: 'menu.payments', message: 'Payments' },
  notices: /*i18n*/ { id: 'menu.notices', message: 'Notices' },
  membershipBuilder: /*i18n*/ { id: 'menu.membership-builder', message: 'Membership builder' },
  settings: /*i18n*/ { id: 'menu.settings', message: 'Settings' },
  profile: /*i18n*/ { id: 'menu.profile', message: 'Your profile' },
  account: /*i18n*/ { id: 'menu.account', message: 'Your account' },
  memberCallouts: /*i18n*/ { id: 'menu.member-callouts', message: 'Your call-outs' },
  contribution: /*i18n*/ { id: 'menu.contribution', message: 'Your contribution' },
  uiToolkit: /*i18n*/ { id: 'menu.ui-toolkit', message: 'UI toolkit' },
} satisfies Record<string, MessageDescriptor>;

/** The admin menu of docs/product/screens.md ("Admin menu"), in its order; emails and error reports last. */
const adminEntries: EntryDef[] = [
  { path: '/admin', label: labels.dashboard },
  { path: '/admin/crowdnewsroom', label: labels.callouts, useful: (ctx) => reviewsCallouts(ctx) },
  { path: '/admin/contacts', label: labels.contacts },
  // The payments belong to the contributions a newsroom may hide (content/general `hideContribution`).
  { path: '/admin/payments', label: labels.payments, useful: (_, o) => !o.hideContribution },
  { path: '/admin/notices', label: labels.notices },
  { path: '/admin/membership-builder', label: labels.membershipBuilder },
  { path: '/admin/settings', label: labels.settings },
  { path: '/admin/emails', label: /*i18n*/ { id: 'menu.emails', message: 'Emails' } },
  { path: '/admin/errors', label: /*i18n*/ { id: 'menu.errors', message: 'Error reports' } },
];

/** A member's own pages: their main menu when they have no admin section. */
const memberEntries: EntryDef[] = [
  { path: '/profile', label: labels.profile },
  { path: '/crowdnewsroom', label: labels.memberCallouts },
  { path: '/profile/contribution', label: labels.contribution, useful: (_, o) => !o.hideContribution },
];

/** The user menu: the reader's own pages not already in the main menu, then the rest they may open. */
const userEntries: EntryDef[] = [
  memberEntries[0]!,
  { path: '/profile/account', label: labels.account },
  ...memberEntries.slice(1),
  { path: '/admin/ui-toolkit', label: labels.uiToolkit },
];

const match = createRouteMatcher(routeTable);

const allowed = (ctx: GuardContext, options: MenuOptions) => (entry: EntryDef) => {
  const found = match(entry.path);
  if (!found || guardRoute(found.route, { ...ctx, location: entry.path }).kind !== 'allow') return false;
  return entry.useful?.(ctx, options) ?? true;
};
const plain = ({ path, label }: EntryDef): MenuEntry => ({ path, label });

/**
 * The menus a reader gets: each entry exactly when the guards let this reader
 * open its route (logged out: none). The main menu is the admin one for
 * admins and reviewers, else the member's own pages; the user menu holds the rest.
 *
 * @example menuFor({ roles: ['member'], isReviewer: true, ... }, { hideContribution: false }).main
 *   // [{ path: '/admin/crowdnewsroom', ... }]
 */
export function menuFor(ctx: GuardContext, options: MenuOptions): { main: MenuEntry[]; user: MenuEntry[] } {
  if (!ctx.roles) return { main: [], user: [] };
  const keep = allowed(ctx, options);
  const admin = adminEntries.filter(keep);
  const main = admin.length > 0 ? admin : memberEntries.filter(keep);
  const user = userEntries.filter((e) => keep(e) && !main.includes(e));
  return { main: main.map(plain), user: user.map(plain) };
}

/**
 * Which entry the reader is on or under, as `aria-current` puts it: 'page'
 * on the entry's own path, 'true' inside its section (a contact under Contacts).
 */
export function currentOf(entries: readonly MenuEntry[], pathname: string): Map<string, 'page' | 'true'> {
  const path = pathname.replace(/\/+$/, '') || '/';
  const result = new Map<string, 'page' | 'true'>();
  const exact = entries.find((e) => e.path === path);
  if (exact) return result.set(exact.path, 'page');
  const under = entries.filter((e) => path.startsWith(`${e.path}/`)).sort((a, b) => b.path.length - a.path.length)[0];
  if (under) result.set(under.path, 'true');
  return result;
}
