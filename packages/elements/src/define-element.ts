import type { ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { embedCss, hasEmbedCss } from './embed-css.ts';
import { ensurePageDefaults } from './page-defaults.ts';

type PropType = 'string' | 'number' | 'boolean' | 'json' | 'function' | 'method';

export interface ElementOptions {
  /** Attributes (camelCase here, kebab-case on the element) and how to read them. */
  props?: Record<string, PropType>;
}

let sheet: CSSStyleSheet | null = null;

/**
 * The element itself is a block (a custom element is inline by default); the
 * page's own rules on the element still win over `:host`.
 */
export const hostCss = ':host{display:block}:host([hidden]){display:none}';

/** One constructable sheet shared by every instance, parsed once per page. */
function styleRoot(root: ShadowRoot): void {
  const css = hostCss + (hasEmbedCss() ? embedCss : '');
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    sheet ??= new CSSStyleSheet();
    if (sheet.cssRules.length === 0) sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = css;
  root.prepend(style);
}

/**
 * Registers a React component as a custom element with an open shadow root
 * holding the embed bundle's CSS. A name already taken (two script tags on
 * one page, or another script's element of that name) keeps its first
 * definition, so a page cannot break itself by loading us twice; the
 * console says so, as that is rarely what the page meant.
 * @example defineElement('callout-form', CalloutForm, {props: {slug: 'string'}})
 */
export function defineElement<P extends object>(
  name: string,
  component: ComponentType<P>,
  options: ElementOptions = {},
): void {
  if (customElements.get(name)) {
    console.warn(`Masthead: <${name}> is already defined on this page; the first definition is kept.`);
    return;
  }
  const Base = r2wc(component, { shadow: 'open', props: options.props ?? {} }) as CustomElementConstructor;
  class MastheadElement extends Base {
    constructor() {
      super();
      styleRoot(this.shadowRoot!);
    }

    connectedCallback(): void {
      ensurePageDefaults(this.ownerDocument);
      (Base.prototype as { connectedCallback?: () => void }).connectedCallback?.call(this);
    }
  }
  customElements.define(name, MastheadElement);
}
