import { pageDefaultDeclarations } from './page-defaults.css.ts';

const attribute = 'data-masthead-theme';

/**
 * Puts the default `--mh-*` values on the embedding page once, at zero
 * specificity (`:where(:root)`). Custom properties inherit into shadow roots,
 * so any rule the newsroom writes (`:root`, `html`, `article`, the element
 * itself) overrides them; nothing but `--mh-*` names is added to the page.
 */
export function ensurePageDefaults(doc: Document): void {
  if (doc.head.querySelector(`style[${attribute}]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(attribute, '');
  style.textContent = `:where(:root){${pageDefaultDeclarations}}`;
  doc.head.prepend(style);
}
