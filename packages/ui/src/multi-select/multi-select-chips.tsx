import { useLingui } from '@lingui/react/macro';
import * as styles from './multi-select.css.ts';

interface Props {
  values: readonly string[];
  labelOf: (value: string) => string;
  disabled?: boolean;
  onRemove: (value: string) => void;
}

/** The chosen values as a list of buttons, each named "Remove <label>" and removing its value. */
export function MultiSelectChips({ values, labelOf, disabled, onRemove }: Props) {
  const { t } = useLingui();
  if (values.length === 0) return null;
  return (
    <ul className={styles.chips}>
      {values.map((value) => {
        const label = labelOf(value);
        return (
          <li key={value}>
            <button
              type="button"
              className={styles.chip}
              disabled={disabled}
              aria-label={t`Remove ${label}`}
              onClick={() => onRemove(value)}
            >
              {label}
              <span className={styles.chipCross} aria-hidden="true">
                ×
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
