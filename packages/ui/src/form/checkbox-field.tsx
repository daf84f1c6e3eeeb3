import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import * as styles from './field.css.ts';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange'>;

export interface CheckboxFieldProps extends InputProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  description?: ReactNode;
}

/** A checkbox with its label beside it and an optional description read with it. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(props, ref) {
  const { label, checked, onCheckedChange, description, id, className, ...rest } = props;
  const autoId = useId();
  const inputId = id ?? autoId;
  const descriptionId = `${inputId}-description`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.checkboxRow}>
        <input
          {...rest}
          ref={ref}
          id={inputId}
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          aria-describedby={description ? descriptionId : undefined}
          onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
    </div>
  );
});
