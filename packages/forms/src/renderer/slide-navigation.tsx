import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormSlide } from '@masthead/core';
import { Button } from '@masthead/ui';
import * as styles from './form-renderer.css.ts';

export interface SlideNavigationProps {
  slide: FormSlide;
  index: number;
  count: number;
  busy: boolean;
  onPrevious: () => void;
  /** The form's step: on the submit button's click, which the form's own submission may never follow. */
  onSubmit: (event: { preventDefault(): void }) => void;
}

// packages/ui's Button reads "Loading" while busy; marked again so the widgets catalog has it too.
export const buttonTexts = [msg`Loading`];

/** Previous, and Next or Submit (a submit button: Enter in a field moves on as well). Texts from the schema. */
export function SlideNavigation({ slide, index, count, busy, onPrevious, onSubmit }: SlideNavigationProps) {
  const { t } = useLingui();
  const last = index === count - 1;
  const nav = slide.navigation ?? {};
  return (
    <div className={styles.navigation}>
      {index > 0 ? (
        <Button variant="greyOutlined" onClick={onPrevious}>
          {nav.prevText || t`Previous`}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" loading={busy && last} onClick={onSubmit}>
        {last ? nav.submitText || t`Submit` : nav.nextText || t`Next`}
      </Button>
    </div>
  );
}

/**
 * "Step 2 of 3", read politely when it changes (the focus moves to it on each
 * new slide), with a bar for the eye: one segment per slide, those done and
 * the current one filled.
 */
export function SlideProgress({ index, count }: { index: number; count: number }) {
  const step = index + 1;
  return (
    <div className={styles.progressBox}>
      <p className={styles.progress} aria-live="polite">
        <Trans>
          Step {step} of {count}
        </Trans>
      </p>
      <ol className={styles.progressTrack} aria-hidden="true">
        {Array.from({ length: count }, (_, at) => (
          <li
            key={at}
            className={styles.progressStep}
            data-state={at < index ? 'done' : at === index ? 'current' : undefined}
          />
        ))}
      </ol>
    </div>
  );
}
