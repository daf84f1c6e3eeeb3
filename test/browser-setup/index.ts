export { describe, it, beforeEach, afterEach } from './mocha.ts';
export { assert, waitFor, sleep, AssertionError } from './assert.ts';
export { render, cleanup, createTestI18n } from './render.tsx';
export {
  getByRole,
  queryAllByRole,
  getByText,
  queryAllByText,
  getByLabelText,
  typeInto,
  accessibleName,
  roleOf,
  isHidden,
} from './queries.ts';
export { press, tab } from './keyboard.ts';
export { accessibilityTree, findAccessible, type AccessibleNode } from './accessibility-tree.ts';
export { axeViolations } from './axe.ts';
export { saveScreenshot } from './screenshot.ts';
export { takeLinguiWarnings } from './lingui-warnings.ts';
