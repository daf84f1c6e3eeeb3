export { defineElement, type ElementOptions } from './define-element.ts';
export { ensurePageDefaults } from './page-defaults.ts';
export { embedCss } from './embed-css.ts';
