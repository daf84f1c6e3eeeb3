import { forwardRef, useId, type ForwardedRef, type ReactNode, type Ref } from 'react';
import { Fieldset } from '@masthead/ui';
import * as css from './contribution.css.ts';

export interface ChoiceFieldsetProps<T extends string> {
  legend: ReactNode;
  description?: ReactNode;
  value: T | null;
  options: { value: T; label: ReactNode; disabled?: boolean }[];
  onChange: (value: T) => void;
  /** An already translated message, read with each option. */
  error?: ReactNode;
}

/**
 * One choice as a fieldset of radio buttons under a legend; an error sits
 * in a polite live region and is read with every option. The ref is the
 * first option, for focusing the choice after a failed submit.
 */
function ChoiceFieldsetInner<T extends string>(
  { legend, description, value, options, onChange, error }: ChoiceFieldsetProps<T>,
  ref: ForwardedRef<HTMLInputElement>,
) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <Fieldset legend={legend} description={description}>
      {options.map((option, index) => (
        <div key={option.value} className={css.choice}>
          <input
            ref={index === 0 ? ref : undefined}
            type="radio"
            id={`${name}-${option.value}`}
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={option.disabled}
            aria-describedby={error ? errorId : undefined}
            onChange={() => onChange(option.value)}
          />
          <label htmlFor={`${name}-${option.value}`}>{option.label}</label>
        </div>
      ))}
      <div aria-live="polite">
        {error && (
          <p id={errorId} className={css.fieldError}>
            {error}
          </p>
        )}
      </div>
    </Fieldset>
  );
}

export const ChoiceFieldset = forwardRef(ChoiceFieldsetInner) as <T extends string>(
  props: ChoiceFieldsetProps<T> & { ref?: Ref<HTMLInputElement> },
) => ReturnType<typeof ChoiceFieldsetInner>;
