import { useId, type ReactNode } from 'react';
import * as styles from './field.css.ts';

export interface FieldsetProps {
  legend: ReactNode;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Groups related fields under a legend (an address, a password and its confirmation). */
export function Fieldset({ legend, description, className, children }: FieldsetProps) {
  const descriptionId = useId();
  return (
    <fieldset
      className={[styles.fieldset, className].filter(Boolean).join(' ')}
      aria-describedby={description ? descriptionId : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      {children}
    </fieldset>
  );
}
