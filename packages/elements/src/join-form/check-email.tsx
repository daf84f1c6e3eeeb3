import { forwardRef, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { JoinCalls } from './join-calls.ts';
import * as styles from './join-form.css.ts';
import * as later from './later-steps.css.ts';

/**
 * Step 3, "Check your email": the same words whether the address is new or
 * already has an account (the server sends that one a log-in email), so the
 * screen never tells whether an address is known. `email` is null when the
 * page no longer knows it (the reader came back from the provider in a new tab).
 */
export interface CheckEmailProps {
  email: string | null;
  /** The organisation's own title and text (content/join/setup `confirmEmailTitle`, `confirmEmailText`); blank ones keep the standard. */
  own?: { title: string; text: string } | null;
}

export const CheckEmail = forwardRef<HTMLHeadingElement, CheckEmailProps>(function CheckEmail({ email, own }, ref) {
  const { t } = useLingui();
  const ownText = own?.text.trim();
  return (
    <div>
      <h2 ref={ref} tabIndex={-1} className={styles.title}>
        {own?.title.trim() || t`Check your email`}
      </h2>
      {ownText ? <p className={later.ownText}>{ownText}</p> : null}
      <p className={styles.text}>
        {email
          ? t`We have sent an email to ${email}. Open the link in it to confirm your address and finish joining.`
          : t`We have sent you an email. Open the link in it to confirm your address and finish joining.`}
      </p>
      <p className={styles.text}>{t`If you already have an account, we've sent you an email to log in instead.`}</p>
      <p className={styles.text}>
        {t`Nothing arrived after a few minutes? Check your spam folder. The link works for 7 days; after that, you can simply join again.`}
      </p>
    </div>
  );
});

/**
 * content/join/setup's "check your email" texts, read once the form gets
 * there (most readers of an article never do); null until then, or when
 * they cannot be read (the standard texts say enough).
 */
export function useOwnConfirmTexts(calls: Pick<JoinCalls, 'setup'>, active: boolean) {
  const [texts, setTexts] = useState<{ title: string; text: string } | null>(null);
  useEffect(() => {
    if (!active) return;
    let live = true;
    calls.setup().then(
      (setup) => live && setTexts({ title: setup.confirmEmailTitle, text: setup.confirmEmailText }),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // Read once per arrival (`calls` stays the same object while the form talks to one server).
  }, [active, calls]);
  return texts;
}
