import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// One catalog per surface. `app` covers the hosted app and the packages it
// uses (the form builder included); `widgets` is the embedded widgets' own, smaller catalog (the form
// renderer and the custom elements). `email` is read by the server
// (packages/server/src/email), which parses the .po files at start-up, so it
// needs no compile step.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'de@informal', 'de@easy', 'nl', 'pt', 'it', 'ru', 'fr', 'el'],
  fallbackLocales: {
    'de@informal': 'de',
    'de@easy': 'de@informal',
    default: 'en',
  },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/app',
      // The form builder is for the admin app only (`@masthead/forms/builder`).
      include: [
        'packages/core/src',
        'packages/client/src',
        'packages/ui/src',
        'packages/forms/src/builder',
        // The contribution choices: the profile's and the join form's (`<join-form>` carries them in the widgets catalog).
        'packages/forms/src/contribution',
        'sites/app/src',
      ],
      exclude: ['**/*.test.*', '**/node_modules/**'],
    },
    {
      path: '<rootDir>/locales/{locale}/widgets',
      // Core's reader-facing error texts are extracted here too, so the widgets carry no copies.
      // The button's busy text is shown inside the widgets too.
      include: [
        'packages/forms/src',
        'packages/elements/src',
        'packages/core/src/reader-errors.ts',
        'packages/ui/src/button',
      ],
      exclude: ['**/*.test.*', '**/node_modules/**', 'packages/forms/src/builder/**'],
    },
    {
      path: '<rootDir>/locales/{locale}/email',
      include: ['packages/server/src/email'],
      exclude: ['**/*.test.*', '**/node_modules/**'],
    },
  ],
  compileNamespace: 'es',
  format: formatter({ lineNumbers: false }),
});
