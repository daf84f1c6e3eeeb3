import type { ContributionInfo } from '@masthead/core';
import { useAppContext } from '../../../app-context.ts';
import { useLoad } from '../../../admin-kit/use-load.ts';

/** An automatic contribution that has not been cancelled: it can be changed, cancelled, its method changed. */
export const isRunning = (info: ContributionInfo) => info.type === 'Automatic' && !info.cancellationDate;

/** The member's contribution (`GET contact/me/contribution`), loaded once per mount. */
export function useContribution() {
  const { api } = useAppContext();
  return useLoad(() => api.contributions.get({ params: { id: 'me' } }), []);
}
