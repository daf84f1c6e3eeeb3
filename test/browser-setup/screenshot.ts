import { executeServerCommand } from '@web/test-runner-commands';

/**
 * Saves a PNG of the whole page as `.cache/screenshots/<name>.png` (see
 * screenshot-plugin.mjs) and answers the file's path.
 * @example await saveScreenshot('ui-toolkit');
 */
export async function saveScreenshot(name: string): Promise<string> {
  return executeServerCommand<string, { name: string }>('save-screenshot', { name });
}
