import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { FieldShell } from './field-shell.tsx';
import type { FieldProps } from './field-props.ts';
import * as styles from './field.css.ts';

// The drawing pad is code most forms never need: it loads when a signature field shows.
const SignaturePad = lazy(() => import('./signature-pad.tsx'));

const isDrawing = (value: unknown) => typeof value === 'string' && value.startsWith('data:');

/**
 * signature: the typed full name (the keyboard and screen-reader way, and
 * a valid answer on its own) or a drawing on a canvas (an image data URL).
 * One replaces the other.
 */
export function SignatureField({ component, id, label, value, onChange, error, required }: FieldProps) {
  const typed = typeof value === 'string' && !isDrawing(value) ? value : '';
  return (
    <FieldShell id={id} group label={label} description={component.description} error={error} required={required}>
      {(control) => (
        <>
          <div className={styles.field}>
            <label htmlFor={id}>
              <Trans>Type your full name</Trans>
            </label>
            <input
              {...control}
              className={styles.input}
              autoComplete="name"
              value={typed}
              onChange={(event) =>
                onChange(event.currentTarget.value.trim() === '' ? undefined : event.currentTarget.value)
              }
            />
          </div>
          <Suspense fallback={<p className={styles.description}>…</p>}>
            <SignaturePad id={`${id}-pad`} drawn={isDrawing(value)} onDrawn={onChange} />
          </Suspense>
        </>
      )}
    </FieldShell>
  );
}
