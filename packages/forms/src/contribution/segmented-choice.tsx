import { forwardRef, useId, type ForwardedRef, type ReactNode, type Ref } from 'react';
import { visuallyHidden } from '@masthead/ui';
import * as css from './choice-cards.css.ts';

export interface SegmentedChoiceProps<T extends string> {
  legend: ReactNode;
  /** Only screen readers read the legend, where the options say enough (Monthly | Annually). */
  hideLegend?: boolean;
  value: T | null;
  options: { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
  /** `segments`: one row of equal parts; `cards`: larger choices that wrap. */
  look?: 'segments' | 'cards';
  /** An already translated message, read with each option. */
  error?: ReactNode;
  children?: ReactNode;
}

/**
 * One choice drawn as a row of segments or cards: still a fieldset of radio
 * buttons under a legend, so arrow keys move the choice and a screen reader
 * reads "radio button, 2 of 3"; the radio sits under its label, unseen,
 * and its focus ring is drawn on the label. `children` follow the options
 * inside the fieldset (a disclosure of more options, a revealed field).
 */
function SegmentedChoiceInner<T extends string>(props: SegmentedChoiceProps<T>, ref: ForwardedRef<HTMLInputElement>) {
  const { legend, hideLegend, value, options, onChange, look = 'segments', error, children } = props;
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className={css.fieldset}>
      <legend className={hideLegend ? visuallyHidden : css.legend}>{legend}</legend>
      <div className={css.options[look]}>
        {options.map((option, index) => (
          <ChoiceOption
            key={option.value}
            ref={index === 0 ? ref : undefined}
            name={name}
            value={option.value}
            checked={value === option.value}
            describedBy={error ? errorId : undefined}
            onChange={() => onChange(option.value)}
          >
            {option.label}
          </ChoiceOption>
        ))}
      </div>
      {children}
      <ChoiceError id={errorId} error={error} />
    </fieldset>
  );
}

export const SegmentedChoice = forwardRef(SegmentedChoiceInner) as <T extends string>(
  props: SegmentedChoiceProps<T> & { ref?: Ref<HTMLInputElement> },
) => ReturnType<typeof SegmentedChoiceInner>;

export interface ChoiceOptionProps {
  name: string;
  value: string;
  checked: boolean;
  describedBy?: string;
  onChange: () => void;
  children: ReactNode;
}

/** One radio button and its label, drawn as a segment or card (see `choice-cards.css.ts`). */
export const ChoiceOption = forwardRef<HTMLInputElement, ChoiceOptionProps>(function ChoiceOption(props, ref) {
  const { name, value, checked, describedBy, onChange, children } = props;
  const id = `${name}-${value}`;
  return (
    <div className={css.option}>
      <input
        ref={ref}
        type="radio"
        className={css.radio}
        id={id}
        name={name}
        value={value}
        checked={checked}
        aria-describedby={describedBy}
        onChange={onChange}
      />
      <label htmlFor={id} className={css.optionLabel}>
        {children}
      </label>
    </div>
  );
});

/** A choice's error, in a polite live region that is there from the start (so the message is announced). */
export function ChoiceError({ id, error }: { id: string; error: ReactNode }) {
  return (
    <div aria-live="polite">
      {error && (
        <p id={id} className={css.error}>
          {error}
        </p>
      )}
    </div>
  );
}
