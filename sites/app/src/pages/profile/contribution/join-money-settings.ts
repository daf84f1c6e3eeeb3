import { defaultJoinMoneySettings, type JoinMoneySettings } from '@masthead/core';

export type { JoinMoneySettings };

/**
 * The settings the server checks contributions against (core's defaults of
 * content/join) until the membership builder (issue 15) publishes
 * content/join: then the page reads it instead.
 */
export const joinMoneySettings: JoinMoneySettings = defaultJoinMoneySettings;
