import { useLingui } from '@lingui/react/macro';
import { nestableComponentTypes, plainComponentTypes, type FormComponentType } from '@masthead/core';
import { useBuilder } from './builder-context.ts';
import { typeNames } from './builder-texts.ts';
import { pathKey, type ListTarget } from './schema-edit.ts';
import * as styles from './form-builder.css.ts';

interface PaletteProps {
  /** The lists of the current slide the palette can add to. */
  targets: ListTarget[];
  addTo: string;
  onAddToChange: (key: string) => void;
  onAdd: (type: FormComponentType) => void;
  selectId: string;
}

/** One button per component type (docs/product/entities.md, Form component types), adding to the chosen list. */
export function ComponentPalette({ targets, addTo, onAddToChange, onAdd, selectId }: PaletteProps) {
  const { t, i18n } = useLingui();
  const { targetName } = useBuilder();
  const group = (types: readonly FormComponentType[], label: string) => (
    <div role="group" aria-label={label} className={styles.palette}>
      {types.map((type) => (
        <button key={type} type="button" className={styles.tool} data-type={type} onClick={() => onAdd(type)}>
          {i18n._(typeNames[type])}
        </button>
      ))}
    </div>
  );
  return (
    <>
      <label htmlFor={selectId} className={styles.legend}>
        {t`Add to`}
      </label>{' '}
      <select
        id={selectId}
        className={styles.smallSelect}
        value={addTo}
        onChange={(event) => onAddToChange(event.currentTarget.value)}
      >
        {targets.map((target) => (
          <option key={pathKey(target.path)} value={pathKey(target.path)}>
            {'\u00a0\u00a0'.repeat(target.depth)}
            {targetName(target)}
          </option>
        ))}
      </select>
      <p className={styles.tabLabel}>{t`Questions and content`}</p>
      {group(plainComponentTypes, t`Questions and content`)}
      <p className={styles.tabLabel}>{t`Containers`}</p>
      {group(nestableComponentTypes, t`Containers`)}
    </>
  );
}
