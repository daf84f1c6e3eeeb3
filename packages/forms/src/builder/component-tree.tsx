import { useState, type DragEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormComponent } from '@masthead/core';
import { Button, visuallyHidden } from '@masthead/ui';
import { useBuilder } from './builder-context.ts';
import { componentName, typeNames } from './builder-texts.ts';
import { corePath, pathKey, samePath, type Path } from './schema-edit.ts';
import * as styles from './form-builder.css.ts';
import { MoveButtons } from './move-buttons.tsx';

/** Native drag and drop for pointers; the buttons and the "Move to" list do the same by keyboard. */
function useDrop(onDrop: (from: Path) => void) {
  const { dragging } = useBuilder();
  const [over, setOver] = useState(false);
  return {
    over,
    handlers: {
      onDragOver: (event: DragEvent) => {
        if (!dragging.current) return;
        event.preventDefault();
        event.stopPropagation();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent) => {
        const from = dragging.current;
        setOver(false);
        if (!from) return;
        event.preventDefault();
        event.stopPropagation();
        dragging.current = null;
        onDrop(from);
      },
    },
  };
}

/** The components of one list (a slide's, a panel's, a tab's), each with its move and delete controls. */
export function ComponentList({
  components,
  listPath,
  empty,
}: {
  components: FormComponent[];
  listPath: Path;
  empty: ReactNode;
}) {
  const { move } = useBuilder();
  const end = useDrop((from) => move(from, listPath, components.length, 'edit'));
  return (
    <ul className={listPath.length === 1 ? styles.list : styles.nested}>
      {components.map((component, index) => (
        <ComponentItem key={index} component={component} path={[...listPath, index]} count={components.length} />
      ))}
      <li className={styles.dropZone} data-drop={end.over || undefined} {...end.handlers}>
        {components.length === 0 ? empty : <Trans>Drop here to add at the end.</Trans>}
      </li>
    </ul>
  );
}

function ComponentItem({ component, path, count }: { component: FormComponent; path: number[]; count: number }) {
  const { t, i18n } = useLingui();
  const builder = useBuilder();
  const { schema, problems, selected, select, move, remove, targets, targetName, dragging } = builder;
  const index = path.at(-1)!;
  const listPath = path.slice(0, -1);
  const name = componentName(i18n, component);
  const core = corePath(schema, path);
  const ownProblems = problems.filter(
    (p) => p.path.startsWith(`${core}.`) && !p.path.slice(core.length).startsWith('.components.'),
  );
  const before = useDrop((from) => move(from, listPath, index, 'edit'));
  const isSelected = samePath(selected, path);
  const first = index === 0;
  const last = index === count - 1;
  const places = targets.filter((target) => !pathKey(target.path).startsWith(pathKey(path)));

  return (
    <li
      className={styles.item}
      data-path={pathKey(path)}
      data-selected={isSelected || undefined}
      data-drop={before.over || undefined}
      draggable
      onDragStart={(event) => {
        event.stopPropagation();
        dragging.current = path;
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', name);
      }}
      onDragEnd={() => (dragging.current = null)}
      {...before.handlers}
    >
      <div className={styles.row}>
        <Button
          variant="text"
          size="sm"
          className={styles.name}
          data-control="edit"
          aria-current={isSelected || undefined}
          onClick={() => select(path)}
        >
          {name}
          <span className={visuallyHidden}>, </span>{' '}
          <span className={styles.typeTag}>{i18n._(typeNames[component.type])}</span>
        </Button>
        <MoveButtons
          name={name}
          first={first}
          last={last}
          onMove={(direction) => move(path, listPath, direction === 'up' ? index - 1 : index + 2, direction)}
        />
        <select
          className={styles.smallSelect}
          aria-label={t`Move to: ${name}`}
          data-control="move-to"
          value=""
          onChange={(event) => {
            const target = places[Number(event.currentTarget.value)];
            if (target) move(path, target.path, Number.MAX_SAFE_INTEGER, 'move-to');
          }}
        >
          <option value="">{t`Move to…`}</option>
          {places.map((target, at) => (
            <option key={pathKey(target.path)} value={at} disabled={samePath(target.path, listPath)}>
              {'\u00a0\u00a0'.repeat(target.depth)}
              {targetName(target)}
            </option>
          ))}
        </select>
        <Button variant="dangerText" size="xs" data-control="delete" onClick={() => remove(path)}>
          <Trans>Delete</Trans>
          <span className={visuallyHidden}>: {name}</span>
        </Button>
      </div>
      {ownProblems.length > 0 && (
        <p className={styles.attention}>
          <Trans>Needs attention: open it to see what to fix.</Trans>
        </p>
      )}
      <Children component={component} path={path} />
    </li>
  );
}

function Children({ component, path }: { component: FormComponent; path: number[] }) {
  const { t, i18n } = useLingui();
  const name = componentName(i18n, component);
  if (component.type === 'panel' || component.type === 'well') {
    return (
      <ComponentList
        components={component.components ?? []}
        listPath={path}
        empty={t`Nothing in “${name}” yet: add components to it, or move or drag them here.`}
      />
    );
  }
  if (component.type !== 'tabs') return null;
  return (
    <>
      {(component.components ?? []).map((tab, n) => (
        <div key={n}>
          <p className={styles.tabLabel}>
            <Trans>Tab: {tab.label || tab.key}</Trans>
          </p>
          <ComponentList
            components={tab.components ?? []}
            listPath={[...path, n]}
            empty={t`Nothing in this tab yet: add components to it, or move or drag them here.`}
          />
        </div>
      ))}
    </>
  );
}
