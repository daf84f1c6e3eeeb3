import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { visuallyHidden } from '@masthead/ui';
import * as styles from './field.css.ts';

/** The accessibility attributes a control inside a shell must carry. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface ShellProps {
  id: string;
  label: string;
  description?: string;
  error?: string;
  required?: boolean;
  /** `group`: a fieldset whose legend names the controls inside (radios, boxes, address parts). */
  group?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/** The visual `*`; the requirement itself is told by aria-required or the legend's text. */
export const RequiredMark = () => <span aria-hidden="true"> *</span>;

/**
 * Label (or legend), description, the control, and the error in a polite live
 * region that exists from the first render, so a new error is announced. The
 * description and the error are linked to the control by aria-describedby.
 */
export function FieldShell({ id, label, description, error, required, group, children }: ShellProps) {
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const control: ControlProps = {
    id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
  };
  const body = (
    <>
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      {children(control)}
      <div aria-live="polite">
        {error && (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </>
  );
  if (group) {
    return (
      <fieldset className={styles.field} aria-describedby={describedBy || undefined}>
        <legend className={styles.label}>
          {label}
          {required && (
            <>
              <RequiredMark />
              {/* A fieldset cannot carry aria-required, so the legend says it. */}
              <span className={visuallyHidden}>
                {' '}
                <Trans>(required)</Trans>
              </span>
            </>
          )}
        </legend>
        {body}
      </fieldset>
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      {body}
    </div>
  );
}
