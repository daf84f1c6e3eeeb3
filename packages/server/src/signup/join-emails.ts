import { defaultGeneralSettings, defaultJoinSetup } from '@masthead/core';
import type { EmailMessage, Mailer } from '../email/index.ts';
import type { AccountLinkRepository } from '../accounts/account-link-repository.ts';
import type { ContactRepository, ContactRow } from '../contacts/contact-repository.ts';
import { contentSections, type ContentRepository } from '../content/content-repository.ts';
import { displayName } from '../contacts/contact-serialiser.ts';
import type { JoinFlowRow } from './join-flow-repository.ts';

export interface JoinEmailOptions {
  contacts: Pick<ContactRepository, 'findByEmail'>;
  links: Pick<AccountLinkRepository, 'create'>;
  content: Pick<ContentRepository, 'get'>;
  mailer: Pick<Mailer, 'send'>;
  now: () => Date;
}

/**
 * An email's template and data with the admin's own text from content/join/setup:
 * its `custom` template with `text` (as they wrote it, not translated) when the
 * text is not blank, else the `standard` template in the reader's language.
 * @example withOwnText('', 'join-welcome', 'join-welcome-custom', {name, url}) // {template: 'join-welcome', data: {name, url}}
 */
export function withOwnText(
  ownText: string,
  standard: EmailMessage['template'],
  custom: EmailMessage['template'],
  data: Record<string, string>,
): Pick<EmailMessage, 'template' | 'data'> {
  const text = ownText.trim();
  return text ? { template: custom, data: { ...data, text } } : { template: standard, data };
}

/** `${base}/${id}`, without doubling a slash. */
const linkTo = (base: string, id: string) => `${base.replace(/\/+$/, '')}/${id}`;

/**
 * The emails of joining, in the organisation's language (nobody has chosen
 * one yet). `confirmation` is where a known address is told apart from a
 * new one, by what the email says, never by what the API answers.
 */
export function createJoinEmails({ contacts, links, content, mailer, now }: JoinEmailOptions) {
  const settings = () => content.get(contentSections.general, defaultGeneralSettings);

  return {
    /**
     * A new address gets the link to confirm it; an address with an account
     * never makes a second one: with a password it gets the "log in" email,
     * without one the "set password" email, whose link `PUT
     * reset-password/{id}` takes (a reset-password link, 24 hours, once).
     */
    async confirmation(flow: JoinFlowRow): Promise<void> {
      const general = await settings();
      const base = { to: flow.email, locale: general.locale, settings: general };
      const known = await contacts.findByEmail(flow.email);
      if (!known) {
        const name = `${flow.firstname} ${flow.lastname}`.trim();
        const url = linkTo(flow.confirm_url, flow.id);
        await mailer.send({ ...base, template: 'join-confirm-email', data: { name, url } });
        return;
      }
      const name = displayName(known.firstname, known.lastname, known.email);
      if (known.password_hash) {
        await mailer.send({ ...base, template: 'join-email-exists-login', data: { name, url: flow.login_url } });
        return;
      }
      const id = await links.create('reset-password', known.id, now());
      const url = linkTo(flow.set_password_url, id);
      await mailer.send({ ...base, template: 'join-email-exists-set-password', data: { name, url } });
    },

    /** The new member's welcome, with the admin's own text when content/join/setup has one. */
    async welcome(contact: ContactRow): Promise<void> {
      const general = await settings();
      const { welcomeEmailText } = await content.get(contentSections.joinSetup, defaultJoinSetup);
      const name = displayName(contact.firstname, contact.lastname, contact.email);
      const url = `${general.siteUrl.replace(/\/+$/, '')}/profile`;
      await mailer.send({
        to: contact.email,
        locale: general.locale,
        settings: general,
        ...withOwnText(welcomeEmailText, 'join-welcome', 'join-welcome-custom', { name, url }),
      });
    },
  };
}

export type JoinEmails = ReturnType<typeof createJoinEmails>;
