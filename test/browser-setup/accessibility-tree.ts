import { a11ySnapshot } from '@web/test-runner-commands';

/** A node of Chromium's accessibility tree, as puppeteer serialises it. */
export interface AccessibleNode {
  role: string;
  name?: string;
  value?: string | number;
  disabled?: boolean;
  focused?: boolean;
  valuemin?: number;
  valuemax?: number;
  children?: AccessibleNode[];
}

/** The page's accessibility tree, computed by the browser itself. */
export async function accessibilityTree(): Promise<AccessibleNode> {
  return (await a11ySnapshot({})) as unknown as AccessibleNode;
}

/** Every node with this role (and name, if given) in the browser's accessibility tree. */
export async function findAccessible(role: string, name?: string | RegExp): Promise<AccessibleNode[]> {
  const found: AccessibleNode[] = [];
  const visit = (node: AccessibleNode) => {
    const named = name === undefined || (typeof name === 'string' ? node.name === name : name.test(node.name ?? ''));
    if (node.role === role && named) found.push(node);
    node.children?.forEach(visit);
  };
  visit(await accessibilityTree());
  return found;
}
