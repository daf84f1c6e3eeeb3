import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ContactImportField, ContactImportPreset, CsvDelimiter, CsvEncoding } from '@masthead/core';

/** What the mapping's selects call each field a column can go to (core's `contactImportFields`). */
export const importFieldTexts: Record<ContactImportField, MessageDescriptor> = {
  email: msg`Email`,
  firstname: msg`First name`,
  lastname: msg`Last name`,
  name: msg`Full name (split at the last space)`,
  telephone: msg`Telephone`,
  address: msg`Address (whole, as line 1)`,
  deliveryLine1: msg`Address line 1`,
  deliveryLine2: msg`Address line 2`,
  deliveryCity: msg`City or town`,
  deliveryPostcode: msg`Postcode`,
  tags: msg`Tags`,
  newsletterStatus: msg`Newsletter status`,
  newsletterConsent: msg`Newsletter consent (any value: subscribed)`,
  newsletterUnsubscribed: msg`Newsletter unsubscribed (any value)`,
  newsletterCleaned: msg`Newsletter cleaned (any value)`,
  newsletterGroups: msg`Newsletter groups`,
  joined: msg`Joined`,
  notes: msg`Notes`,
  contributionType: msg`Contribution type`,
  contributionAmount: msg`Contribution amount`,
  contributionPeriod: msg`Contribution period`,
  contributionMethod: msg`Payment method`,
  paymentProvider: msg`Payment provider`,
  customerId: msg`Customer id at the payment provider`,
  member: msg`Member`,
  membershipStarts: msg`Membership starts`,
  membershipExpires: msg`Membership expires`,
  deleted: msg`Deleted (the row is refused)`,
  joinPageUrl: msg`Join page address`,
  joinPageTitle: msg`Join page title`,
  joinReferrer: msg`Referrer`,
  joinCalloutSlug: msg`Join call-out`,
  utmSource: msg`UTM source`,
  utmMedium: msg`UTM medium`,
  utmCampaign: msg`UTM campaign`,
  utmTerm: msg`UTM term`,
  utmContent: msg`UTM content`,
  ignore: msg`Ignore (not imported)`,
};

/** The preset select: a known export, or the columns mapped one by one. */
export type ImportPresetChoice = ContactImportPreset | 'custom';

export const importPresetTexts: Record<ImportPresetChoice, MessageDescriptor> = {
  ghost: msg`Ghost members export`,
  mailchimp: msg`Mailchimp audience export`,
  masthead: msg`Masthead contacts CSV`,
  custom: msg`Other file (map the columns yourself)`,
};

export const delimiterTexts: Record<CsvDelimiter, MessageDescriptor> = {
  ',': msg`commas`,
  ';': msg`semicolons`,
  '\t': msg`tabs`,
};

/** Encodings are names, the same in every language. */
export const encodingNames: Record<CsvEncoding, string> = {
  'utf-8': 'UTF-8',
  'windows-1252': 'Windows-1252',
  'utf-16le': 'UTF-16 LE',
};
