import { defaultGeneralSettings, isOnSites } from '@masthead/core';
import type { Mailer } from '../email/index.ts';
import { DomainError } from '../kernel/domain-error.ts';
import type { AccountLinkRepository } from './account-link-repository.ts';
import type { ContactRepository, ContactRow } from '../contacts/contact-repository.ts';
import { displayName } from '../contacts/contact-serialiser.ts';
import { contentSections, type ContentRepository } from '../content/content-repository.ts';

export interface RecoveryServiceOptions {
  contacts: ContactRepository;
  links: AccountLinkRepository;
  content: ContentRepository;
  mailer: Pick<Mailer, 'send'>;
  now: () => Date;
}

export type RecoveryKind = 'reset-password' | 'reset-device';

/** The app's pages that open the emailed links: `${siteUrl}${path}/${id}`. */
export const recoveryPaths: Record<RecoveryKind | 'login-link', string> = {
  'reset-password': '/auth/reset-password',
  'reset-device': '/auth/reset-device',
  'login-link': '/auth/login-link',
};

export interface RecoveryService {
  /**
   * Emails a one-time link `${resetUrl}/${id}` when the email belongs to a
   * contact; does nothing otherwise, so the caller answers alike either way.
   * `resetUrl` defaults to the app's page on the organisation's site.
   */
  sendLink(kind: RecoveryKind, email: string, resetUrl?: string): Promise<void>;
  /** An emergency login link for an admin to hand over (one use, one hour). */
  loginLink(contact: ContactRow): Promise<string>;
}

/** Reset-password and reset-device emails, and emergency login links. */
export function createRecoveryService({
  contacts,
  links,
  content,
  mailer,
  now,
}: RecoveryServiceOptions): RecoveryService {
  const settings = () => content.get(contentSections.general, defaultGeneralSettings);

  return {
    async sendLink(kind, email, resetUrl) {
      const { siteUrl, locale } = await settings();
      const base = resetUrl ?? `${siteUrl}${recoveryPaths[kind]}`;
      checkSameSite(base, siteUrl);
      const contact = await contacts.findByEmail(email);
      if (!contact) return;
      const id = await links.create(kind, contact.id, now());
      await mailer.send({
        to: contact.email,
        template: kind,
        locale,
        data: {
          name: displayName(contact.firstname, contact.lastname, contact.email),
          url: `${base.replace(/\/+$/, '')}/${id}`,
        },
      });
    },

    async loginLink(contact) {
      const { siteUrl } = await settings();
      const id = await links.create('login-link', contact.id, now());
      return `${siteUrl}${recoveryPaths['login-link']}/${id}`;
    },
  };
}

/**
 * A reset link must point at the organisation's own site: otherwise anyone
 * could have a genuine email sent to a member with a link to their page,
 * which would receive the secret id. Without a valid site URL in the
 * general settings no address is the site's, so every link is refused
 * (the seed stores SITE_URL there on first start). Signup's emailed and
 * return addresses use the same rule, naming their own `field`.
 */
export function checkSameSite(resetUrl: string, siteUrl: string, field = 'resetUrl'): void {
  const origin = URL.canParse(resetUrl) ? new URL(resetUrl).origin : null;
  if (!origin) throw new DomainError('validation', [{ field, rule: 'format' }]);
  const site = URL.canParse(siteUrl) ? new URL(siteUrl).origin : null;
  // A site on this machine is the same under any loopback name (core's isOnSites).
  if (!site || site === 'null' || !isOnSites(resetUrl, [site])) {
    throw new DomainError('validation', [{ field, rule: 'sameSite', params: { siteUrl } }]);
  }
}
