import type { ApiClient } from '@masthead/client';
import type { JoinSetup } from '@masthead/core';

/**
 * The steps after the emailed link confirms a join (docs/product/screens.md, "Routes"): the survey where one is set,
 * then the setup.
 */
export const joinSurveyPath = '/join/survey';
export const joinSetupPath = '/join/setup';

/**
 * What `/join/setup` shows: the settings, and whether the member still has
 * to choose a password (`GET contact/me?with=profile`, `hasPassword`).
 */
export async function loadSetupStep(api: ApiClient): Promise<{ setup: JoinSetup; choosePassword: boolean }> {
  const [setup, contact] = await Promise.all([
    api.content.joinSetup(),
    api.contacts.get({ params: { id: 'me' }, query: { with: ['profile'] } }),
  ]);
  return { setup, choosePassword: contact.hasPassword === false };
}

/**
 * Where a member goes once their email is confirmed: the join survey when
 * the settings name a call-out, else the account setup.
 * @example stepAfterConfirm({surveySlug: null}) // '/join/setup'
 */
export const stepAfterConfirm = (setup: Pick<JoinSetup, 'surveySlug'>) =>
  setup.surveySlug ? joinSurveyPath : joinSetupPath;
