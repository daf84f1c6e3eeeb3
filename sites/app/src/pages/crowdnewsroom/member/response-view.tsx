import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@masthead/client';
import { genericTexts, type Callout, type CalloutResponse } from '@masthead/core';
import { Button, FormAlert } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { errorText } from '../../../common/error-text.ts';
import { Link } from '../../../routes/link.tsx';
import { canChangeAnswers } from '../callout-availability.ts';
import { AnswerList } from './answer-list.tsx';
import { EditAnswers } from './edit-answers.tsx';
import { useFocusHeading } from './use-focus-heading.ts';
import * as css from '../crowdnewsroom.css.ts';

type Loaded =
  | { phase: 'loading' }
  | { phase: 'not-found' }
  | { phase: 'failed'; error: unknown }
  | { phase: 'ready'; response: CalloutResponse; callout: Callout };

/** The member's response with its answers, and the form to change them where the call-out allows it. */
function useOwnResponse(id: string) {
  const { api } = useAppContext();
  const { i18n } = useLingui();
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' });
  useEffect(() => {
    let live = true;
    (async () => {
      const response = await api.responses.get({ params: { id }, query: { with: ['answers', 'callout'] } });
      if (!response.callout) return { phase: 'not-found' } as const;
      const callout = await api.callouts.get({
        params: { id: response.callout.id },
        query: { with: ['form'], variant: i18n.locale },
      });
      return { phase: 'ready', response, callout } as const;
    })()
      .catch((error: unknown): Loaded => {
        // 400: an address whose id could never name a response (a mistyped link) is not found either.
        const notFound = error instanceof ApiError && (error.httpCode === 404 || error.httpCode === 400);
        return notFound ? { phase: 'not-found' } : { phase: 'failed', error };
      })
      .then((next) => live && setLoaded(next));
    return () => {
      live = false;
    };
  }, [api, id, i18n.locale]);
  return [loaded, setLoaded] as const;
}

export function ResponseView({ id, focusHeading }: { id: string; focusHeading: boolean }) {
  const { t, i18n } = useLingui();
  const heading = useFocusHeading<HTMLHeadingElement>(focusHeading);
  const [loaded, setLoaded] = useOwnResponse(id);

  let title = t`Your response`;
  let body;
  if (loaded.phase === 'ready') {
    const calloutTitle = loaded.callout.title;
    title = t`Your response to “${calloutTitle}”`;
    body = (
      <ResponseBody
        response={loaded.response}
        callout={loaded.callout}
        onSaved={(response) => setLoaded({ ...loaded, response: { ...loaded.response, ...response } })}
      />
    );
  } else if (loaded.phase === 'not-found') {
    body = (
      <p>
        <Trans>This response could not be found. You can only see your own responses.</Trans>
      </p>
    );
  } else if (loaded.phase === 'failed') {
    body = <FormAlert>{i18n._(errorText(loaded.error) ?? genericTexts.reload)}</FormAlert>;
  } else {
    body = (
      <p role="status">
        <Trans>Loading your response…</Trans>
      </p>
    );
  }

  return (
    <section aria-labelledby="page-title">
      <p>
        <Link href="/crowdnewsroom">
          <Trans>Back to your call-outs</Trans>
        </Link>
      </p>
      <h1 id="page-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {body}
    </section>
  );
}

interface BodyProps {
  response: CalloutResponse;
  callout: Callout;
  onSaved: (response: CalloutResponse) => void;
}

function ResponseBody({ response, callout, onSaved }: BodyProps) {
  const { t, i18n } = useLingui();
  const { notifications } = useAppContext();
  const [editing, setEditing] = useState(false);
  const answersHeading = useRef<HTMLHeadingElement>(null);
  const afterEdit = useRef(false);
  const schema = callout.formSchema ?? { slides: [] };
  const sent = i18n.date(new Date(response.createdAt), { dateStyle: 'long', timeStyle: 'short' });
  const changed = i18n.date(new Date(response.updatedAt), { dateStyle: 'long', timeStyle: 'short' });

  useEffect(() => {
    if (!editing && afterEdit.current) answersHeading.current?.focus();
  }, [editing]);

  const leave = () => {
    afterEdit.current = true;
    setEditing(false);
  };

  return (
    <>
      <p>
        <Trans>Sent on {sent}</Trans>
        {response.updatedAt !== response.createdAt ? (
          <>
            {' '}
            <Trans>(last changed on {changed})</Trans>
          </>
        ) : null}
      </p>
      {editing ? (
        <EditAnswers
          response={response}
          schema={schema}
          onCancel={leave}
          onSaved={(saved) => {
            onSaved(saved);
            notifications.notify({ variant: 'success', title: t`Your answers have been saved` });
            leave();
          }}
        />
      ) : (
        <>
          <h2 ref={answersHeading} tabIndex={-1}>
            <Trans>Your answers</Trans>
          </h2>
          <AnswerList schema={schema} answers={response.answers ?? {}} />
          <div className={css.actions}>
            {canChangeAnswers(callout) ? (
              <Button variant="primaryOutlined" onClick={() => setEditing(true)}>
                <Trans>Change your answers</Trans>
              </Button>
            ) : (
              <p>
                {callout.status === 'open' ? (
                  <Trans>Answers to this call-out cannot be changed once they are sent.</Trans>
                ) : (
                  <Trans>This call-out has ended, so your answers can no longer be changed.</Trans>
                )}
              </p>
            )}
          </div>
        </>
      )}
    </>
  );
}
