// CSS that arrives after an element was defined: the styles of its lazy parts, which the embed
// build sends with the element's later texts (scripts/embed-elements.mjs, `widgets-i18n.ts`).
// One sheet every element's shadow root takes from the start, filled as such CSS arrives; the
// class names are the build's own, so one element's lazy styles touch nothing of another's.

const texts: string[] = [];
let sheet: CSSStyleSheet | undefined;
/** Shadow roots in browsers without constructable sheets: each gets a `<style>` per later CSS. */
const styled = new Set<ShadowRoot>();

/** The sheet of later CSS, for a shadow root's `adoptedStyleSheets`. */
export function laterSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(texts.join(''));
  }
  return sheet;
}

function appendStyle(root: ShadowRoot, css: string): void {
  const style = document.createElement('style');
  style.textContent = css;
  root.append(style);
}

/** For a shadow root without constructable sheets: the later CSS so far, and what comes, as `<style>`s. */
export function styleLater(root: ShadowRoot): void {
  styled.add(root);
  for (const css of texts) appendStyle(root, css);
}

/** Adds CSS for every element's lazy parts (once per text). */
export function addLaterCss(css: string): void {
  if (!css || texts.includes(css)) return;
  texts.push(css);
  sheet?.replaceSync(texts.join(''));
  for (const root of styled) appendStyle(root, css);
}
