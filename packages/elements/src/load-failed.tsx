import { useLingui } from '@lingui/react/macro';
import { readerTexts } from '@masthead/core';
import { Button, FormAlert } from '@masthead/ui';
import * as styles from './load-failed.css.ts';

export interface LoadFailedProps {
  /** The failed call's code (`errorCode`): `network` when the API was not reached. */
  code: string;
  /** Counts the tries, so that each failure is a new alert and is announced again. */
  attempt: number;
  /** A new try is under way: the button says so and ignores presses. */
  retrying: boolean;
  onRetry: () => void;
}

/**
 * What a widget shows when its call-out could not be loaded: an alert with a
 * title and what went wrong, and "Try again", which loads just this widget's
 * data again (focus stays on the button while it does).
 * @example <LoadFailed code="network" attempt={1} retrying={false} onRetry={reload} />
 */
export function LoadFailed({ code, attempt, retrying, onRetry }: LoadFailedProps) {
  const { t, i18n } = useLingui();
  return (
    <>
      <FormAlert key={attempt} title={t`Could not load this call-out`}>
        <p className={styles.text}>
          {code === 'network'
            ? t`The server could not be reached. Check your connection, then try again.`
            : i18n._(readerTexts.serverError)}
        </p>
      </FormAlert>
      <div className={styles.actions}>
        <Button type="button" variant="primaryOutlined" loading={retrying} onClick={onRetry}>
          {t`Try again`}
        </Button>
      </div>
    </>
  );
}

/** Focus for a widget that has just loaded after "Try again": its first heading, else its status line. */
export function focusLoaded(root: Element | null): void {
  const target = root?.querySelector<HTMLElement>('h2, [role="status"]');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}
