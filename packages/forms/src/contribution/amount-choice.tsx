import { forwardRef, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { fromCents, type Cents, type ContributionPeriod } from '@masthead/core';
import { AmountInput, amountText } from './amount-field.tsx';
import { parseAmount } from './contribution-choice.ts';
import { useFormatMoney } from './format-money.ts';
import { ChoiceOption } from './segmented-choice.tsx';
import * as css from './choice-cards.css.ts';

export interface AmountChoiceProps {
  period: ContributionPeriod;
  value: string;
  onChange: (value: string) => void;
  /** core's `suggestedAmounts` for the period, in cents. */
  suggestions: Cents[];
  minimum: Cents;
  error?: string;
}

const other = 'other';

/**
 * The amount as large choices: the suggested amounts and "Other", which
 * reveals the amount field (with the minimum). Radios under the cards, as
 * `SegmentedChoice`. The ref is the amount field, shown whenever the amount
 * is wrong (only a typed amount can be), for focusing it after a failed submit.
 */
export const AmountChoice = forwardRef<HTMLInputElement, AmountChoiceProps>(function AmountChoice(props, ref) {
  const { period, value, onChange, suggestions, minimum, error } = props;
  const { t } = useLingui();
  const money = useFormatMoney();
  const name = useId();
  const typed = parseAmount(value);
  const suggested = typed === null ? -1 : suggestions.indexOf(Math.round(typed * 100));
  // "Other" stays chosen once picked, also while the typed amount matches a suggestion.
  const [typing, setTyping] = useState(suggested < 0);
  const showField = typing || suggestions.length === 0 || error !== undefined;
  const wholeMoney = (cents: Cents) =>
    cents % 100 === 0 ? wholeAmount(money(fromCents(cents))) : money(fromCents(cents));
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{t`Amount`}</legend>
      {suggestions.length > 0 && (
        <div className={css.options.cards}>
          {suggestions.map((cents) => (
            <ChoiceOption
              key={cents}
              name={name}
              value={String(cents)}
              checked={!showField && typed !== null && Math.round(typed * 100) === cents}
              onChange={() => {
                setTyping(false);
                onChange(amountText(cents));
              }}
            >
              <span className={css.amountCard}>{wholeMoney(cents)}</span>
            </ChoiceOption>
          ))}
          <ChoiceOption name={name} value={other} checked={showField} onChange={() => setTyping(true)}>
            {t`Other`}
          </ChoiceOption>
        </div>
      )}
      {showField && (
        <div className={suggestions.length > 0 ? css.otherField : undefined}>
          <AmountInput ref={ref} period={period} value={value} onChange={onChange} minimum={minimum} error={error} />
        </div>
      )}
    </fieldset>
  );
});

/** "£10.00" as "£10", "10,00 €" as "10 €": a whole amount on a card needs no cents. */
const wholeAmount = (text: string) => text.replace(/[.,]00(?=\D*$)/, '');
