import { forwardRef, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, FormAlert, TextField } from '@masthead/ui';
import * as styles from './join-form.css.ts';

export interface Names {
  firstname: string;
  lastname: string;
}

export interface NamesStepProps {
  /** Sends the names (`POST signup/complete`); a rejection is shown with `failureText`. */
  onSubmit: (names: Names) => Promise<void>;
  failureText: (error: unknown) => string;
}

const nameLimit = 100;

/**
 * Step 2, back from the payment provider: first and last name, checked
 * here as the server checks them (given, at most 100 characters), then sent
 * with the flow's id. (A VAT number is asked only where content/join says
 * VAT applies; it does not say so yet, so it is not asked.)
 */
export const NamesStep = forwardRef<HTMLHeadingElement, NamesStepProps>(function NamesStep(
  { onSubmit, failureText },
  heading,
) {
  const { t } = useLingui();
  const [names, setNames] = useState<Names>({ firstname: '', lastname: '' });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ text: string; attempt: number } | null>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  const lastRef = useRef<HTMLInputElement>(null);
  const problem = (value: string, empty: string) => {
    const clean = value.trim();
    if (!clean) return empty;
    return clean.length > nameLimit ? t`Please use at most ${nameLimit} characters.` : undefined;
  };
  const errorsOf = () => ({
    firstname: problem(names.firstname, t`Please enter your first name.`),
    lastname: problem(names.lastname, t`Please enter your last name.`),
  });
  const errors = submitted ? errorsOf() : { firstname: undefined, lastname: undefined };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const found = errorsOf();
    if (found.firstname) return firstRef.current?.focus();
    if (found.lastname) return lastRef.current?.focus();
    setBusy(true);
    try {
      await onSubmit({ firstname: names.firstname.trim(), lastname: names.lastname.trim() });
    } catch (error) {
      setFailure((now) => ({ text: failureText(error), attempt: (now?.attempt ?? 0) + 1 }));
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <h2 ref={heading} tabIndex={-1} className={styles.title}>
        {t`Almost done: your name`}
      </h2>
      <p className={styles.text}>{t`Your payment details are set up. Tell us your name to finish joining.`}</p>
      <div className={styles.fields}>
        <TextField
          ref={firstRef}
          label={t`First name`}
          autoComplete="given-name"
          required
          value={names.firstname}
          onValueChange={(firstname) => setNames((n) => ({ ...n, firstname }))}
          error={errors.firstname}
        />
        <TextField
          ref={lastRef}
          label={t`Last name`}
          autoComplete="family-name"
          required
          value={names.lastname}
          onValueChange={(lastname) => setNames((n) => ({ ...n, lastname }))}
          error={errors.lastname}
        />
      </div>
      {failure && <FormAlert key={failure.attempt}>{failure.text}</FormAlert>}
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {t`Finish joining`}
        </Button>
      </div>
    </form>
  );
});
