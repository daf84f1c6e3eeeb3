import { defaultGeneralSettings, defaultJoinSetup } from '@masthead/core';
import type { Mailer } from '../email/index.ts';
import type { ContactRepository } from '../contacts/contact-repository.ts';
import { contentSections, type ContentRepository } from '../content/content-repository.ts';
import { displayName } from '../contacts/contact-serialiser.ts';
import { withOwnText } from '../signup/join-emails.ts';

export interface MemberEmailOptions {
  contacts: Pick<ContactRepository, 'findById'>;
  content: Pick<ContentRepository, 'getRecent'>;
  mailer: Mailer;
  log: { error(details: object, message: string): void };
}

/** A date as the member reads it in their language: "3 March 2027". */
export const longDate = (date: Date, locale: string) => {
  try {
    // de@informal and de@easy write dates as de does.
    return new Intl.DateTimeFormat(locale.split('@')[0], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  }
};

/**
 * The emails about a member's contribution: a failed payment (with the link
 * to change the payment method) and a cancellation, in the member's
 * language, with the date that matters to them. The contribution has changed
 * already when they go: a failure to send is logged, not thrown. A
 * cancellation says content/join/setup's `cancellationEmailText` where the
 * admin wrote one (as the welcome email does), its `{date}` the end date.
 */
export function createMemberEmails({ contacts, content, mailer, log }: MemberEmailOptions) {
  const send = async (template: 'payment-failed' | 'contribution-cancelled', contactId: string, date: Date) => {
    try {
      const contact = await contacts.findById(contactId);
      if (!contact) return;
      const settings = await content.getRecent(contentSections.general, defaultGeneralSettings);
      if (!settings.siteUrl) throw new Error('the general settings have no site URL to link to');
      const locale = contact.locale ?? settings.locale;
      const data = {
        name: displayName(contact.firstname, contact.lastname, contact.email),
        date: longDate(date, locale),
        url: `${settings.siteUrl.replace(/\/+$/, '')}/profile/contribution`,
      };
      await mailer.send({ to: contact.email, locale, settings, ...(await ownText(template, data)) });
    } catch (error) {
      log.error({ err: error, contactId, template }, 'a contribution email was not sent');
    }
  };
  // The admin's text is theirs, not translated: only the end date is put in, where it says `{date}`.
  const ownText = async (template: 'payment-failed' | 'contribution-cancelled', data: Record<string, string>) => {
    if (template !== 'contribution-cancelled') return { template, data };
    const { cancellationEmailText } = await content.getRecent(contentSections.joinSetup, defaultJoinSetup);
    const text = cancellationEmailText.replaceAll('{date}', data.date ?? '');
    return withOwnText(text, template, 'contribution-cancelled-custom', data);
  };
  return {
    /** Payments started failing; access lasts until `until`. */
    paymentFailed: (contactId: string, until: Date) => send('payment-failed', contactId, until),
    /** The contribution was cancelled; the membership ends on `until`. */
    cancelled: (contactId: string, until: Date) => send('contribution-cancelled', contactId, until),
  };
}

export type MemberEmails = ReturnType<typeof createMemberEmails>;
