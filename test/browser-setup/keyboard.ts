import { sendKeys } from '@web/test-runner-commands';

/** Real key presses through the browser, not synthetic events. */
export const press = (key: string) => sendKeys({ press: key });
export const tab = () => press('Tab');
