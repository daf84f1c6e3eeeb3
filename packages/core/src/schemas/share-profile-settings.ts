import type { FromSchema } from 'json-schema-to-ts';
import { imagePattern } from './general-settings.ts';
import { patchOf } from './patch-of.ts';

/** The most a share description may hold (docs/product/rules.md: a maximum with a remaining count). */
export const shareDescriptionMax = 300;

/**
 * content/share (docs/product/entities.md, General settings: social sharing): what a link to the app shows when
 * shared.
 */
const shareProperties = {
  title: { type: 'string', maxLength: 200 },
  description: { type: 'string', maxLength: shareDescriptionMax },
  /** The preview image: an http(s) address or a path on this server; empty: none. */
  image: { type: 'string', maxLength: 2048, pattern: imagePattern },
  /** The organisation's social handle (`@dailyexample`, `@news@social.example`): no spaces. */
  handle: { type: 'string', maxLength: 100, pattern: '^\\S*$' },
} as const;

/** The same handle by v0.32's name: answered beside `handle`, and a PATCH may set it by either. */
const shareAliases = { twitterHandle: shareProperties.handle } as const;

export const shareSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...(Object.keys(shareProperties) as (keyof typeof shareProperties)[]), 'twitterHandle'],
  properties: { ...shareProperties, ...shareAliases },
} as const;
export type ShareSettings = FromSchema<typeof shareSettingsSchema>;

/** `PATCH content/share` merges: every field optional. */
export const shareSettingsPatchSchema = patchOf({ ...shareProperties, ...shareAliases });
export type ShareSettingsPatch = FromSchema<typeof shareSettingsPatchSchema>;

export const defaultShareSettings: ShareSettings = {
  title: '',
  description: '',
  image: '',
  handle: '',
  twitterHandle: '',
};

/** content/profile: what the member home (/profile) shows above the rest. */
const profileProperties = {
  /** Plain text, paragraphs split on blank lines; empty: nothing is shown. */
  introText: { type: 'string', maxLength: 5000 },
  /** The same text by v0.32's name: answered beside `introText`, and a PATCH may set it by either. */
  introMessage: { type: 'string', maxLength: 5000 },
} as const;

export const profileSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['introText', 'introMessage'],
  properties: profileProperties,
} as const;
export type ProfileSettings = FromSchema<typeof profileSettingsSchema>;

/** `PATCH content/profile` merges. */
export const profileSettingsPatchSchema = patchOf(profileProperties);
export type ProfileSettingsPatch = FromSchema<typeof profileSettingsPatchSchema>;

export const defaultProfileSettings: ProfileSettings = { introText: '', introMessage: '' };

/**
 * The settings a section answers under two names, v0.32's and Masthead's,
 * stored once under Masthead's (`[v0.32 name, Masthead name]`).
 */
export const contentAliases = {
  share: [['twitterHandle', 'handle']],
  profile: [['introMessage', 'introText']],
} as const satisfies Record<string, readonly (readonly [string, string])[]>;

/** A well-formed `content/{id}` name (lowercase words and dashes); anything else is a 400. */
export const contentIdPattern = '^[a-z][a-z0-9]*(-[a-z0-9]+)*$';
