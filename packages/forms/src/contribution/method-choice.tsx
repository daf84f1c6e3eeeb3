import { forwardRef, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PaymentMethod } from '@masthead/core';
import { methodLabels } from './contribution-texts.ts';
import { ChoiceError, ChoiceOption } from './segmented-choice.tsx';
import * as css from './choice-cards.css.ts';

export interface MethodChoiceProps {
  /** The methods offered, the most used first (content/join's order). */
  methods: PaymentMethod[];
  value: PaymentMethod | null;
  onChange: (value: PaymentMethod) => void;
  /** How many show at once; the rest wait behind "Other ways to pay". */
  shown?: number;
  error?: string;
}

/**
 * The payment method as cards: the first `shown` methods, the rest behind an
 * "Other ways to pay" disclosure (open while one of them is chosen). One
 * radio group across both, under one legend. The ref is the first option.
 */
export const MethodChoice = forwardRef<HTMLInputElement, MethodChoiceProps>(function MethodChoice(props, ref) {
  const { methods, value, onChange, shown = 2, error } = props;
  const { t, i18n } = useLingui();
  const name = useId();
  const errorId = `${name}-error`;
  const first = methods.slice(0, shown);
  const rest = methods.slice(shown);
  const [open, setOpen] = useState(value !== null && rest.includes(value));
  const option = (method: PaymentMethod, index: number) => (
    <ChoiceOption
      key={method}
      ref={index === 0 ? ref : undefined}
      name={name}
      value={method}
      checked={value === method}
      describedBy={error ? errorId : undefined}
      onChange={() => onChange(method)}
    >
      {i18n._(methodLabels[method])}
    </ChoiceOption>
  );
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{t`Payment method`}</legend>
      <div className={css.options.wide}>{first.map(option)}</div>
      {rest.length > 0 && (
        <details className={css.more} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary className={css.moreSummary}>{t`Other ways to pay`}</summary>
          <div className={css.moreOptions}>{rest.map((method) => option(method, -1))}</div>
        </details>
      )}
      <ChoiceError id={errorId} error={error} />
    </fieldset>
  );
});
