import { setupI18n } from '@lingui/core';
import { assert, createTestI18n, describe, it, takeLinguiWarnings } from '@masthead/test/browser-setup';
import { activateLocale, createI18n } from './load-catalog.ts';

// The browser setup fails any test in which Lingui warned (test/browser-setup/lingui-warnings.ts).
// These tests take the warnings they cause, so they check what is collected, not the failing itself.

describe('Lingui warnings in component tests', () => {
  it('collects a message missing from a loaded catalog, by its source text', async () => {
    const i18n = createI18n();
    await activateLocale(i18n, 'de');
    assert.equal(i18n._({ id: 'not-in-any-catalog', message: 'A text no catalog holds' }), 'A text no catalog holds');
    const [warning, ...more] = takeLinguiWarnings();
    assert.equal(more.length, 0);
    assert.match(warning ?? '', /"A text no catalog holds" \(id not-in-any-catalog\) is not in the "de" catalog/);
  });

  it('collects what Lingui itself logs, and nothing for messages the catalog holds', async () => {
    const i18n = setupI18n({ messages: { en: { greeting: 'Hello' } } });
    i18n.activate('fr');
    i18n.activate('en');
    assert.equal(i18n._('greeting'), 'Hello');
    const warnings = takeLinguiWarnings();
    assert.deepEqual(warnings, ['Messages for locale "fr" not loaded.']);
  });

  it('leaves the test i18n alone: its texts are the source texts on purpose', () => {
    const i18n = createTestI18n();
    assert.equal(i18n._({ id: 'x', message: 'Source text' }), 'Source text');
    i18n.load('en', { 'test.saved': 'Changes saved' });
    assert.equal(i18n._({ id: 'y', message: 'Another source text' }), 'Another source text');
    assert.equal(takeLinguiWarnings().length, 0);
  });
});
