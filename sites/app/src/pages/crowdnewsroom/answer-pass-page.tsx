import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { answerPassMessage, genericTexts, type Callout } from '@masthead/core';
import { Button, FormAlert } from '@masthead/ui';
import { useAppContext } from '../../app-context.ts';
import { errorText } from '../../common/error-text.ts';
import { useSubmit } from '../../common/use-submit.ts';
import type { PageProps } from '../../routes/pages.ts';
import * as css from '../auth/auth-page.css.ts';
import { calloutAvailability } from './callout-availability.ts';
import { CalloutNotice } from './callout-notice.tsx';
import { CalloutSectionPage } from './public-state.tsx';
import { calloutPath } from './use-public-callout.ts';

/** The newsroom page's origin from `?origin=`, when it is one (`https://news.example.org`, no path). */
export function askingOrigin(search: string): string | null {
  const origin = new URLSearchParams(search).get('origin') ?? '';
  try {
    const url = new URL(origin);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === origin ? origin : null;
  } catch {
    return null;
  }
}

/**
 * `/crowdnewsroom/:id/answer-pass?origin=…`: the popup a `<callout-form>` on
 * a newsroom's page opens when a members-only call-out asks the reader to
 * log in (the guard has them log in first). The member sees which site asks
 * and confirms; the page then makes a pass for that call-out and posts it to
 * the page that opened it, on that origin only, and closes.
 */
export function AnswerPassPage(props: PageProps) {
  return <CalloutSectionPage {...props} View={AnswerPassView} />;
}

/** The catalogue's text of a refusal; a 5xx asks to reload. */
const textOrReload = (cause: unknown) => errorText(cause) ?? genericTexts.reload;

function AnswerPassView({ callout }: { callout: Callout }) {
  const { api, session } = useAppContext();
  const { i18n } = useLingui();
  const { contact } = useSnapshot(session);
  const origin = askingOrigin(location.search);
  const opener = window.opener as Window | null;
  const { busy, error: failure, submit } = useSubmit(textOrReload);
  const [sent, setSent] = useState(false);

  const availability = calloutAvailability(callout, contact ? contact.activeRoles : null);
  // Already answered: the pass still goes, so the article shows it instead of the form.
  if (availability !== 'open' && availability !== 'answered') {
    return <CalloutNotice availability={availability} next={calloutPath(callout, 'respond')} />;
  }
  if (!origin || !opener) {
    return (
      <FormAlert>
        <Trans>
          This window was not opened by the article it belongs to. Go back to the article and press “Log in” there
          again, or answer here instead.
        </Trans>{' '}
        <a href={calloutPath(callout, 'respond')}>
          <Trans>Answer on this site</Trans>
        </a>
      </FormAlert>
    );
  }
  const site = new URL(origin).host;
  const name = contact?.displayName ?? '';
  const email = contact?.email ?? '';
  const title = callout.title;

  const hand = () =>
    submit(() => api.callouts.answerPass({ params: { id: callout.id }, body: { origin } }), {
      onSuccess: (pass) => {
        // Only a page of `origin` receives it: if the opener has moved on to another site, nobody does.
        opener.postMessage({ type: answerPassMessage, pass }, origin);
        setSent(true);
        window.close();
      },
      keepBusy: true,
    });

  if (sent) {
    return (
      <p role="status">
        <Trans>Done. You can close this window and go back to the article.</Trans>
      </p>
    );
  }
  return (
    <>
      {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
      <p className={css.intro}>
        <Trans>
          <strong>{site}</strong> asks to let you answer “{title}” as <strong>{name}</strong> ({email}).
        </Trans>
      </p>
      <p>
        <Trans>It can answer this call-out only, for the next two hours, and nothing else.</Trans>
      </p>
      <div className={css.actions}>
        <Button type="button" loading={busy} onClick={() => void hand()}>
          <Trans>Continue as {name}</Trans>
        </Button>
        <Button type="button" variant="greyOutlined" onClick={() => window.close()}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </>
  );
}
