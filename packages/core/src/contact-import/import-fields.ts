/**
 * The contact fields a CSV column can be mapped to (`POST contact-import`,
 * `mapping`), shared by the server's import and the admin page's mapping
 * step. Where each one is stored: packages/server/src/contacts/import/README.md.
 */
export const contactImportFields = [
  'email',
  'firstname',
  'lastname',
  /** One full-name column, split at its last space. */
  'name',
  'telephone',
  /** One address cell (Mailchimp's "Address"): kept whole as the first line. */
  'address',
  'deliveryLine1',
  'deliveryLine2',
  'deliveryCity',
  'deliveryPostcode',
  /** A list in one cell, comma- or semicolon-separated. */
  'tags',
  /** subscribed, unsubscribed, pending, cleaned or none; also yes/no, true/false. */
  'newsletterStatus',
  /** Any value (a date of consent): subscribed. */
  'newsletterConsent',
  /** Any value (a date): unsubscribed, whatever the consent says. */
  'newsletterUnsubscribed',
  /** Any value (a date): cleaned (the address bounced). */
  'newsletterCleaned',
  /** A list in one cell, as tags. */
  'newsletterGroups',
  'joined',
  'notes',
  /** Automatic, Manual, Gift or None. */
  'contributionType',
  /** An amount per period, in the currency's units: 5, 12.50 or 12,50. */
  'contributionAmount',
  /** monthly or annually. */
  'contributionPeriod',
  /** A payment method name (s_card, gc_direct-debit …), kept as it is. */
  'contributionMethod',
  /** stripe or gocardless: where the customer id is. */
  'paymentProvider',
  /** The provider's customer id (Stripe `cus_…`, GoCardless `CU…`), for adopting the subscription later. */
  'customerId',
  /** yes/true/1: the member role, without an end. */
  'member',
  'membershipStarts',
  'membershipExpires',
  /** A date (Ghost's deleted_at): the row is refused, the contact left out. */
  'deleted',
  'joinPageUrl',
  'joinPageTitle',
  'joinReferrer',
  'joinCalloutSlug',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  /** Read but stored nowhere (listed in the report's `ignored`). */
  'ignore',
] as const;
export type ContactImportField = (typeof contactImportFields)[number];

export const contactImportPresets = ['ghost', 'mailchimp', 'masthead'] as const;
export type ContactImportPreset = (typeof contactImportPresets)[number];

/** A column mapping: the file's column name (as in its header) to a field. */
export type ContactImportMapping = Readonly<Record<string, ContactImportField>>;

export interface ContactImportPresetEntry {
  /** Column names, compared ignoring case and surrounding spaces. */
  mapping: ContactImportMapping;
  /** Where a row gives no newsletter status: the export itself is the record of consent (Mailchimp's audience). */
  rowsAreSubscribed?: boolean;
  /** The provider of the customer ids where no column says (Ghost keeps Stripe's). */
  paymentProvider?: 'stripe' | 'gocardless';
}

/**
 * Known exports. Columns not named here are ignored (and listed as such in
 * the report). Masthead's own columns are those of `GET contact.csv`
 * (`contactCsvHeader`, server): a test keeps the two in step.
 */
export const contactImportPresetEntries: Readonly<Record<ContactImportPreset, ContactImportPresetEntry>> = {
  ghost: {
    mapping: {
      id: 'ignore',
      email: 'email',
      name: 'name',
      note: 'notes',
      subscribed_to_emails: 'newsletterStatus',
      complimentary_plan: 'member',
      stripe_customer_id: 'customerId',
      created_at: 'joined',
      deleted_at: 'deleted',
      labels: 'tags',
      tiers: 'ignore',
    },
    paymentProvider: 'stripe',
  },
  mailchimp: {
    mapping: {
      'Email Address': 'email',
      'First Name': 'firstname',
      'Last Name': 'lastname',
      Address: 'address',
      'Phone Number': 'telephone',
      TAGS: 'tags',
      OPTIN_TIME: 'joined',
      CONFIRM_TIME: 'newsletterConsent',
      UNSUB_TIME: 'newsletterUnsubscribed',
      CLEAN_TIME: 'newsletterCleaned',
      NOTES: 'notes',
      LAST_CHANGED: 'ignore',
      MEMBER_RATING: 'ignore',
      GMTOFF: 'ignore',
      DSTOFF: 'ignore',
      TIMEZONE: 'ignore',
      CC: 'ignore',
      REGION: 'ignore',
      LATITUDE: 'ignore',
      LONGITUDE: 'ignore',
      LEID: 'ignore',
      EUID: 'ignore',
    },
    rowsAreSubscribed: true,
  },
  masthead: {
    mapping: {
      // Another instance's ids mean nothing here; contacts are matched by email.
      id: 'ignore',
      email: 'email',
      firstname: 'firstname',
      lastname: 'lastname',
      joined: 'joined',
      // What Masthead records itself, never taken from a file.
      lastSeen: 'ignore',
      roles: 'ignore',
      membershipStarts: 'membershipStarts',
      membershipExpires: 'membershipExpires',
      contributionType: 'contributionType',
      contributionAmount: 'contributionAmount',
      contributionPeriod: 'contributionPeriod',
      contributionMethod: 'contributionMethod',
      tags: 'tags',
      newsletterStatus: 'newsletterStatus',
      deliveryLine1: 'deliveryLine1',
      deliveryLine2: 'deliveryLine2',
      deliveryCity: 'deliveryCity',
      deliveryPostcode: 'deliveryPostcode',
      joinPageUrl: 'joinPageUrl',
      joinPageTitle: 'joinPageTitle',
      joinReferrer: 'joinReferrer',
      joinCalloutSlug: 'joinCalloutSlug',
      utmSource: 'utmSource',
      utmMedium: 'utmMedium',
      utmCampaign: 'utmCampaign',
      utmTerm: 'utmTerm',
      utmContent: 'utmContent',
    },
  },
};

const columnKey = (name: string) => name.trim().toLowerCase();

/**
 * Each header column's field under a preset or a mapping (names compared
 * ignoring case and surrounding spaces); a column neither names is `ignore`.
 * @example mapColumns(['Email Address', 'Foo'], contactImportPresetEntries.mailchimp.mapping) // ['email', 'ignore']
 */
export function mapColumns(header: readonly string[], mapping: ContactImportMapping): ContactImportField[] {
  const byKey = new Map(Object.entries(mapping).map(([column, field]) => [columnKey(column), field]));
  return header.map((column) => byKey.get(columnKey(column)) ?? 'ignore');
}

/**
 * The preset a header looks like, for the page's first guess: the one that
 * maps the most of its columns and has its email column.
 * @example guessPreset(['email', 'name', 'labels', 'stripe_customer_id']) // 'ghost'
 */
export function guessPreset(header: readonly string[]): ContactImportPreset | null {
  let best: { preset: ContactImportPreset; known: number } | null = null;
  for (const preset of contactImportPresets) {
    const fields = mapColumns(header, contactImportPresetEntries[preset].mapping);
    if (!fields.includes('email')) continue;
    const keys = new Set(Object.keys(contactImportPresetEntries[preset].mapping).map(columnKey));
    const known = header.filter((column) => keys.has(columnKey(column))).length;
    if (!best || known > best.known) best = { preset, known };
  }
  return best?.preset ?? null;
}
