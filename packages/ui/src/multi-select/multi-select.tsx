import { forwardRef, useLayoutEffect, useRef, type MouseEvent, type Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FieldFrame, type BaseProps, type ControlAttributes } from '../form/control-fields.tsx';
import { visuallyHidden } from '../visually-hidden.css.ts';
import { multiSelectLimits, type MultiSelectOption } from './filter-options.ts';
import { MultiSelectChips } from './multi-select-chips.tsx';
import { useMultiSelect } from './use-multi-select.ts';
import * as styles from './multi-select.css.ts';

export interface MultiSelectProps extends BaseProps {
  options: readonly MultiSelectOption[];
  /** The chosen values, in the order they were chosen (the chips' order). */
  value: readonly string[];
  onValueChange: (value: string[]) => void;
  /** The open list's greatest height: a number of pixels or a CSS length. */
  maxHeight?: number | string;
  placeholder?: string;
  disabled?: boolean;
  /** On the field's outer box, e.g. to size it in a toolbar. */
  className?: string;
}

/**
 * Several values chosen from a list that filters as the reader types: a
 * combobox text box over a multi-selectable listbox, the chosen values shown
 * as chips that remove themselves. At most 1000 options are drawn (the list
 * says how many more match); the list is 300 px tall at most unless
 * `maxHeight` says otherwise. The ref is the text box's, to focus it.
 *
 * @example <MultiSelect label={t`Tags`} options={tags.map((t) => ({ value: t.id, label: t.name }))} value={chosen} onValueChange={setChosen} error={missing ? t`Choose at least one tag.` : undefined} />
 */
export const MultiSelect = forwardRef<HTMLInputElement, MultiSelectProps>(function MultiSelect(props, ref) {
  const { label, description, error, className, ...control } = props;
  return (
    <FieldFrame label={label} description={description} error={error} className={className}>
      {(attributes) => <MultiSelectControl {...control} attributes={attributes} forwardedRef={ref} />}
    </FieldFrame>
  );
});

type ControlProps = Omit<MultiSelectProps, keyof BaseProps | 'className'> & {
  attributes: ControlAttributes;
  forwardedRef: Ref<HTMLInputElement>;
};

function MultiSelectControl({ attributes, forwardedRef, maxHeight, placeholder, disabled, ...rest }: ControlProps) {
  const { t, i18n } = useLingui();
  const state = useMultiSelect(rest);
  const input = useRef<HTMLInputElement | null>(null);
  const { id } = attributes;
  const listboxId = `${id}-listbox`;
  const limitId = `${id}-limit`;
  const optionId = (option: MultiSelectOption) => `${id}-option-${state.positions.get(option.value)}`;
  const activeId = state.activeOption ? optionId(state.activeOption) : undefined;
  const truncated = state.open && state.matched > state.shown.length;
  const shownCount = i18n.number(state.shown.length);
  const matchedCount = i18n.number(state.matched);

  // Before paint, so the active option is never drawn out of view (Preact runs plain effects later).
  useLayoutEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const setInput = (node: HTMLInputElement | null) => {
    input.current = node;
    if (typeof forwardedRef === 'function') forwardedRef(node);
    else if (forwardedRef) forwardedRef.current = node;
  };

  // A press on the frame or its arrow (not on a chip or in the text box) opens or closes the list.
  const onFrameMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (disabled || (event.target as Element).closest('button, input')) return;
    event.preventDefault();
    input.current?.focus();
    state.setOpen(!state.open);
  };

  const describedBy = [attributes['aria-describedby'], truncated ? limitId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.anchor}>
      <div
        className={styles.control}
        data-invalid={attributes['aria-invalid'] ? 'true' : undefined}
        onMouseDown={onFrameMouseDown}
      >
        <MultiSelectChips
          values={rest.value}
          labelOf={state.labelOf}
          disabled={disabled}
          onRemove={(value) => {
            state.remove(value);
            input.current?.focus();
          }}
        />
        <input
          ref={setInput}
          id={id}
          type="text"
          role="combobox"
          className={styles.input}
          value={state.query}
          placeholder={placeholder}
          disabled={disabled}
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={state.open ? 'true' : 'false'}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          aria-invalid={attributes['aria-invalid']}
          aria-describedby={describedBy || undefined}
          onChange={(event) => state.setQuery(event.currentTarget.value)}
          onKeyDown={state.onKeyDown}
          onClick={() => state.setOpen(true)}
          onBlur={state.close}
        />
        <span className={styles.arrow} aria-hidden="true">
          ▾
        </span>
      </div>
      {/* Presses inside the list keep the focus in the text box (aria-activedescendant moves, not the focus). */}
      <div className={styles.popup} hidden={!state.open} onMouseDown={(event) => event.preventDefault()}>
        <ul
          id={listboxId}
          role="listbox"
          aria-multiselectable="true"
          aria-labelledby={`${id}-label`}
          className={styles.listbox}
          style={{ maxHeight: maxHeight ?? multiSelectLimits.maxHeight }}
          hidden={state.shown.length === 0}
        >
          {state.open &&
            state.shown.map((option) => (
              <li
                key={option.value}
                id={optionId(option)}
                role="option"
                aria-selected={state.chosen.has(option.value) ? 'true' : 'false'}
                data-active={option === state.activeOption ? 'true' : undefined}
                className={styles.option}
                onMouseMove={() => option !== state.activeOption && state.setActive(option.value)}
                onClick={() => state.toggle(option)}
              >
                <span className={styles.tick} aria-hidden="true">
                  {state.chosen.has(option.value) ? '✓' : ''}
                </span>
                {option.label}
              </li>
            ))}
        </ul>
        {/* Hidden from screen readers: the status region below says it for them. */}
        {state.noMatches && (
          <p className={styles.note} aria-hidden="true">
            {state.query.trim() ? t`No matching options` : t`No options to choose from`}
          </p>
        )}
        {truncated && (
          <p id={limitId} className={styles.limitNote}>
            {t`Showing the first ${shownCount} of ${matchedCount} options. Type to narrow the list.`}
          </p>
        )}
      </div>
      <p role="status" className={visuallyHidden}>
        {state.status}
      </p>
    </div>
  );
}
