import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defaultGeneralSettings } from '@masthead/core';
import type { FastifyInstance } from 'fastify';
import { createKit, type AppOptions } from './app-kit.ts';
import { registerFeatures } from './kernel/feature.ts';
import { createFastify, registerHttpPlugins } from './kernel/http/create-fastify.ts';
import { urlOrigin } from './kernel/http/security-headers.ts';
import { accountsFeature } from './accounts/accounts-feature.ts';
import { apiKeysFeature } from './api-keys/api-keys-feature.ts';
import { calloutsFeature } from './callouts/callouts-feature.ts';
import { captchaFeature } from './captcha/captcha-feature.ts';
import { clientErrorsFeature } from './client-errors/client-errors-feature.ts';
import { contactsFeature } from './contacts/contacts-feature.ts';
import { contentSections } from './content/content-repository.ts';
import { contentFeature } from './content/content-feature.ts';
import { emailFeature } from './email/email-feature.ts';
import { newsletterFeature } from './newsletter/newsletter-feature.ts';
import { noticesFeature } from './notices/notices-feature.ts';
import { paymentsFeature } from './payments/payments-feature.ts';
import { responsesFeature } from './responses/responses-feature.ts';
import { segmentsFeature } from './segments/segments-feature.ts';
import { signupFeature } from './signup/signup-feature.ts';
import { siteFeature } from './site/site-feature.ts';
import { statsFeature } from './stats/stats-feature.ts';
import { uploadsFeature } from './uploads/uploads-feature.ts';

export type { AppOptions } from './app-kit.ts';

/**
 * Builds the Fastify app without listening: the request plugins, then the
 * features, each a folder of src/ made from the shared pieces (app-kit.ts)
 * and the services of the features before it. The caller owns the database
 * and closes it after the app.
 */
export function buildApp(options: AppOptions): FastifyInstance {
  const app = createFastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false });
  const kit = createKit(app, options);
  const { config, content, now } = kit;

  const captcha = captchaFeature(kit);
  const uploads = uploadsFeature(kit);
  const accounts = accountsFeature(kit);
  const apiKeys = apiKeysFeature(kit);
  const payments = paymentsFeature(kit);
  const callouts = calloutsFeature(kit, { uploadsOrigin: uploads.origin });
  const signup = signupFeature(kit, { accounts, payments, captcha: captcha.captcha, callouts: callouts.callouts });
  const contacts = contactsFeature(kit, { accounts, payments, uploads });

  const appIndex = join(config.staticDir, 'app', 'index.html');
  registerHttpPlugins(app, {
    notFound: { appIndex: existsSync(appIndex) ? appIndex : null, pageHead: callouts.embeds.discoveryLink },
    siteUrl: kit.siteUrl,
    headers: {
      embedOrigins: config.embedOrigins ?? null,
      // The address question's "Search address" asks the geocoder from the reader's browser.
      connectOrigins: async () =>
        urlOrigin((await content.getRecent(contentSections.general, defaultGeneralSettings)).geocoderUrl ?? ''),
    },
    // Read for each call it refuses: turning the mode on or off takes effect at once on every server.
    newsroomMode: {
      isOn: async () => (await content.get(contentSections.general, defaultGeneralSettings)).newsroomMode,
    },
    auth: {
      contacts: kit.contacts,
      sessions: accounts.sessions,
      apiKeys: apiKeys.apiKeys,
      passes: callouts.passes,
      now,
    },
  });

  // Root routes register in this order; the site's static files come last.
  const features = [
    contentFeature(kit, signup),
    accounts,
    apiKeys,
    contacts,
    segmentsFeature(kit, contacts),
    noticesFeature(kit),
    statsFeature(kit),
    payments,
    signup,
    callouts,
    responsesFeature(kit, { callouts, uploads, captcha: captcha.captcha }),
    captcha,
    emailFeature(kit),
    uploads,
    newsletterFeature(kit, accounts),
    clientErrorsFeature(kit),
    siteFeature(kit, uploads),
  ];
  registerFeatures(app, features, { db: kit.db, now, jobs: kit.jobs });
  return app;
}
