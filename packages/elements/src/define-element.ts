import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { embedCss, hasEmbedCss } from './embed-css.ts';
import { laterSheet, styleLater } from './later-css.ts';
import { ensurePageDefaults } from './page-defaults.ts';

export interface ElementOptions {
  /** The attributes passed to the component as string props: camelCase here, kebab-case on the element. */
  props?: Record<string, 'string'>;
  /**
   * The element's CSS: the embed build writes each element's own into its
   * chunk (see `src/join-form/element.ts`). Without it, the CSS of the whole
   * bundle (`embed-css.ts`).
   */
  css?: string;
  /** Called each time an element is connected (the widgets watch its clicks for error reports); returns how to stop. */
  connected?: (host: HTMLElement) => () => void;
}

/** One constructable sheet per CSS text, shared by every instance of the elements that use it. */
const sheets = new Map<string, CSSStyleSheet>();

/**
 * The element itself is a block (a custom element is inline by default); the
 * page's own rules on the element still win over `:host`.
 */
export const hostCss = ':host{display:block}:host([hidden]){display:none}';

/** Whether `css` is CSS, not a marker the build did not replace (component tests run unbuilt). */
const isCss = (css: string) => !css.startsWith('__MASTHEAD_EMBED');

function styleRoot(root: ShadowRoot, ownCss: string | undefined): void {
  const extra = ownCss === undefined ? (hasEmbedCss() ? embedCss : '') : isCss(ownCss) ? ownCss : '';
  const css = hostCss + extra;
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet, laterSheet()];
    return;
  }
  const style = document.createElement('style');
  style.textContent = css;
  root.prepend(style);
  styleLater(root);
}

/** Each connected element's React root. */
const roots = new WeakMap<HTMLElement, Root>();
/** How to stop what `options.connected` started, per connected element. */
const stops = new WeakMap<HTMLElement, () => void>();

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Registers a React component as a custom element with an open shadow root
 * holding its CSS. Each attribute named in `props` reaches the component as a
 * string prop (absent: undefined), and so does the same-named property; the
 * component renders while the element is in the document. A name already
 * taken (two script tags on one page, or another script's element of that
 * name) keeps its first definition, so a page cannot break itself by loading
 * us twice; the console says so, as that is rarely what the page meant.
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
  const props = Object.keys(options.props ?? {});
  const byAttribute = new Map(props.map((prop) => [kebab(prop), prop]));

  /** Renders the component with the element's attributes, while the element is in the document. */
  const render = (element: HTMLElement) => {
    if (!element.isConnected) return;
    const values: Record<string, string | undefined> = {};
    for (const [attribute, prop] of byAttribute) values[prop] = element.getAttribute(attribute) ?? undefined;
    let root = roots.get(element);
    if (!root) roots.set(element, (root = createRoot(element.shadowRoot!)));
    root.render(createElement(component, values as P));
  };

  class MastheadElement extends HTMLElement {
    static observedAttributes = [...byAttribute.keys()];

    constructor() {
      super();
      styleRoot(this.attachShadow({ mode: 'open' }), options.css);
      // The embed script defines an element once its code has arrived: a property the page set on
      // the element before then sits on the instance, hiding the accessor below. Set it again.
      for (const prop of props) {
        if (!Object.hasOwn(this, prop)) continue;
        const value: unknown = (this as Record<string, unknown>)[prop];
        delete (this as Record<string, unknown>)[prop];
        (this as Record<string, unknown>)[prop] = value;
      }
    }

    connectedCallback(): void {
      ensurePageDefaults(this.ownerDocument);
      if (options.connected && !stops.has(this)) stops.set(this, options.connected(this));
      render(this);
    }

    disconnectedCallback(): void {
      roots.get(this)?.unmount();
      roots.delete(this);
      stops.get(this)?.();
      stops.delete(this);
    }

    attributeChangedCallback(): void {
      render(this);
    }
  }
  for (const [attribute, prop] of byAttribute) {
    Object.defineProperty(MastheadElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return this.getAttribute(attribute) ?? undefined;
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined) this.removeAttribute(attribute);
        else this.setAttribute(attribute, String(value));
      },
    });
  }
  customElements.define(name, MastheadElement);
}
