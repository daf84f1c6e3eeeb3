import { useLayoutEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TabsComponent } from '@masthead/core';
import { Button, TextField, visuallyHidden } from '@masthead/ui';
import { useBuilder } from './builder-context.ts';
import { formKeys, uniqueKey } from './component-key.ts';
import * as styles from './form-builder.css.ts';
import { MoveButtons } from './move-buttons.tsx';

/** The tabs of a tabs component: their labels, order, adding, and removing empty ones. */
export function TabsEditor({
  component,
  onChange,
  idPrefix,
}: {
  component: TabsComponent;
  onChange: (component: TabsComponent) => void;
  idPrefix: string;
}) {
  const { t } = useLingui();
  const { schema } = useBuilder();
  const tabs = component.components ?? [];
  const focusNext = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (focusNext.current) document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const set = (next: TabsComponent['components']) => onChange({ ...component, components: next });
  const swap = (index: number, to: number, control: string) => {
    if (to < 0 || to >= tabs.length) return;
    const next = [...tabs];
    [next[index], next[to]] = [next[to]!, next[index]!];
    focusNext.current = `${idPrefix}-tab-${to}-${control}`;
    set(next);
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t`Tabs`}</legend>
      <ol className={styles.list}>
        {tabs.map((tab, index) => {
          const n = index + 1;
          const name = tab.label || tab.key;
          const filled = (tab.components ?? []).length > 0;
          return (
            <li key={index} className={styles.item}>
              <TextField
                id={`${idPrefix}-tab-${index}-label`}
                label={t`Tab ${n} label`}
                value={tab.label ?? ''}
                onValueChange={(label) => set(tabs.map((x, at) => (at === index ? { ...x, label } : x)))}
              />
              <div className={styles.row}>
                <MoveButtons
                  name={name}
                  idPrefix={`${idPrefix}-tab-${index}`}
                  first={index === 0}
                  last={index === tabs.length - 1}
                  onMove={(direction) => swap(index, direction === 'up' ? index - 1 : index + 1, direction)}
                />
                <button
                  type="button"
                  className={styles.tool}
                  // Only an empty tab goes: removing one must not drop questions silently.
                  aria-disabled={filled || tabs.length === 1 || undefined}
                  aria-describedby={filled ? `${idPrefix}-tab-${index}-filled` : undefined}
                  onClick={() => {
                    if (filled || tabs.length === 1) return;
                    focusNext.current = `${idPrefix}-tab-${Math.max(0, index - 1)}-label`;
                    set(tabs.filter((_, at) => at !== index));
                  }}
                >
                  <Trans>Remove tab</Trans>
                  <span className={visuallyHidden}>: {name}</span>
                </button>
              </div>
              {filled && (
                <p id={`${idPrefix}-tab-${index}-filled`} className={styles.hint}>
                  <Trans>Move the components out of this tab before removing it.</Trans>
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <Button
        variant="linkOutlined"
        size="sm"
        onClick={() => {
          focusNext.current = `${idPrefix}-tab-${tabs.length}-label`;
          set([...tabs, { key: uniqueKey('tab', formKeys(schema)), label: t`Tab ${tabs.length + 1}`, components: [] }]);
        }}
      >
        <Trans>Add a tab</Trans>
      </Button>
    </fieldset>
  );
}
