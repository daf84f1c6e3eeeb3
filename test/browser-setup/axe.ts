import axe from 'axe-core';

const restingCss = '*, *::before, *::after { transition: none !important; animation: none !important; }';

/**
 * Stops transitions and animations in the document and every open shadow
 * root, so that axe judges colours at rest, not halfway through a button's
 * 120 ms change after a click.
 */
const settled = new WeakSet<Document | ShadowRoot>();
function settle(root: Document | ShadowRoot = document): void {
  if (!settled.has(root)) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(restingCss);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    settled.add(root);
  }
  for (const element of root.querySelectorAll('*')) if (element.shadowRoot) settle(element.shadowRoot);
}

/**
 * axe-core's violations under `root` as `rule: target` lines (empty when
 * none). `region: false` leaves out the rule that wants all content inside
 * landmarks, for components shown without the page around them.
 * @example assert.deepEqual(await axeViolations(), [])
 */
export async function axeViolations(root: Element = document.body, { region = true } = {}): Promise<string[]> {
  settle();
  const { violations } = await axe.run(root, { resultTypes: ['violations'], rules: { region: { enabled: region } } });
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}
