import { Trans } from '@lingui/react/macro';
import { visuallyHidden } from '@masthead/ui';
import * as styles from './form-builder.css.ts';

export interface MoveButtonsProps {
  /** What moves, for the buttons' names ("Move up: Your name"). */
  name: string;
  first: boolean;
  last: boolean;
  onMove: (direction: 'up' | 'down') => void;
  /** Ids `${idPrefix}-up` / `-down`, where focus is put back by id after the move. */
  idPrefix?: string;
}

/**
 * Move up and Move down for one item of a list (slides, components, options,
 * tabs). At either end the button stays focusable but says it is disabled
 * and does nothing, so focus never drops to the page after a move.
 */
export function MoveButtons({ name, first, last, onMove, idPrefix }: MoveButtonsProps) {
  return (
    <>
      <button
        type="button"
        id={idPrefix ? `${idPrefix}-up` : undefined}
        className={styles.tool}
        data-control="up"
        aria-disabled={first || undefined}
        onClick={() => !first && onMove('up')}
      >
        <Trans>Move up</Trans>
        <span className={visuallyHidden}>: {name}</span>
      </button>
      <button
        type="button"
        id={idPrefix ? `${idPrefix}-down` : undefined}
        className={styles.tool}
        data-control="down"
        aria-disabled={last || undefined}
        onClick={() => !last && onMove('down')}
      >
        <Trans>Move down</Trans>
        <span className={visuallyHidden}>: {name}</span>
      </button>
    </>
  );
}
