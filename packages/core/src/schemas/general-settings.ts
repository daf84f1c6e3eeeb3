import type { FromSchema } from 'json-schema-to-ts';
import { localeCodes } from '../locales.ts';

export const themeColorNames = ['primary', 'link', 'body', 'warning', 'success', 'danger'] as const;
export type ThemeColorName = (typeof themeColorNames)[number];

/** The ten font families a newsroom can choose; open-sans is the default. */
export const themeFonts = [
  'open-sans',
  'source-sans',
  'roboto',
  'lato',
  'montserrat',
  'fira-sans',
  'merriweather',
  'source-serif',
  'playfair-display',
  'noto-serif',
] as const;
export type ThemeFont = (typeof themeFonts)[number];

export const colourPattern = '^#[0-9a-fA-F]{6}$';

/** A link readers follow: empty (not set), an http(s) address or a mailto: one. */
export const linkPattern = '^((https?://[^\\s/?#]+|mailto:[^\\s@]+@[^\\s@]+)\\S*)?$';
/** An image the app shows: empty, an http(s) address, or a path on this server (`/demo/logo.svg`). */
export const imagePattern = '^(https?://[^\\s/?#]+\\S*|/[^\\s/]\\S*)?$';
/** An address the app links to and nothing else: empty or http(s). */
export const webLinkPattern = '^(https?://[^\\s/?#]+\\S*)?$';
/** An email address, or empty where none is set. */
export const optionalEmailPattern = '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$';

const colour = { type: 'string', pattern: colourPattern } as const;
const link = { type: 'string', maxLength: 2048, pattern: linkPattern } as const;
const image = { type: 'string', maxLength: 2048, pattern: imagePattern } as const;
const optionalEmail = { type: 'string', maxLength: 320, pattern: optionalEmailPattern } as const;
/** The newsroom's own site, whose origin account links must share: empty (not set yet) or an http(s) address. */
const siteUrl = {
  type: 'string',
  maxLength: 2048,
  pattern: '^(https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[^\\s?#]*)?)?$',
} as const;

export const themeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['colors', 'fonts'],
  properties: {
    name: { type: 'string', maxLength: 100 },
    colors: {
      type: 'object',
      additionalProperties: false,
      required: [...themeColorNames],
      properties: {
        primary: colour,
        link: colour,
        body: colour,
        warning: colour,
        success: colour,
        danger: colour,
      },
    },
    fonts: {
      type: 'object',
      additionalProperties: false,
      required: ['body'],
      properties: {
        body: { type: 'string', enum: themeFonts },
        title: { type: ['string', 'null'], enum: [...themeFonts, null] },
      },
    },
  },
} as const;

export const generalSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'organisationName',
    'logoUrl',
    'siteUrl',
    'supportEmail',
    'privacyLink',
    'termsLink',
    'impressumLink',
    'locale',
    'theme',
    'currencyCode',
    'currencySymbol',
    'backgroundUrl',
    'hideContribution',
    'footerLinks',
    'newsroomMode',
  ],
  properties: {
    organisationName: { type: 'string', minLength: 1, maxLength: 200 },
    logoUrl: image,
    siteUrl,
    supportEmail: optionalEmail,
    privacyLink: link,
    termsLink: link,
    impressumLink: link,
    locale: { type: 'string', enum: localeCodes },
    theme: themeSchema,
    currencyCode: { type: 'string', pattern: '^[A-Z]{3}$' },
    currencySymbol: { type: 'string', minLength: 1, maxLength: 5 },
    backgroundUrl: image,
    hideContribution: { type: 'boolean' },
    footerLinks: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['url', 'text'],
        properties: { url: link, text: { type: 'string', minLength: 1, maxLength: 200 } },
      },
    },
    /** Masthead: a setting, not an env var, so an admin can switch it. */
    newsroomMode: { type: 'boolean' },
    /**
     * Masthead: a Nominatim- or Photon-compatible search URL the address
     * question's "Search address" asks from the reader's browser
     * (`{geocoderUrl}?q=…&format=json&limit=5`); empty: no search is offered.
     */
    geocoderUrl: siteUrl,
    /**
     * VAT (docs/product/entities.md, General settings): where on, the join form asks for a VAT number (optional)
     * and names the rate.
     */
    vatEnabled: { type: 'boolean' },
    /** The VAT rate in per cent that contributions include, e.g. 19 or 7.7. */
    vatRate: { type: 'number', minimum: 0, maximum: 100 },
    /**
     * docs/product/rules.md, Roles and permissions: the old dashboard's address, linked from the admin
     * navigation; empty: no link.
     */
    oldDashboardUrl: { type: 'string', maxLength: 2048, pattern: webLinkPattern },
    /** The From of Masthead's emails; empty: EMAIL_FROM's, else the organisation name. */
    emailFromName: { type: 'string', maxLength: 200, pattern: '^[^\\r\\n]*$' },
    /** Empty: EMAIL_FROM's address, else no-reply@ the site's host. */
    emailFromAddress: optionalEmail,
  },
} as const;

export type GeneralSettings = FromSchema<typeof generalSettingsSchema>;
export type Theme = GeneralSettings['theme'];

/** PATCH content/general merges: every field optional, the same rules. */
export const generalSettingsPatchSchema = {
  ...generalSettingsSchema,
  required: [],
  minProperties: 1,
} as const;

export const defaultTheme: Theme = {
  name: 'Masthead',
  colors: {
    primary: '#1d4e89',
    link: '#1d4e89',
    body: '#1f2328',
    warning: '#8a5a00',
    success: '#1a7f37',
    danger: '#c0262d',
  },
  fonts: { body: 'open-sans', title: null },
};

export const defaultGeneralSettings: GeneralSettings = {
  organisationName: 'Masthead',
  logoUrl: '',
  siteUrl: '',
  supportEmail: '',
  privacyLink: '',
  termsLink: '',
  impressumLink: '',
  locale: 'en',
  theme: defaultTheme,
  currencyCode: 'EUR',
  currencySymbol: '€',
  backgroundUrl: '',
  hideContribution: false,
  footerLinks: [],
  newsroomMode: false,
  geocoderUrl: '',
  vatEnabled: false,
  vatRate: 0,
  oldDashboardUrl: '',
  emailFromName: '',
  emailFromAddress: '',
};
