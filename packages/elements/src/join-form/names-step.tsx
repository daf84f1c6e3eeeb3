import { forwardRef, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { vatNumberPattern } from '@masthead/core';
import { Button, FormAlert, TextField } from '@masthead/ui';
import * as styles from './join-form.css.ts';
import * as later from './later-steps.css.ts';

export interface Names {
  firstname: string;
  lastname: string;
  vatNumber?: string;
}

/** VAT where content/general turns it on: the rate contributions include, in per cent. */
export interface Vat {
  rate: number;
}

const vatNumberFormat = new RegExp(vatNumberPattern);

export interface NamesStepProps {
  vat?: Vat;
  /** Sends the names (`POST signup/complete`); a rejection is shown with `failureText`. */
  onSubmit: (names: Names) => Promise<void>;
  failureText: (error: unknown) => string;
}

const nameLimit = 100;

/**
 * Step 2, back from the payment provider: first and last name, and where
 * VAT applies an optional VAT number, checked here as the server checks
 * them (names given, at most 100 characters; the VAT number by core's
 * pattern), then sent with the flow's id.
 */
export const NamesStep = forwardRef<HTMLHeadingElement, NamesStepProps>(function NamesStep(
  { vat, onSubmit, failureText },
  heading,
) {
  const { t, i18n } = useLingui();
  const [names, setNames] = useState<Required<Names>>({ firstname: '', lastname: '', vatNumber: '' });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ text: string; attempt: number } | null>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  const lastRef = useRef<HTMLInputElement>(null);
  const vatRef = useRef<HTMLInputElement>(null);
  const problem = (value: string, empty: string) => {
    const clean = value.trim();
    if (!clean) return empty;
    return clean.length > nameLimit ? t`Please use at most ${nameLimit} characters.` : undefined;
  };
  const errorsOf = () => ({
    firstname: problem(names.firstname, t`Please enter your first name.`),
    lastname: problem(names.lastname, t`Please enter your last name.`),
    vatNumber:
      vat && !vatNumberFormat.test(names.vatNumber.trim())
        ? t`Please enter a VAT number with its country code, such as DE123456789, or leave it empty.`
        : undefined,
  });
  const errors = submitted ? errorsOf() : { firstname: undefined, lastname: undefined, vatNumber: undefined };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const found = errorsOf();
    if (found.firstname) return firstRef.current?.focus();
    if (found.lastname) return lastRef.current?.focus();
    if (found.vatNumber) return vatRef.current?.focus();
    setBusy(true);
    const vatNumber = vat ? names.vatNumber.trim() : '';
    try {
      await onSubmit({
        firstname: names.firstname.trim(),
        lastname: names.lastname.trim(),
        ...(vatNumber ? { vatNumber } : {}),
      });
    } catch (error) {
      setFailure((now) => ({ text: failureText(error), attempt: (now?.attempt ?? 0) + 1 }));
      setBusy(false);
    }
  };

  const rate = vat ? i18n.number(vat.rate / 100, { style: 'percent', maximumFractionDigits: 2 }) : '';

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <h2 ref={heading} tabIndex={-1} className={styles.title}>
        {t`Almost done: your name`}
      </h2>
      <p className={styles.text}>{t`Your payment details are set up. Tell us your name to finish joining.`}</p>
      <div className={later.fields}>
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
        {vat ? (
          <TextField
            ref={vatRef}
            label={t`VAT number (optional)`}
            description={t`For businesses: your contributions include ${rate} VAT.`}
            autoComplete="off"
            value={names.vatNumber}
            onValueChange={(vatNumber) => setNames((n) => ({ ...n, vatNumber }))}
            error={errors.vatNumber}
          />
        ) : null}
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
