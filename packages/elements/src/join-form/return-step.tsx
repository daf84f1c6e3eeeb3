import { forwardRef, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SignupCheckStatus } from '@masthead/core';
import { Button, FormAlert } from '@masthead/ui';
import * as styles from './join-form.css.ts';

/** Where the reader stands after the provider, when it is not the names: what to tell them. */
export type ReturnProblem = Extract<SignupCheckStatus, 'open' | 'refused' | 'expired'>;

export interface ReturnStepProps {
  /** `POST signup/check` for the flow the reader came back with. */
  check: () => Promise<SignupCheckStatus>;
  /** The flow's status, once known: the form goes on to the names, the email step, or a problem. */
  onStatus: (status: SignupCheckStatus) => void;
  failureText: (error: unknown) => string;
}

/**
 * Back from the payment provider: the form asks the server whether the
 * provider set the method up before it asks for names, so a declined or
 * unfinished payment is said at once. The check is one call; a failure of
 * the call itself offers to try again.
 */
export const ReturnStep = forwardRef<HTMLHeadingElement, ReturnStepProps>(function ReturnStep(
  { check, onStatus, failureText },
  heading,
) {
  const { t } = useLingui();
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  // Checked once per attempt: the callbacks are made anew on each render of the form, so the check reads the latest.
  const latest = useRef({ check, onStatus, failureText });
  latest.current = { check, onStatus, failureText };

  useEffect(() => {
    let live = true;
    const { check, onStatus, failureText } = latest.current;
    setFailure(null);
    check().then(
      (status) => live && onStatus(status),
      (error: unknown) => live && setFailure(failureText(error)),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  return (
    <div>
      <h2 ref={heading} tabIndex={-1} className={styles.title}>
        {t`Your payment`}
      </h2>
      {failure ? (
        <>
          <FormAlert key={attempt}>{failure}</FormAlert>
          <div className={styles.actions}>
            <Button type="button" variant="primaryOutlined" onClick={() => setAttempt((n) => n + 1)}>
              {t`Try again`}
            </Button>
          </div>
        </>
      ) : (
        <p className={styles.text} role="status" aria-busy="true">
          {t`Checking your payment…`}
        </p>
      )}
    </div>
  );
});

export interface ReturnProblemStepProps {
  problem: ReturnProblem;
  /** Back to the first step, with a new payment step. */
  onRestart: () => void;
}

/** A payment that was declined, left unfinished, or started too long ago: said plainly, with a way to start again. */
export const ReturnProblemStep = forwardRef<HTMLHeadingElement, ReturnProblemStepProps>(function ReturnProblemStep(
  { problem, onRestart },
  heading,
) {
  const { t } = useLingui();
  const texts: Record<ReturnProblem, { title: string; text: string }> = {
    refused: {
      title: t`Your payment did not go through`,
      text: t`The payment provider declined it, and nothing was charged. You can start again, with another payment method if you like.`,
    },
    open: {
      title: t`Your payment was not finished`,
      text: t`Nothing was charged. You can start again whenever you like.`,
    },
    expired: {
      title: t`This join has expired`,
      text: t`It was started more than 7 days ago. Please start again.`,
    },
  };
  return (
    <div>
      <h2 ref={heading} tabIndex={-1} className={styles.title}>
        {texts[problem].title}
      </h2>
      <p className={styles.text}>{texts[problem].text}</p>
      <div className={styles.actions}>
        <Button type="button" onClick={onRestart}>
          {t`Start again`}
        </Button>
      </div>
    </div>
  );
});
