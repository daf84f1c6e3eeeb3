/**
 * Find elements the way a person (or a screen reader) would: by role and
 * accessible name, or by visible text. A deliberately small subset of what
 * Testing Library does: explicit roles, the implicit roles our components
 * use, and names from aria-labelledby, aria-label, a <label> or content.
 */
const implicitRoles: [selector: string, role: string][] = [
  ['button, input[type=button], input[type=submit], input[type=reset]', 'button'],
  ['a[href]', 'link'],
  ['h1, h2, h3, h4, h5, h6', 'heading'],
  ['progress', 'progressbar'],
  ['section[aria-label], section[aria-labelledby]', 'region'],
  ['input:not([type]), input[type=text], input[type=email], textarea', 'textbox'],
  ['input[type=checkbox]', 'checkbox'],
  ['input[type=radio]', 'radio'],
  ['ul, ol', 'list'],
  ['li', 'listitem'],
  ['nav', 'navigation'],
  ['dialog', 'dialog'],
];

export function roleOf(el: Element): string | undefined {
  const explicit = el.getAttribute('role')?.split(' ')[0];
  if (explicit) return explicit;
  return implicitRoles.find(([selector]) => el.matches(selector))?.[1];
}

/** Hidden from everyone: display:none, visibility:hidden, or aria-hidden. */
export function isHidden(el: Element): boolean {
  if (el.closest('[aria-hidden="true"]')) return true;
  return !el.checkVisibility({ visibilityProperty: true });
}

function textOf(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element) || isHidden(node)) return '';
  const label = node.getAttribute('aria-label');
  if (label) return label;
  return [...node.childNodes].map(textOf).join('');
}

/** The text of an input's `<label>`s, or null for elements without labels. */
function labelText(el: Element): string | null {
  const labels = (el as HTMLInputElement).labels;
  if (!labels || labels.length === 0) return null;
  return [...labels].map((label) => [...label.childNodes].map(textOf).join('')).join(' ');
}

export function accessibleName(el: Element): string {
  const labelledBy = el.getAttribute('aria-labelledby');
  const name = labelledBy
    ? labelledBy
        .split(' ')
        .map((id) => {
          const target = el.ownerDocument.getElementById(id);
          return target ? [...target.childNodes].map(textOf).join('') : '';
        })
        .join(' ')
    : (el.getAttribute('aria-label') ?? labelText(el) ?? [...el.childNodes].map(textOf).join(''));
  return name.replace(/\s+/g, ' ').trim();
}

type NameMatch = string | RegExp;
const matches = (actual: string, expected: NameMatch) =>
  typeof expected === 'string' ? actual === expected : expected.test(actual);

export interface RoleOptions {
  name?: NameMatch;
  /** Heading level: `h1`–`h6`, or `aria-level`. */
  level?: number;
}

function levelOf(el: Element): number | undefined {
  const aria = el.getAttribute('aria-level');
  if (aria) return Number(aria);
  const tag = /^H([1-6])$/.exec(el.tagName);
  return tag ? Number(tag[1]) : undefined;
}

export function queryAllByRole(role: string, { name, level }: RoleOptions = {}, scope: ParentNode = document.body) {
  return [...scope.querySelectorAll('*')].filter(
    (el): el is HTMLElement =>
      el instanceof HTMLElement &&
      roleOf(el) === role &&
      !isHidden(el) &&
      (level === undefined || levelOf(el) === level) &&
      (name === undefined || matches(accessibleName(el), name)),
  );
}

export function getByRole(role: string, options: RoleOptions = {}, scope: ParentNode = document.body) {
  const found = queryAllByRole(role, options, scope);
  if (found.length !== 1) {
    const roles = [...scope.querySelectorAll('*')]
      .filter((el) => roleOf(el) && !isHidden(el))
      .map((el) => `${roleOf(el)} "${accessibleName(el)}"`);
    throw new Error(
      `Expected one ${role}${options.name ? ` named ${options.name}` : ''}, found ${found.length}. ` +
        `On the page: ${roles.join(', ') || 'nothing with a role'}`,
    );
  }
  return found[0]!;
}

/** Elements whose own visible text (not their children's) matches. */
export function queryAllByText(text: NameMatch, scope: ParentNode = document.body) {
  return [...scope.querySelectorAll('*')].filter(
    (el): el is HTMLElement =>
      el instanceof HTMLElement &&
      !isHidden(el) &&
      matches((el.textContent ?? '').replace(/\s+/g, ' ').trim(), text) &&
      ![...el.children].some((child) => matches((child.textContent ?? '').replace(/\s+/g, ' ').trim(), text)),
  );
}

export function getByText(text: NameMatch, scope: ParentNode = document.body) {
  const found = queryAllByText(text, scope);
  if (found.length !== 1) throw new Error(`Expected one element with text ${text}, found ${found.length}`);
  return found[0]!;
}

/** The form control labelled by `text` (its `<label>`), whatever its role; password inputs have none. */
export function getByLabelText(text: NameMatch, scope: ParentNode = document.body): HTMLInputElement {
  const found = [...scope.querySelectorAll('input, select, textarea')].filter(
    (el) => !isHidden(el) && matches((labelText(el) ?? '').replace(/\s+/g, ' ').trim(), text),
  );
  if (found.length !== 1) throw new Error(`Expected one field labelled ${text}, found ${found.length}`);
  return found[0] as HTMLInputElement;
}

/** Types into a field as React and Preact expect: the native setter, then an input event. */
export function typeInto(field: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
