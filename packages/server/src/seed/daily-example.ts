import type { GeneralSettings } from '@masthead/core';

/**
 * The demo organisation a fresh install starts with, so that `npm start`
 * shows a newsroom rather than blank pages. Only what differs from the core
 * defaults is stored.
 *
 * The palette is a broadsheet's: ink-black text (17:1 on white), a
 * masthead red for actions (6.9:1) and a deep blue for links (9.6:1); every
 * colour, the status ones too, passes WCAG AA (4.5:1) on white; seed-database.test.ts
 * checks this.
 */
export function dailyExampleSettings(siteUrl: string): Partial<GeneralSettings> {
  return {
    organisationName: 'The Daily Example',
    logoUrl: '/demo/daily-example-logo.svg',
    siteUrl,
    supportEmail: 'support@example.org',
    locale: 'en',
    currencyCode: 'GBP',
    currencySymbol: '£',
    theme: {
      name: 'The Daily Example',
      colors: {
        primary: '#b3141c',
        link: '#14467a',
        body: '#1c1c1c',
        warning: '#8c4f00',
        success: '#226b3a',
        danger: '#9e1b32',
      },
      fonts: { body: 'source-sans', title: 'playfair-display' },
    },
  };
}
