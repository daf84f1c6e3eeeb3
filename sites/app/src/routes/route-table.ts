import type { MessageDescriptor } from '@masthead/core';
import { pages, type PageComponent } from './pages.ts';

export const layouts = {
  main: 'main',
  auth: 'auth',
  loading: 'loading',
  flexible: 'flexible',
  fullscreen: 'fullscreen',
} as const;
export type Layout = (typeof layouts)[keyof typeof layouts];

/** One entry of docs/product/screens.md ("Routes"), with what the guards need to know about it. */
export interface RouteDef {
  /** `:name` marks a parameter. */
  path: string;
  title: MessageDescriptor;
  /** false for the routes docs/product/screens.md marks "no login". */
  login: boolean;
  embeddable?: boolean;
  /** Refused in newsroom mode. */
  noNewsroom?: boolean;
  role?: 'admin';
  layout: Layout;
  /** Admin pages speak the admin locale. */
  admin?: boolean;
  /** '/' only: sends each reader to their home. */
  home?: boolean;
  /** The page, loaded when first shown; routes without one show the shell page. */
  page?: PageComponent;
}

const profile = (path: string, title: MessageDescriptor, layout: Layout = 'main'): RouteDef => ({
  path,
  title,
  login: true,
  layout,
});
const join = (path: string, title: MessageDescriptor, extra: Partial<RouteDef> = {}): RouteDef => ({
  path,
  title,
  login: false,
  noNewsroom: true,
  layout: 'main',
  ...extra,
});
const auth = (path: string, title: MessageDescriptor, page: PageComponent): RouteDef => ({
  path,
  title,
  login: false,
  layout: 'auth',
  page,
});
const admin = (path: string, title: MessageDescriptor, extra: Partial<RouteDef> = {}): RouteDef => ({
  path,
  title,
  login: true,
  role: 'admin',
  admin: true,
  layout: 'main',
  ...extra,
});
const tabs = (base: string, names: string[], make: (path: string) => RouteDef): RouteDef[] =>
  names.map((name) => make(name ? `${base}/${name}` : base));

const titles = {
  home: /*i18n*/ { id: 'route.home', message: 'Home' },
  profile: /*i18n*/ { id: 'route.profile', message: 'Your profile' },
  account: /*i18n*/ { id: 'route.account', message: 'Your account' },
  contribution: /*i18n*/ { id: 'route.contribution', message: 'Your contribution' },
  contributionCancel: /*i18n*/ { id: 'route.contribution-cancel', message: 'Cancel your contribution' },
  join: /*i18n*/ { id: 'route.join', message: 'Join' },
  joinSurvey: /*i18n*/ { id: 'route.join-survey', message: 'A few questions' },
  joinSetup: /*i18n*/ { id: 'route.join-setup', message: 'Set up your account' },
  joinFailed: /*i18n*/ { id: 'route.join-failed', message: 'Joining failed' },
  joinComplete: /*i18n*/ { id: 'route.join-complete', message: 'Completing your membership' },
  confirmEmail: /*i18n*/ { id: 'route.confirm-email', message: 'Confirm your email' },
  login: /*i18n*/ { id: 'route.login', message: 'Log in' },
  forgotPassword: /*i18n*/ { id: 'route.forgot-password', message: 'Forgot your password?' },
  lostDevice: /*i18n*/ { id: 'route.lost-device', message: 'Lost your 2FA device?' },
  resetDevice: /*i18n*/ { id: 'route.reset-device', message: 'Reset two-factor authentication' },
  resetPassword: /*i18n*/ { id: 'route.reset-password', message: 'Reset your password' },
  loginLink: /*i18n*/ { id: 'route.login-link', message: 'Log in with a link' },
  changeEmail: /*i18n*/ { id: 'route.change-email', message: 'Confirm your new email address' },
  setPassword: /*i18n*/ { id: 'route.set-password', message: 'Set your password' },
  callouts: /*i18n*/ { id: 'route.callouts', message: 'Call-outs' },
  callout: /*i18n*/ { id: 'route.callout', message: 'Call-out' },
  calloutGallery: /*i18n*/ { id: 'route.callout-gallery', message: 'Gallery' },
  calloutMap: /*i18n*/ { id: 'route.callout-map', message: 'Map' },
  calloutRespond: /*i18n*/ { id: 'route.callout-respond', message: 'Respond' },
  calloutThanks: /*i18n*/ { id: 'route.callout-thanks', message: 'Thank you' },
  answerPass: /*i18n*/ { id: 'route.answer-pass', message: 'Answer on another site' },
  demoCheckout: /*i18n*/ { id: 'route.demo-checkout', message: 'Demo checkout' },
  dashboard: /*i18n*/ { id: 'route.dashboard', message: 'Dashboard' },
  uiToolkit: /*i18n*/ { id: 'route.ui-toolkit', message: 'UI toolkit' },
  payments: /*i18n*/ { id: 'route.payments', message: 'Payments' },
  notices: /*i18n*/ { id: 'route.notices', message: 'Notices' },
  noticeAdd: /*i18n*/ { id: 'route.notice-add', message: 'Add a notice' },
  noticeEdit: /*i18n*/ { id: 'route.notice-edit', message: 'Edit notice' },
  noticeView: /*i18n*/ { id: 'route.notice-view', message: 'Notice' },
  contacts: /*i18n*/ { id: 'route.contacts', message: 'Contacts' },
  contactAdd: /*i18n*/ { id: 'route.contact-add', message: 'Add a contact' },
  contactTags: /*i18n*/ { id: 'route.contact-tags', message: 'Contact tags' },
  contactImport: /*i18n*/ { id: 'route.contact-import', message: 'Import contacts' },
  contact: /*i18n*/ { id: 'route.contact', message: 'Contact' },
  calloutNew: /*i18n*/ { id: 'route.callout-new', message: 'New call-out' },
  calloutEdit: /*i18n*/ { id: 'route.callout-edit', message: 'Edit call-out' },
  calloutView: /*i18n*/ { id: 'route.callout-view', message: 'Call-out responses' },
  settings: /*i18n*/ { id: 'route.settings', message: 'Settings' },
  membershipBuilder: /*i18n*/ { id: 'route.membership-builder', message: 'Membership builder' },
  theme: /*i18n*/ { id: 'route.theme', message: 'Theme' },
  notFound: /*i18n*/ { id: 'route.not-found', message: 'Page not found' },
} satisfies Record<string, MessageDescriptor>;
export const notFoundTitle = titles.notFound;

/** Every route of docs/product/screens.md ("Routes"). More specific paths come before parameters. */
export const routeTable: readonly RouteDef[] = [
  { path: '/', title: titles.home, login: true, layout: 'loading', home: true },
  { ...profile('/profile', titles.profile), page: pages.profile },
  { ...profile('/profile/account', titles.account), page: pages.account },
  // Newsroom mode turns contributions off; cancelling stays, so a member can still stop a running one.
  { ...profile('/profile/contribution', titles.contribution), noNewsroom: true, page: pages.contribution },
  {
    ...profile('/profile/contribution/complete', titles.contribution, 'loading'),
    noNewsroom: true,
    page: pages.contributionComplete,
  },
  { ...profile('/profile/contribution/cancel', titles.contributionCancel), page: pages.contributionCancel },
  {
    ...profile('/profile/contribution/payment-method/complete', titles.contribution, 'loading'),
    noNewsroom: true,
    page: pages.paymentMethodComplete,
  },
  join('/join', titles.join, { embeddable: true, page: pages.join }),
  {
    path: '/join/survey',
    title: titles.joinSurvey,
    login: true,
    noNewsroom: true,
    layout: 'main',
    page: pages.joinSurvey,
  },
  {
    path: '/join/setup',
    title: titles.joinSetup,
    login: true,
    noNewsroom: true,
    layout: 'main',
    page: pages.joinSetup,
  },
  join('/join/failed', titles.joinFailed, { page: pages.joinFailed }),
  join('/join/complete', titles.joinComplete, { layout: 'loading', page: pages.join }),
  join('/join/confirm-email', titles.confirmEmail, { page: pages.confirmEmail }),
  join('/join/confirm-email/:id', titles.confirmEmail, { layout: 'loading', page: pages.confirmEmailLink }),
  auth('/auth/login', titles.login, pages.login),
  auth('/auth/forgot-password', titles.forgotPassword, pages.forgotPassword),
  auth('/auth/lost-device', titles.lostDevice, pages.lostDevice),
  auth('/auth/reset-device/:id', titles.resetDevice, pages.resetDevice),
  // Not in docs/product/screens.md: where the emergency login link an admin generates leads.
  auth('/auth/login-link/:id', titles.loginLink, pages.loginLink),
  // Not in docs/product/screens.md: where the link sent to a new email address leads.
  auth('/auth/change-email/:id', titles.changeEmail, pages.changeEmail),
  auth('/auth/reset-password/:id', titles.resetPassword, pages.resetPassword),
  auth('/auth/set-password/:id', titles.setPassword, pages.setPassword),
  { ...profile('/crowdnewsroom', titles.callouts), page: pages.memberCallouts },
  {
    path: '/crowdnewsroom/:id',
    title: titles.callout,
    login: false,
    embeddable: true,
    layout: 'main',
    page: pages.callout,
  },
  {
    path: '/crowdnewsroom/:id/gallery',
    title: titles.calloutGallery,
    login: false,
    embeddable: true,
    layout: 'main',
    page: pages.calloutGallery,
  },
  {
    path: '/crowdnewsroom/:id/map',
    title: titles.calloutMap,
    login: false,
    embeddable: true,
    layout: 'fullscreen',
    page: pages.calloutMap,
  },
  {
    path: '/crowdnewsroom/:id/respond',
    title: titles.calloutRespond,
    login: false,
    layout: 'main',
    page: pages.calloutRespond,
  },
  // Not in docs/product/screens.md: the login popup of a widget on another site (packages/elements/README.md).
  {
    path: '/crowdnewsroom/:id/answer-pass',
    title: titles.answerPass,
    login: true,
    layout: 'auth',
    page: pages.answerPass,
  },
  {
    path: '/crowdnewsroom/:id/thanks',
    title: titles.calloutThanks,
    login: false,
    embeddable: true,
    layout: 'main',
    page: pages.calloutThanks,
  },
  admin('/admin', titles.dashboard, { page: pages.dashboard }),
  admin('/admin/ui-toolkit', titles.uiToolkit, { page: pages.uiToolkit }),
  admin('/admin/payments', titles.payments, { noNewsroom: true, page: pages.payments }),
  admin('/admin/notices', titles.notices, { page: pages.notices }),
  admin('/admin/errors', /*i18n*/ { id: 'route.errors', message: 'Error reports' }, { page: pages.errors }),
  admin('/admin/emails', /*i18n*/ { id: 'route.emails', message: 'Emails' }, { page: pages.emails }),
  admin('/admin/notices/add', titles.noticeAdd, { page: pages.noticeAdd }),
  admin('/admin/notices/edit/:id', titles.noticeEdit, { page: pages.noticeEdit }),
  admin('/admin/notices/view/:id', titles.noticeView, { page: pages.noticeView }),
  admin('/admin/contacts', titles.contacts, { page: pages.contacts }),
  admin('/admin/contacts/add', titles.contactAdd, { page: pages.contactAdd }),
  admin('/admin/contacts/tags', titles.contactTags, { page: pages.contactTags }),
  admin('/admin/contacts/import', titles.contactImport, { page: pages.contactImport }),
  ...tabs('/admin/contacts/:id', ['', 'account', 'callouts', 'contribution'], (p) =>
    admin(p, titles.contact, { page: pages.contact }),
  ),
  {
    path: '/admin/crowdnewsroom',
    title: titles.callouts,
    login: true,
    admin: true,
    layout: 'main',
    page: pages.calloutList,
  },
  admin('/admin/crowdnewsroom/new', titles.calloutNew, { layout: 'flexible', page: pages.calloutEdit }),
  {
    path: '/admin/crowdnewsroom/edit/:id',
    title: titles.calloutEdit,
    login: true,
    admin: true,
    layout: 'flexible',
    page: pages.calloutEdit,
  },
  ...tabs('/admin/crowdnewsroom/view/:id', ['', 'responses', 'responses/:rid', 'responses/tags'], (p) => ({
    path: p,
    title: titles.calloutView,
    login: true,
    admin: true,
    layout: 'main' as const,
    page: pages.calloutView,
  })),
  ...tabs('/admin/settings', ['', 'theme'], (p) => admin(p, titles.settings, { page: pages.settings })),
  admin('/admin/settings/email', titles.settings, { page: pages.emailSettings }),
  admin('/admin/settings/api-keys', titles.settings, { page: pages.apiKeys }),
  admin('/admin/settings/newsletter', titles.settings, { page: pages.newsletterSettings }),
  ...tabs('/admin/membership-builder', ['', 'intro', 'email', 'confirmation'], (p) =>
    admin(p, titles.membershipBuilder, { noNewsroom: true, page: pages.membershipBuilder }),
  ),
  { path: '/_theme', title: titles.theme, login: false, layout: 'main', page: pages.theme },
  // Not in docs/product/screens.md: the demo payment provider's checkout, when no provider keys are set.
  { path: '/demo-checkout/:id', title: titles.demoCheckout, login: false, layout: 'auth', page: pages.demoCheckout },
];
