import type { AppKit } from '../app-kit.ts';
import type { WithServices } from '../kernel/feature.ts';
import { createAccountLinkRepository } from './account-link-repository.ts';
import { createAuthService } from './auth-service.ts';
import { authRoutes } from './auth-routes.ts';
import { createEmailChange } from './email-change.ts';
import { emailChangeRoutes } from './email-change-routes.ts';
import { contactMfaRoutes } from './mfa-routes.ts';
import { createPasswordHasher } from './password-hasher.ts';
import { createRecoveryService } from './recovery-service.ts';
import { resetDeviceRoutes } from './reset-device-routes.ts';
import { resetPasswordRoutes } from './reset-password-routes.ts';
import { createSessionRepository } from './session-repository.ts';

/**
 * Accounts: logging in and out, sessions, two-factor authentication, reset
 * and emergency links, changing one's email. Its services (sessions, links,
 * the auth, recovery and email-change services) serve contacts and the
 * newsletter too.
 */
export function accountsFeature(kit: AppKit) {
  const { db, contacts, content, mailer, limiter, backoff, now } = kit;
  const sessions = createSessionRepository({ db });
  const links = createAccountLinkRepository({ db });
  const auth = createAuthService({ contacts, hasher: kit.options.hasher ?? createPasswordHasher(), backoff, now });
  const recovery = createRecoveryService({ contacts, links, content, mailer, now });
  const emailChange = createEmailChange({ contacts, links, content, mailer, now });
  return {
    sessions,
    links,
    auth,
    recovery,
    emailChange,
    api(api) {
      api.register(authRoutes, { auth, contacts, sessions, links, now });
      api.register(emailChangeRoutes, { emailChange, contacts, limiter, now });
      api.register(contactMfaRoutes, { contacts, auth, now });
      api.register(resetPasswordRoutes, { auth, recovery, contacts, links, sessions, limiter, backoff, now });
      api.register(resetDeviceRoutes, { auth, recovery, contacts, links, limiter, now });
    },
  } satisfies WithServices;
}
