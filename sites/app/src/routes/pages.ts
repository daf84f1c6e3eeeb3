import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteDef } from './route-table.ts';

/** What every page gets from the app: its route (title, layout) and the path's parameters. */
export interface PageProps {
  route: RouteDef;
  params: Record<string, string>;
}

export type PageComponent = LazyExoticComponent<ComponentType<PageProps>>;

// One chunk per page, loaded on first visit; nothing runs until then, so the
// route table stays importable in node tests.
const page = (load: () => Promise<ComponentType<PageProps>>): PageComponent =>
  lazy(() => load().then((component) => ({ default: component })));

export const pages = {
  login: page(() => import('../pages/auth/login-page.tsx').then((m) => m.LoginPage)),
  forgotPassword: page(() => import('../pages/auth/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage)),
  resetPassword: page(() => import('../pages/auth/reset-password-page.tsx').then((m) => m.ResetPasswordPage)),
  setPassword: page(() => import('../pages/auth/reset-password-page.tsx').then((m) => m.SetPasswordPage)),
  lostDevice: page(() => import('../pages/auth/lost-device-page.tsx').then((m) => m.LostDevicePage)),
  resetDevice: page(() => import('../pages/auth/reset-device-page.tsx').then((m) => m.ResetDevicePage)),
  loginLink: page(() => import('../pages/auth/login-link-page.tsx').then((m) => m.LoginLinkPage)),
  changeEmail: page(() => import('../pages/auth/change-email-page.tsx').then((m) => m.ChangeEmailPage)),
  profile: page(() => import('../pages/profile/profile-page.tsx').then((m) => m.ProfilePage)),
  account: page(() => import('../pages/profile/account/account-page.tsx').then((m) => m.AccountPage)),
  contribution: page(() =>
    import('../pages/profile/contribution/contribution-page.tsx').then((m) => m.ContributionPage),
  ),
  contributionComplete: page(() =>
    import('../pages/profile/contribution/complete-page.tsx').then((m) => m.ContributionCompletePage),
  ),
  paymentMethodComplete: page(() =>
    import('../pages/profile/contribution/complete-page.tsx').then((m) => m.PaymentMethodCompletePage),
  ),
  contributionCancel: page(() => import('../pages/profile/contribution/cancel-page.tsx').then((m) => m.CancelPage)),
  payments: page(() => import('../pages/admin/payments/payments-page.tsx').then((m) => m.PaymentsPage)),
  notices: page(() => import('../pages/admin/notices/notice-list-page.tsx').then((m) => m.NoticeListPage)),
  noticeAdd: page(() => import('../pages/admin/notices/notice-form-page.tsx').then((m) => m.NoticeAddPage)),
  noticeEdit: page(() => import('../pages/admin/notices/notice-form-page.tsx').then((m) => m.NoticeEditPage)),
  noticeView: page(() => import('../pages/admin/notices/notice-view-page.tsx').then((m) => m.NoticeViewPage)),
  contact: page(() => import('../pages/admin/contacts/contact-page.tsx').then((m) => m.ContactPage)),
  contacts: page(() => import('../pages/admin/contacts/contacts-page.tsx').then((m) => m.ContactsPage)),
  contactAdd: page(() => import('../pages/admin/contacts/add-contact-page.tsx').then((m) => m.AddContactPage)),
  contactTags: page(() => import('../pages/admin/contacts/contact-tags-page.tsx').then((m) => m.ContactTagsPage)),
  contactImport: page(() => import('../pages/admin/contacts/import-page.tsx').then((m) => m.ImportContactsPage)),
  errors: page(() => import('../pages/admin/errors/errors-page.tsx').then((m) => m.ErrorsPage)),
  emails: page(() => import('../pages/admin/emails/emails-page.tsx').then((m) => m.EmailsPage)),
  dashboard: page(() => import('../pages/admin/dashboard/dashboard-page.tsx').then((m) => m.DashboardPage)),
  memberCallouts: page(() =>
    import('../pages/crowdnewsroom/member/member-callouts-page.tsx').then((m) => m.MemberCalloutsPage),
  ),
  callout: page(() => import('../pages/crowdnewsroom/callout-page.tsx').then((m) => m.CalloutPage)),
  calloutRespond: page(() => import('../pages/crowdnewsroom/respond-page.tsx').then((m) => m.RespondPage)),
  answerPass: page(() => import('../pages/crowdnewsroom/answer-pass-page.tsx').then((m) => m.AnswerPassPage)),
  calloutThanks: page(() => import('../pages/crowdnewsroom/thanks-page.tsx').then((m) => m.ThanksPage)),
  calloutGallery: page(() => import('../pages/crowdnewsroom/gallery-page.tsx').then((m) => m.GalleryPage)),
  calloutMap: page(() => import('../pages/crowdnewsroom/map-page.tsx').then((m) => m.MapPage)),
  calloutList: page(() => import('../pages/admin/crowdnewsroom/callout-list-page.tsx').then((m) => m.CalloutListPage)),
  calloutView: page(() =>
    import('../pages/admin/crowdnewsroom/view/callout-view-page.tsx').then((m) => m.CalloutViewPage),
  ),
  calloutEdit: page(() =>
    import('../pages/admin/crowdnewsroom/edit/callout-edit-page.tsx').then((m) => m.CalloutEditPage),
  ),
  join: page(() => import('../pages/join/join-page.tsx').then((m) => m.JoinPage)),
  joinFailed: page(() => import('../pages/join/join-failed-page.tsx').then((m) => m.JoinFailedPage)),
  joinSurvey: page(() => import('../pages/join/join-survey-page.tsx').then((m) => m.JoinSurveyPage)),
  joinSetup: page(() => import('../pages/join/join-setup-page.tsx').then((m) => m.JoinSetupPage)),
  confirmEmail: page(() => import('../pages/join/confirm-email-page.tsx').then((m) => m.ConfirmEmailPage)),
  confirmEmailLink: page(() => import('../pages/join/confirm-email-link-page.tsx').then((m) => m.ConfirmEmailLinkPage)),
  demoCheckout: page(() => import('../pages/demo-checkout/demo-checkout-page.tsx').then((m) => m.DemoCheckoutPage)),
  settings: page(() => import('../pages/admin/settings/settings-page.tsx').then((m) => m.SettingsPage)),
  theme: page(() => import('../pages/theme-page.tsx').then((m) => m.ThemePage)),
  emailSettings: page(() => import('../pages/admin/settings/email-page.tsx').then((m) => m.EmailSettingsPage)),
  apiKeys: page(() => import('../pages/admin/settings/api-keys-page.tsx').then((m) => m.ApiKeysPage)),
  newsletterSettings: page(() =>
    import('../pages/admin/settings/newsletter-page.tsx').then((m) => m.NewsletterSettingsPage),
  ),
  uiToolkit: page(() => import('../pages/admin/ui-toolkit/ui-toolkit-page.tsx').then((m) => m.UiToolkitPage)),
  membershipBuilder: page(() =>
    import('../pages/admin/membership-builder/membership-builder-page.tsx').then((m) => m.MembershipBuilderPage),
  ),
};
