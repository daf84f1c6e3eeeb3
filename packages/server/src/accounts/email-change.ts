import { defaultGeneralSettings, normalEmail } from '@masthead/core';
import { DomainError } from '../kernel/domain-error.ts';
import type { Mailer } from '../email/index.ts';
import type { AccountLinkRepository } from './account-link-repository.ts';
import type { ContactRepository, ContactRow } from '../contacts/contact-repository.ts';
import { contentSections, type ContentRepository } from '../content/content-repository.ts';
import { displayName } from '../contacts/contact-serialiser.ts';

export interface EmailChangeOptions {
  contacts: Pick<ContactRepository, 'findById' | 'findByEmail' | 'update'>;
  links: Pick<AccountLinkRepository, 'create' | 'consumeEmailChange'>;
  content: Pick<ContentRepository, 'get'>;
  mailer: Pick<Mailer, 'send'>;
  now: () => Date;
}

/** The app's page that opens the emailed link: `${siteUrl}${emailChangePath}/${id}`. */
export const emailChangePath = '/auth/change-email';

const sameAddress = (a: string, b: string) => normalEmail(a) === normalEmail(b);

/**
 * A contact's email changes only through a link sent to the new address
 * (24 hours, once), so nobody can move an account to an address they do not
 * read, or take one that belongs to someone else. Once it changes, the old
 * address is told.
 */
export function createEmailChange({ contacts, links, content, mailer, now }: EmailChangeOptions) {
  const settings = () => content.get(contentSections.general, defaultGeneralSettings);

  return {
    /**
     * Sends the link to `newEmail`. An address that belongs to another
     * contact: an admin acting for someone else hears `duplicate-email`; the
     * contact themself gets the same answer as for a free address and
     * nothing is sent, so the form tells nobody who has an account.
     */
    async request(contact: ContactRow, newEmail: string, { byAdmin }: { byAdmin: boolean }): Promise<void> {
      const email = newEmail.trim();
      if (sameAddress(email, contact.email)) return;
      const owner = await contacts.findByEmail(email);
      if (owner) {
        if (byAdmin) throw new DomainError('duplicate-email');
        return;
      }
      const { siteUrl, locale } = await settings();
      const id = await links.create('change-email', contact.id, now(), email);
      await mailer.send({
        to: email,
        template: 'change-email',
        locale: contact.locale ?? locale,
        data: {
          name: displayName(contact.firstname, contact.lastname, contact.email),
          email,
          url: `${siteUrl.replace(/\/+$/, '')}${emailChangePath}/${id}`,
        },
      });
    },

    /**
     * Uses the link: the contact's email becomes the address it was sent to,
     * and the old address is told. `link-expired` for a used, expired or
     * unknown link; `duplicate-email` when someone took the address meanwhile.
     */
    async confirm(linkId: string): Promise<ContactRow> {
      const change = await links.consumeEmailChange(linkId, now());
      if (!change) throw new DomainError('link-expired');
      const contact = await contacts.findById(change.contactId);
      if (!contact) throw new DomainError('link-expired');
      // Taken meanwhile: the repository's unique address answers `duplicate-email`.
      const updated = await contacts.update(contact.id, { email: change.newEmail });
      if (!updated) throw new DomainError('link-expired');
      const { siteUrl, locale } = await settings();
      await mailer.send({
        to: contact.email,
        template: 'email-changed',
        locale: contact.locale ?? locale,
        data: {
          name: displayName(contact.firstname, contact.lastname, contact.email),
          email: change.newEmail,
          url: `${siteUrl.replace(/\/+$/, '')}/profile/account`,
        },
      });
      return updated;
    },
  };
}

export type EmailChange = ReturnType<typeof createEmailChange>;
