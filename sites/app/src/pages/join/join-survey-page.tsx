import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { ApiError, type ApiClient } from '@masthead/client';
import { genericTexts } from '@masthead/core';
import { Button, FormAlert } from '@masthead/ui';
import { useAppContext } from '../../app-context.ts';
import { errorText } from '../../common/error-text.ts';
import { PageSection } from '../../common/page-section.tsx';
import type { PageProps } from '../../routes/pages.ts';
import { calloutAvailability } from '../crowdnewsroom/callout-availability.ts';
import { CalloutForm } from '../crowdnewsroom/widgets.ts';
import { JoinText } from './join-text.tsx';
import { joinSetupPath } from './join-steps.ts';
import * as css from './join-steps.css.ts';

/** The survey to show, or null: there is nothing (left) to answer, so the member goes on. */
interface Survey {
  slug: string;
  required: boolean;
  text: string;
}

type State = { phase: 'loading' } | { phase: 'ready'; survey: Survey } | { phase: 'failed'; error: unknown };

/**
 * The join survey the settings name, if the member can still answer it: a
 * call-out that is gone (404), not open, or already answered leaves nothing
 * to do here.
 */
async function findSurvey(api: ApiClient, roles: readonly string[]): Promise<Survey | null> {
  const setup = await api.content.joinSetup();
  if (!setup.surveySlug) return null;
  const callout = await api.callouts
    .get({ params: { id: setup.surveySlug }, query: { with: ['hasAnswered'] } })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.httpCode === 404) return null;
      throw error;
    });
  if (!callout || callout.hasAnswered || calloutAvailability(callout, roles) !== 'open') return null;
  return { slug: callout.slug, required: setup.surveyRequired, text: setup.surveyText };
}

/**
 * `/join/survey`: the survey text, then the configured call-out's form (the
 * `<callout-form>` component the respond page shows), answered as the new
 * member. Answering, or "Skip" where the survey is not required, leads on to
 * `/join/setup`; so does a survey there is nothing left to answer in.
 */
export function JoinSurveyPage({ route }: PageProps) {
  const { api, session, router } = useAppContext();
  const { i18n } = useLingui();
  const roles = useSnapshot(session).contact?.activeRoles ?? [];
  // Looked up once per attempt, with the roles as they are then.
  const latestRoles = useRef(roles);
  latestRoles.current = roles;
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const host = useRef<HTMLDivElement>(null);
  const goOn = useCallback(() => router.navigate(joinSetupPath, { replace: true }), [router]);

  useEffect(() => {
    let live = true;
    findSurvey(api, latestRoles.current).then(
      (survey) => live && (survey ? setState({ phase: 'ready', survey }) : goOn()),
      (error: unknown) => live && setState({ phase: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [api, attempt, goOn]);

  // The component tells the page, as it tells a newsroom's page, once the answers are stored.
  const ready = state.phase === 'ready';
  useEffect(() => {
    const node = host.current;
    if (!node) return;
    node.addEventListener('callout:submitted', goOn);
    return () => node.removeEventListener('callout:submitted', goOn);
  }, [goOn, ready]);

  return (
    <PageSection title={route.title}>
      {state.phase === 'loading' && (
        <p role="status">
          <Trans>Loading the questions…</Trans>
        </p>
      )}
      {state.phase === 'failed' && (
        <>
          <FormAlert>{i18n._(errorText(state.error) ?? genericTexts.reload)}</FormAlert>
          <Button
            variant="primaryOutlined"
            onClick={() => {
              setState({ phase: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        </>
      )}
      {state.phase === 'ready' && (
        <>
          <JoinText text={state.survey.text} />
          <div ref={host}>
            <CalloutForm slug={state.survey.slug} api={location.origin} lang={i18n.locale} />
          </div>
          {!state.survey.required && (
            <div className={css.actions}>
              <Button variant="greyOutlined" onClick={goOn}>
                <Trans>Skip</Trans>
              </Button>
            </div>
          )}
        </>
      )}
    </PageSection>
  );
}
