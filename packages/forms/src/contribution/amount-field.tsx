import { forwardRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { fromCents, type Cents, type ContributionPeriod } from '@masthead/core';
import { Button, Fieldset, TextField } from '@masthead/ui';
import { useFormatMoney } from './format-money.ts';
import { parseAmount } from './contribution-choice.ts';
import { perPeriod } from './contribution-texts.ts';
import * as css from './contribution.css.ts';

export interface AmountFieldProps {
  period: ContributionPeriod;
  value: string;
  onChange: (value: string) => void;
  /** core's `suggestedAmounts` for the period, in cents. */
  suggestions: Cents[];
  minimum: Cents;
  error?: string;
}

/** An amount as the field shows it: "5", "5.50". */
export const amountText = (cents: Cents) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/**
 * The amount per period: the suggested amounts as quick choices (pressed
 * when the field holds one) and the field itself, with the minimum.
 */
export const AmountField = forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField(props, ref) {
  const { period, value, onChange, suggestions, minimum, error } = props;
  const { t } = useLingui();
  const money = useFormatMoney();
  const typed = parseAmount(value);
  return (
    <Fieldset legend={t`Amount`}>
      {suggestions.length > 0 && (
        <div role="group" aria-label={t`Suggested amounts`} className={css.quickChoices}>
          {suggestions.map((cents) => {
            const pressed = typed !== null && Math.round(typed * 100) === cents;
            return (
              <Button
                key={cents}
                size="sm"
                variant={pressed ? 'primary' : 'primaryOutlined'}
                aria-pressed={pressed}
                onClick={() => onChange(amountText(cents))}
              >
                {money(fromCents(cents))}
              </Button>
            );
          })}
        </div>
      )}
      <AmountInput ref={ref} period={period} value={value} onChange={onChange} minimum={minimum} error={error} />
    </Fieldset>
  );
});

/** The typed amount per period, with its minimum: the field of `AmountField` and of `AmountChoice`'s "Other". */
export const AmountInput = forwardRef<
  HTMLInputElement,
  Pick<AmountFieldProps, 'period' | 'value' | 'onChange' | 'minimum' | 'error'>
>(function AmountInput({ period, value, onChange, minimum, error }, ref) {
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  const least = perPeriod(i18n, money(fromCents(minimum)), period);
  return (
    <TextField
      ref={ref}
      label={period === 'annually' ? t`Amount per year` : t`Amount per month`}
      inputMode="decimal"
      autoComplete="off"
      required
      value={value}
      onValueChange={onChange}
      description={t`At least ${least}`}
      error={error}
    />
  );
});
