import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// One catalog per surface. `app` covers the hosted app and the packages it
// uses; widgets get their own, smaller catalog when they arrive.
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
      include: ['packages/core/src', 'packages/client/src', 'packages/ui/src', 'sites/app/src'],
      exclude: ['**/*.test.*', '**/node_modules/**'],
    },
  ],
  compileNamespace: 'es',
  format: formatter({ lineNumbers: false }),
});
