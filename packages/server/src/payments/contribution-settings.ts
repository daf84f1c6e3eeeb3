import { defaultJoinMoneySettings } from '@masthead/core';
import type { ContentRepository } from '../content/content-repository.ts';

/** content/join as the contribution rules read it (core's defaults under what is stored), at most a second old. */
export const joinMoneySettings = (content: Pick<ContentRepository, 'getRecent'>) =>
  content.getRecent('join', defaultJoinMoneySettings);
