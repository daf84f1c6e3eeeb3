import type { Messages } from '@lingui/core';

/**
 * Where each locale's widgets catalog comes from, by locale code. `later`: where the texts only
 * an element's lazy parts show come from, with those parts' CSS, when the catalog left them out
 * (the embed's, per element).
 */
export type CatalogLoaders = Record<
  string,
  () => Promise<{ messages: Messages; later?: () => Promise<{ messages: Messages; css: string }> }>
>;

/**
 * Every widget's texts, one chunk per locale: a reader downloads only the
 * widgets catalog of the language they read. The embed script hands each
 * element a smaller catalog of its own instead (`WidgetApiSettings.catalogs`),
 * so its build leaves this table empty (scripts/embed-elements.mjs).
 */
export const widgetsCatalogs: CatalogLoaders = {
  en: () => import('../../../locales/en/widgets.ts'),
  de: () => import('../../../locales/de/widgets.ts'),
  'de@informal': () => import('../../../locales/de@informal/widgets.ts'),
  'de@easy': () => import('../../../locales/de@easy/widgets.ts'),
  nl: () => import('../../../locales/nl/widgets.ts'),
  pt: () => import('../../../locales/pt/widgets.ts'),
  it: () => import('../../../locales/it/widgets.ts'),
  ru: () => import('../../../locales/ru/widgets.ts'),
  fr: () => import('../../../locales/fr/widgets.ts'),
  el: () => import('../../../locales/el/widgets.ts'),
};
