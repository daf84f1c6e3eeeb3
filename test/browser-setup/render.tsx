import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { allowSourceTexts } from './lingui-warnings.ts';
import { afterEach } from './mocha.ts';

/** English with no catalogue: macros fall back to their source text (never reported as missing). */
export function createTestI18n() {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  allowSourceTexts(i18n);
  return i18n;
}

const mounted = new Set<() => void>();

/**
 * Renders into a fresh container on document.body, inside an I18nProvider.
 * Every container is unmounted and removed after each test.
 */
export function render(ui: ReactElement, { i18n = createTestI18n() } = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const wrap = (el: ReactElement) => <I18nProvider i18n={i18n}>{el}</I18nProvider>;
  flushSync(() => root.render(wrap(ui)));
  const unmount = () => {
    if (!mounted.delete(unmount)) return;
    root.unmount();
    container.remove();
  };
  mounted.add(unmount);
  return {
    container,
    unmount,
    rerender: (next: ReactElement) => flushSync(() => root.render(wrap(next))),
  };
}

export function cleanup() {
  for (const unmount of [...mounted]) unmount();
}

// Registered at the root of every test file that renders anything.
afterEach(cleanup);
