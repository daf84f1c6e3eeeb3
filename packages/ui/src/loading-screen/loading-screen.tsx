import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { clampProgress } from './clamp-progress.ts';
import * as styles from './loading-screen.css.ts';

export interface LoadingScreenProps {
  /** Replaces 'Loading application', e.g. the app's 'Starting' screen. */
  title?: ReactNode;
  /** Shows a progress bar captioned 'initializing'. */
  showProgress?: boolean;
  /** Percentage, 0 to 100; values outside are clamped. */
  progress?: number;
  /** Shows a 'Try again' button that calls `onRetry`. */
  showRetry?: boolean;
  onRetry?: () => void;
  /** Shows a note that loading usually takes a few seconds. */
  showInfo?: boolean;
}

/**
 * The full-page screen shown while the app starts (docs/product/screens.md, Loading screen).
 *
 * @example <LoadingScreen showProgress progress={loaded / total * 100} />
 */
export function LoadingScreen({
  title,
  showProgress = false,
  progress,
  showRetry = false,
  onRetry,
  showInfo = false,
}: LoadingScreenProps) {
  const titleId = useId();
  const captionId = useId();
  // No aria-busy here: some screen readers hold back a busy region's content,
  // which would hide the very text that says the app is loading.
  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <div className={styles.panel}>
        <h1 id={titleId} className={styles.title}>
          {title ?? <Trans>Loading application</Trans>}
        </h1>
        <p className={styles.line}>
          <Trans>Please wait…</Trans>
        </p>
        <p className={styles.line}>
          <Trans>Connecting to server…</Trans>
        </p>
        {showProgress && (
          <div className={styles.progress}>
            <progress className={styles.bar} max={100} value={clampProgress(progress)} aria-labelledby={captionId} />
            <span id={captionId} className={styles.caption}>
              <Trans>initializing</Trans>
            </span>
          </div>
        )}
        {showInfo && (
          <p className={styles.info}>
            <Trans>Loading usually takes a few seconds.</Trans>
          </p>
        )}
        {showRetry && (
          <Button className={styles.retry} onClick={() => onRetry?.()}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </div>
    </section>
  );
}
