import { Trans } from '@lingui/react/macro';
import * as formCss from '../../../../admin-kit/form.css.ts';
import * as styles from './callout-edit.css.ts';

/**
 * "N of M characters left" under a text with a maximum length (docs/product/rules.md, "Text limits and other rules"),
 * read politely.
 */
export function LengthCount({ id, length, max }: { id: string; length: number; max: number }) {
  const left = max - length;
  return (
    <p id={id} aria-live="polite" className={left < 0 ? formCss.error : styles.count}>
      {left >= 0 ? (
        <Trans>
          {left} of {max} characters left
        </Trans>
      ) : (
        <Trans>
          {-left} characters over the maximum of {max}
        </Trans>
      )}
    </p>
  );
}
