/**
 * For each operation of core's table that takes input, a valid request by
 * a caller allowed to make it (guest routes also by a guest), with real ids
 * from the world, so that a broken part reaches validation and, when the
 * schema lets it through, the handler. The suite breaks these one part at
 * a time; it never sends them as they are.
 * @example hostileSetups(world)['PATCH /contact/{id}'] // [{caller: 'admin', params: {id: …}, body: {…}}]
 */
import { defaultTheme, type ApiOperationKey } from '@masthead/core';
import { answersFor, reviewFormSchema } from '../responses/response-test-kit.ts';
import { testPassword } from '../test-accounts.ts';
import type { Setup } from './hostile-cases.ts';
import type { HostileWorld } from './hostile-world.ts';

const resetUrl = 'http://localhost:3000/reset-password';

/**
 * Operations that take input but have no valid request in this world, with where their bad
 * input is tried instead. A GET is judged against a valid request that passes (200).
 */
export const withoutSetup: Partial<Record<ApiOperationKey, string>> = {
  'GET /contact-import/{id}':
    "an import's id only: contacts/import/import-routes.test.ts asks for malformed and unknown ones",
  'GET /contact-import/{id}/refused':
    "an import's id only: contacts/import/import-routes.test.ts asks for malformed and unknown ones",
  'GET /contribution-adoption/run/{id}':
    "a run's id only: payments/adoption/adoption.db.test.ts asks for malformed and unknown ones",
  'GET /contribution-adoption/{id}':
    "a result's id only: payments/adoption/adoption.db.test.ts asks for malformed and unknown ones",
  'GET /newsletter/webhook/{secret}':
    "only a connected provider's secret passes: newsletter-webhook.test.ts sends wrong secrets and bodies",
};

export function hostileSetups({ ids, files }: HostileWorld): Partial<Record<ApiOperationKey, Setup[]>> {
  const admin = (setup: Omit<Setup, 'caller'> = {}): Setup[] => [{ caller: 'admin', ...setup }];
  const anyone = (setup: Omit<Setup, 'caller'> = {}): Setup[] => [
    { caller: 'guest', ...setup },
    { caller: 'admin', ...setup },
  ];
  const callout = { id: ids.callout };
  const calloutRules = { text: 'title', date: 'starts' };
  const keepCallout = [{ field: 'calloutId', operator: 'equal', value: [ids.callout] }];
  const responseRules = { text: 'answers.s1.title', date: 'createdAt', number: 'answers.s1.age', keep: keepCallout };
  const responseViewSchema = {
    buckets: ['verified'],
    titleProp: 'answers.s1.title',
    imageProp: '',
    imageFilter: { condition: 'AND', rules: [] },
    links: [{ text: 'More', url: 'https://example.org' }],
    gallery: false,
    map: { center: [13.4, 52.5], zoom: 10 },
  };
  // The rule group over responses that may show an image.
  const imageRules = { 'responseViewSchema.imageFilter': { text: 'bucket', date: 'createdAt' } };
  // No slug: each call-out a coerced value slips through with gets its own (`hostile`, `hostile-1`, …).
  const calloutBody = {
    image: '',
    starts: null,
    access: 'guest',
    captcha: 'none',
    hidden: false,
    formSchema: reviewFormSchema,
    newsletterSchema: { title: 'Stay in touch' },
    responseViewSchema,
    variants: { default: { title: 'Hostile', intro: '<p>Hi</p>' }, de: { title: 'Feindlich' } },
  };
  const guest = { firstname: 'Gus', lastname: 'Guest', email: 'gus@example.org' };
  const answers = answersFor('A story', { title: 'Title', topics: ['housing'], place: 'Main Street', age: 30 });

  const contactRules = { text: 'firstname', date: 'joined' };
  const welcomeText = { locale: 'de', subject: 'Willkommen, *|NAME|*', body: 'Schön, dass du da bist.' };
  const noticeBody = {
    name: 'AGM',
    text: '<p>Come</p>',
    buttonText: 'Read',
    url: 'https://example.org/agm',
    starts: '2024-01-01T00:00:00Z',
    expires: null,
  };
  return {
    'POST /auth/login': anyone({ body: { email: 'nobody@example.org', password: 'Wrong1horse-x' } }),
    'POST /auth/login-link/{id}': anyone({ params: { id: ids.loginLink } }),
    'POST /reset-password': anyone({ body: { email: ids.targetEmail, resetUrl } }),
    'PUT /reset-password/{id}': anyone({
      params: { id: ids.resetPasswordLink },
      body: { password: 'Another1horse-ok' },
    }),
    'POST /email-change/{id}': anyone({ params: { id: ids.emailChangeLink } }),
    'POST /reset-device': anyone({ body: { email: ids.targetEmail, resetUrl, type: 'totp' } }),
    'PUT /reset-device/{id}': anyone({
      params: { id: ids.resetDeviceLink },
      body: { password: testPassword, type: 'totp' },
    }),
    // The target has no 2FA: a request that gets through answers invalid-token and changes nothing.
    'POST /reset-device/recovery-code': anyone({
      body: { email: ids.targetEmail, password: testPassword, code: 'ABCD-EFGH-IJKL-MNOP', type: 'totp' },
    }),
    'GET /contact': admin({ query: { with: ['profile'] }, rules: contactRules }),
    'GET /contact.csv': admin({ query: { sort: 'email' }, rules: contactRules }),
    'GET /contact/{id}': admin({ params: { id: ids.target }, query: { with: ['profile'] } }),
    'GET /contact/{id}/export': admin({ params: { id: ids.target } }),
    'POST /contact': admin({
      body: {
        email: 'added@example.org',
        firstname: 'Ann',
        lastname: 'Added',
        password: 'Another1horse-ok',
        roles: [{ role: 'member', dateAdded: '2024-01-01T00:00:00Z', dateExpires: null }],
        profile: { telephone: '0123456', newsletterGroups: ['news'], notes: 'Added by hand' },
      },
    }),
    'PATCH /contact': admin({
      // A group without rules is refused in a bulk change (docs/decisions/0044).
      body: {
        rules: { condition: 'AND', rules: [{ field: 'email', operator: 'contains', value: ['@'] }] },
        updates: { tags: [`+${ids.contactTag}`] },
      },
      bodyRules: { rules: contactRules },
    }),
    'DELETE /contact/{id}': admin({ params: { id: ids.target } }),
    'GET /contact-import': admin({ query: { limit: '10' } }),
    // The file is the body (text/csv), not JSON: every case here is refused before a row is read.
    'POST /contact-import': admin({ query: { dryRun: 'true' } }),
    'POST /contact-tags': admin({ body: { name: 'Volunteer', description: 'Helps out' } }),
    'PATCH /contact-tags/{id}': admin({
      params: { id: ids.contactTag },
      body: { name: 'Donors', description: 'Gave' },
    }),
    'DELETE /contact-tags/{id}': admin({ params: { id: ids.contactTag } }),
    'GET /segments': admin({ query: { with: ['contactCount'] } }),
    'GET /stats': admin({ query: { from: '2026-11-01T00:00:00.000Z', to: '2026-11-05T00:00:00.000Z' } }),
    'GET /segments/{id}': admin({ params: { id: ids.segment }, query: { with: ['contactCount'] } }),
    'POST /segments': admin({
      body: { name: 'Members', description: 'All', ruleGroup: { condition: 'AND', rules: [] }, order: 1 },
      bodyRules: { ruleGroup: contactRules },
    }),
    'PATCH /segments/{id}': admin({
      params: { id: ids.segment },
      body: { name: 'Members', description: 'All', ruleGroup: { condition: 'AND', rules: [] }, order: 1 },
      bodyRules: { ruleGroup: contactRules },
    }),
    'DELETE /segments/{id}': admin({ params: { id: ids.segment } }),
    'GET /segments/{id}/contacts': admin({
      params: { id: ids.segment },
      query: { with: ['tags'], sort: 'email' },
      rules: contactRules,
    }),
    'GET /notice': admin({ query: { sort: 'name' }, rules: { text: 'name', date: 'starts' } }),
    'GET /notice/{id}': admin({ params: { id: ids.notice } }),
    'POST /notice': admin({ body: noticeBody }),
    'PATCH /notice/{id}': admin({ params: { id: ids.notice }, body: noticeBody }),
    'DELETE /notice/{id}': admin({ params: { id: ids.notice } }),
    'PATCH /contact/{id}': admin({
      params: { id: ids.target },
      body: {
        firstname: 'Tara',
        email: 'tara@example.org',
        profile: {
          telephone: '0123456',
          deliveryOptIn: true,
          deliveryAddress: { line1: '1 Main Street', city: 'Berlin', postcode: '10115' },
          newsletterGroups: ['news'],
          notes: 'Met at the fair',
        },
      },
    }),
    'PUT /contact/{id}/role/{role}': admin({
      params: { id: ids.target, role: 'member' },
      body: { dateAdded: '2024-01-01T00:00:00Z', dateExpires: '2030-01-01T00:00:00Z' },
    }),
    'DELETE /contact/{id}/role/{role}': admin({ params: { id: ids.target, role: 'member' } }),
    'GET /contact/{id}/contribution': admin({ params: { id: ids.target } }),
    'POST /contact/{id}/contribution/cancel': admin({ params: { id: ids.target } }),
    'POST /contact/{id}/contribution/reconcile': admin({ params: { id: ids.target } }),
    'POST /contact/{id}/contribution': admin({
      params: { id: ids.target },
      body: {
        amount: 5,
        period: 'monthly',
        payFee: false,
        prorate: false,
        paymentMethod: 's_card',
        completeUrl: '/back',
      },
    }),
    'PATCH /contact/{id}/contribution': admin({ params: { id: ids.target }, body: { amount: 6, period: 'monthly' } }),
    'POST /contact/{id}/contribution/complete': admin({
      params: { id: ids.target },
      body: { paymentFlowId: '00000000-0000-4000-8000-000000000000' },
    }),
    'PATCH /contact/{id}/contribution/force': admin({
      params: { id: ids.target },
      body: { type: 'Manual', amount: 3, period: 'monthly', source: 'Cash', reference: 'R1' },
    }),
    'PUT /contact/{id}/payment-method': admin({
      params: { id: ids.target },
      body: { paymentMethod: 's_card', completeUrl: '/back' },
    }),
    'POST /contact/{id}/payment-method/complete': admin({
      params: { id: ids.target },
      body: { paymentFlowId: '00000000-0000-4000-8000-000000000000' },
    }),
    'GET /contact/{id}/payment': admin({
      params: { id: ids.target },
      query: { sort: 'amount' },
      rules: { text: 'id', date: 'chargeDate', number: 'amount' },
    }),
    'POST /contribution-adoption': admin({ body: { contactIds: [ids.target] } }),
    'GET /contribution-adoption/eligible': admin({ query: {} }),
    'GET /contribution-adoption': admin({ query: { state: 'refused', limit: '10' } }),
    'GET /payment': admin({
      query: { sort: 'chargeDate' },
      rules: { text: 'id', date: 'chargeDate', number: 'amount' },
    }),
    'GET /contact/{id}/mfa': admin({ params: { id: ids.target } }),
    'POST /contact/{id}/mfa': admin({
      params: { id: ids.target },
      body: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEH', token: '123456', type: 'totp' },
    }),
    'DELETE /contact/{id}/mfa': admin({ params: { id: ids.target }, body: { token: '123456', type: 'totp' } }),
    'POST /contact/{id}/reset-password': admin({ params: { id: ids.target }, body: { resetUrl } }),
    'POST /contact/{id}/unlock': admin({ params: { id: ids.target } }),
    'POST /contact/{id}/login-link': admin({ params: { id: ids.target } }),
    'GET /api-key': admin({ query: { limit: '10' } }),
    'POST /api-key': [{ caller: 'superadmin', body: { description: 'Hostile', expires: '2099-01-01T00:00:00Z' } }],
    'DELETE /api-key/{id}': admin({ params: { id: ids.apiKey } }),
    'PATCH /content/general': admin({
      body: {
        organisationName: 'Masthead',
        siteUrl: 'https://example.org',
        supportEmail: 'help@example.org',
        privacyLink: 'mailto:privacy@example.org',
        oldDashboardUrl: 'https://old.example.org',
        emailFromAddress: 'news@example.org',
        theme: defaultTheme,
        footerLinks: [{ url: 'https://example.org/imprint', text: 'Imprint' }],
      },
    }),
    'PATCH /content/share': admin({
      body: { title: 'Share', description: 'Our newsroom', image: 'https://example.org/share.png', handle: '@news' },
    }),
    'PATCH /content/profile': admin({ body: { introText: 'Welcome' } }),
    'PATCH /content/contacts': admin({ body: { tags: ['Donor'], manualPaymentSources: ['Cash'] } }),
    'PATCH /content/email': admin({ body: { supportEmail: 'help@example.org', supportEmailName: 'Newsroom' } }),
    'PATCH /content/payment': admin({ body: { stripeCountry: 'eu', taxRateEnabled: true, taxRate: 19 } }),
    'PATCH /content/telegram': admin({ body: { welcomeMessageMd: 'Welcome' } }),
    'PATCH /content/join': admin({
      body: {
        title: 'Join',
        initialAmount: 10,
        initialPeriod: 'monthly',
        minMonthlyAmount: 2,
        periods: [{ name: 'monthly', presetAmounts: [5, 10] }],
        paymentMethods: ['s_card'],
        stripeCountry: 'eu',
      },
    }),
    'PATCH /content/join/setup': admin({
      body: {
        welcome: 'Welcome',
        newsletterGroups: [{ id: 'news', label: 'News', checked: true }],
        surveySlug: null,
        captcha: false,
      },
    }),
    'POST /signup': anyone({
      body: {
        email: 'joiner@example.org',
        loginUrl: 'http://localhost:3000/auth/login',
        setPasswordUrl: 'http://localhost:3000/auth/set-password',
        confirmUrl: 'http://localhost:3000/join/confirm-email',
        contribution: {
          amount: 5,
          period: 'monthly',
          payFee: false,
          prorate: false,
          paymentMethod: 's_card',
          completeUrl: 'http://localhost:3000/join/complete',
        },
        source: {
          pageUrl: 'https://news.example/story',
          pageTitle: 'Story',
          utm: { source: 'mail' },
          calloutSlug: 'a-b',
        },
      },
    }),
    'POST /signup/complete': anyone({
      body: {
        paymentFlowId: '00000000-0000-4000-8000-000000000000',
        firstname: 'Jo',
        lastname: 'Join',
        vatNumber: 'DE123456789',
      },
    }),
    'POST /signup/check': anyone({ body: { paymentFlowId: '00000000-0000-4000-8000-000000000000' } }),
    'POST /signup/confirm-email': anyone({ body: { joinFlowId: '00000000-0000-4000-8000-000000000000' } }),
    'GET /callout': anyone({ query: { with: ['form'], variant: 'de' }, rules: calloutRules }),
    'POST /callout': admin({ query: { fromId: ids.callout }, body: calloutBody, bodyRules: imageRules }),
    'GET /callout/{id}': anyone({ params: callout, query: { with: ['form'], variant: 'de' } }),
    'PATCH /callout/{id}': admin({
      params: { id: ids.draft },
      body: { ...calloutBody, slug: 'hostile-draft' },
      bodyRules: imageRules,
    }),
    'DELETE /callout/{id}': admin({ params: { id: ids.draft } }),
    'GET /callout/{id}/reviewers': admin({ params: callout }),
    'POST /callout/{id}/reviewers': admin({ params: callout, body: { contactId: ids.target, canEdit: false } }),
    'PATCH /callout/{id}/reviewers/{contactId}': admin({
      params: { id: ids.callout, contactId: ids.reviewer },
      body: { canEdit: true },
    }),
    'DELETE /callout/{id}/reviewers/{contactId}': admin({ params: { id: ids.callout, contactId: ids.reviewer } }),
    'GET /callout/{id}/tags': admin({ params: callout }),
    'POST /callout/{id}/tags': admin({ params: callout, body: { name: 'Hostile', description: 'Tagged' } }),
    'PATCH /callout/{id}/tags/{tagId}': admin({
      params: { id: ids.callout, tagId: ids.tag },
      body: { name: 'Renamed', description: 'Tagged' },
    }),
    'DELETE /callout/{id}/tags/{tagId}': admin({ params: { id: ids.callout, tagId: ids.tag } }),
    'POST /callout/{id}/answer-pass': admin({ params: { id: ids.forGuests }, body: { origin: 'http://news.example' } }),
    'POST /callout/{id}/responses': [
      {
        caller: 'guest',
        params: { id: ids.forGuests },
        body: { answers, guest, newsletter: { optIn: false, groups: ['news'] } },
      },
      { caller: 'admin', params: { id: ids.forGuests }, query: { preview: 'false' }, body: { answers } },
    ],
    'GET /callout/{id}/responses': admin({ params: callout, query: { with: ['answers'] }, rules: responseRules }),
    'GET /callout/{id}/responses/map': anyone({ params: callout, query: { limit: '10' } }),
    'GET /callout/{id}/responses.csv': admin({ params: callout }),
    'GET /callout-responses': admin({ query: { calloutId: ids.callout, sort: 'number' }, rules: responseRules }),
    'GET /callout-responses/{id}': admin({ params: { id: ids.response }, query: { with: ['answers'] } }),
    'PATCH /callout-responses': admin({
      body: {
        rules: { condition: 'AND', rules: keepCallout },
        updates: { bucket: 'verified', tags: [`+${ids.tag}`], assigneeId: null },
      },
      bodyRules: { rules: responseRules },
    }),
    'PATCH /callout-responses/{id}': [
      {
        caller: 'admin',
        params: { id: ids.response },
        body: { bucket: 'verified', tags: [ids.tag], assigneeId: ids.admin },
      },
      // The respondent changes their own answers (the call-out is open and allows updates).
      { caller: 'member', params: { id: ids.response }, body: { answers } },
    ],
    'GET /callout-response-comments': admin({
      query: { responseId: ids.response },
      rules: { text: 'text', date: 'createdAt' },
    }),
    'POST /callout-response-comments': admin({ body: { responseId: ids.response, text: 'A comment' } }),
    'PATCH /callout-response-comments/{id}': admin({ params: { id: ids.comment }, body: { text: 'Edited' } }),
    'DELETE /callout-response-comments/{id}': admin({ params: { id: ids.comment } }),
    'POST /images': anyone({ upload: { bytes: files.png, filename: 'chart.png' } }),
    'POST /documents': anyone({ upload: { bytes: files.pdf, filename: 'report.pdf' } }),
    'GET /images/{id}': anyone({ params: { id: ids.image }, query: { w: '1200' } }),
    'GET /documents/{id}': anyone({ params: { id: ids.document } }),
    'GET /outbox': admin({ query: { limit: '10' } }),
    'GET /outbox/{id}': admin({ params: { id: ids.outboxEmail } }),
    'POST /outbox/{id}/retry': admin({ params: { id: ids.outboxEmail } }),
    'GET /email': admin(),
    'GET /email/{id}': admin({ params: { id: 'join-welcome' }, query: { locale: 'de' } }),
    'PUT /email/{id}': admin({ params: { id: 'join-welcome' }, body: welcomeText }),
    'DELETE /email/{id}': admin({ params: { id: 'join-welcome' }, query: { locale: 'de' } }),
    'POST /email/{id}/preview': admin({ params: { id: 'join-welcome' }, body: welcomeText }),
    'POST /email/{id}/test': admin({ params: { id: 'join-welcome' }, query: { locale: 'de' } }),
    // The newsletter provider: none in this world, so the webhook's secret matches nothing (a 404).
    'PATCH /newsletter/settings': admin({ body: { doubleOptIn: true } }),
    'GET /newsletter/failed': admin({ query: { limit: '10' } }),
    'POST /newsletter/failed/{id}/retry': admin({ params: { id: ids.target } }),
    'POST /newsletter/webhook/{secret}': anyone({
      params: { secret: 'no-such-secret' },
      body: { type: 'unsubscribe', data: { email: 'member@example.org' } },
    }),
    // Error reports.
    'POST /client-errors': anyone({
      body: {
        source: 'widget',
        message: 'TypeError: x is undefined',
        url: 'https://news.example.org/story',
        breadcrumbs: [{ at: '2025-01-01T00:00:00.000Z', kind: 'click', text: 'button Send' }],
      },
    }),
    'GET /client-errors': admin({ query: { limit: '10' } }),
    'GET /client-errors/{id}': admin({ params: { id: ids.clientError } }),
    // An open checkout: every bad answer leaves it open.
    'GET /demo-checkout/{id}': anyone({ params: { id: ids.demoCheckout } }),
    'POST /demo-checkout/{id}': anyone({ params: { id: ids.demoCheckout }, body: { outcome: 'succeed' } }),
  };
}
