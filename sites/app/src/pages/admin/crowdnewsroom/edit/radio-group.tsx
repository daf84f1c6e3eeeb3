import { useId, type ReactNode } from 'react';
import { Fieldset } from '@masthead/ui';
import * as styles from './callout-edit.css.ts';

interface RadioGroupProps<T extends string> {
  legend: ReactNode;
  description?: ReactNode;
  value: T;
  options: { value: T; label: ReactNode; disabled?: boolean }[];
  onChange: (value: T) => void;
  id?: string;
}

/** A fieldset of radio buttons, one named group. */
export function RadioGroup<T extends string>({
  legend,
  description,
  value,
  options,
  onChange,
  id,
}: RadioGroupProps<T>) {
  const name = useId();
  return (
    <Fieldset legend={legend} description={description}>
      {options.map((option, index) => (
        <div key={option.value} className={styles.choice}>
          <input
            type="radio"
            id={index === 0 && id ? id : `${name}-${option.value}`}
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
          />
          <label htmlFor={index === 0 && id ? id : `${name}-${option.value}`}>{option.label}</label>
        </div>
      ))}
    </Fieldset>
  );
}
