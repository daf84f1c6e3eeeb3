import { forwardRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import * as styles from './join-form.css.ts';

/**
 * Step 3, "Check your email": the same words whether the address is new or
 * already has an account (the server sends that one a log-in email), so the
 * screen never tells whether an address is known. `email` is null when the
 * page no longer knows it (the reader came back from the provider in a new tab).
 */
export const CheckEmail = forwardRef<HTMLHeadingElement, { email: string | null }>(function CheckEmail({ email }, ref) {
  const { t } = useLingui();
  return (
    <div>
      <h2 ref={ref} tabIndex={-1} className={styles.title}>
        {t`Check your email`}
      </h2>
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
