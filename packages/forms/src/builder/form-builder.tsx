import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { validateFormSchema, type FormComponent, type FormComponentType, type FormSchema } from '@masthead/core';
import { visuallyHidden } from '@masthead/ui';
import { BuilderContext, type BuilderState } from './builder-context.ts';
import { componentName, typeNames } from './builder-texts.ts';
import { formKeys, uniqueKey } from './component-key.ts';
import { newComponent } from './component-defaults.ts';
import { ComponentEditor } from './component-editor.tsx';
import { clearLostConditions, renameConditionKey } from './condition-edit.ts';
import { ComponentPalette } from './component-palette.tsx';
import { ComponentList } from './component-tree.tsx';
import { FormPreview } from './form-preview.tsx';
import {
  changeComponent,
  componentAt,
  insertComponent,
  listAt,
  listTargets,
  moveComponent,
  moveSlide,
  pathKey,
  removeComponent,
  type ListTarget,
  type Path,
} from './schema-edit.ts';
import { SlideList } from './slide-list.tsx';
import * as styles from './form-builder.css.ts';

export interface FormBuilderProps {
  /** The form being edited; the builder never changes it in place. */
  schema: FormSchema;
  onChange: (schema: FormSchema) => void;
  /**
   * The renderer's own texts for the preview (the widgets' catalog); `null` while they load (the
   * preview waits: the surrounding catalog may not hold them); by default the surrounding i18n.
   */
  previewI18n?: I18n | null;
}

/** Selectors tried in order after a change, so focus lands somewhere sensible. */
type FocusRequest = string[];

/**
 * Edits a call-out's form schema: slides, components of every type from a
 * palette, order by buttons, "Move to" or drag and drop, nesting in panels,
 * wells and tabs, each component's settings, and a live preview with the
 * real renderer. Every problem core's `validateFormSchema` finds (the
 * server's own check) is shown at its setting.
 * @example <FormBuilder schema={formSchema} onChange={setFormSchema} />
 */
export function FormBuilder({ schema, onChange, previewI18n }: FormBuilderProps) {
  const { t, i18n } = useLingui();
  const ids = `mhb${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [slideIndex, setSlideIndex] = useState(0);
  const [selected, setSelected] = useState<number[] | null>(null);
  const [addTo, setAddTo] = useState('');
  const [announcement, setAnnouncement] = useState('');
  /** Shown after a delete cleared conditions that asked about what was deleted. */
  const [notice, setNotice] = useState('');
  /** The last key of the selected component that was safe and unique: conditions follow it on a rename. */
  const keyTrail = useRef<{ path: string; key: string } | null>(null);
  const focusRequest = useRef<FocusRequest | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const dragging = useRef<Path | null>(null);
  const problems = useMemo(() => validateFormSchema(schema), [schema]);
  const targets = useMemo(() => listTargets(schema), [schema]);
  const current = Math.min(slideIndex, schema.slides.length - 1);
  const slideTargets = targets.filter((target) => target.path[0] === current);
  const addTarget = slideTargets.find((target) => pathKey(target.path) === addTo) ?? slideTargets[0];

  useLayoutEffect(() => {
    const request = focusRequest.current;
    focusRequest.current = null;
    for (const selector of request ?? []) {
      const found = root.current?.querySelector<HTMLElement>(selector);
      if (found) return void found.focus();
    }
  });

  const slideName = (index: number) => schema.slides[index]?.title?.trim() || t`Slide ${index + 1}`;
  const targetName = (target: ListTarget) => {
    const slide = slideName(target.path[0]!);
    if (!target.container) return t`${slide}: top level`;
    const name = componentName(i18n, target.container);
    if (target.tabLabel !== undefined) return t`Tab “${target.tabLabel}” of “${name}”`;
    return t`${i18n._(typeNames[target.container.type])} “${name}”`;
  };

  const editor = `#${CSS.escape(`${ids}-editor`)} [data-editor]`;
  // The first setting (a label, or a content's text once its editor has loaded), else the heading.
  const editorFocus = [`${editor} input`, `${editor} [role="textbox"]`, `${editor} h3`];
  const itemControl = (path: Path, control: string) =>
    `[data-path="${pathKey(path)}"] > div [data-control="${control}"]`;

  /**
   * A schema with components or slides deleted, and the conditions that
   * asked about what went cleared (never left pointing at nothing): the
   * change is made, the notice set, and its text returned for announcing.
   */
  const commitDelete = (next: FormSchema, deleted: string): string => {
    const { schema: cleaned, cleared } = clearLostConditions(next);
    onChange(cleaned);
    if (cleared.length === 0) {
      setNotice('');
      return '';
    }
    const names = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
      cleared.map((c) => `“${componentName(i18n, c)}”`),
    );
    const text = t`Conditions that asked about “${deleted}” were removed from ${names}, which now always show.`;
    setNotice(text);
    return text;
  };

  const changeSelected = (path: Path, component: FormComponent) => {
    const before = componentAt(schema, path);
    let next = changeComponent(schema, path, () => component);
    const trail = keyTrail.current?.path === pathKey(path) ? keyTrail.current.key : before?.key;
    if (trail && component.key && trail !== component.key) next = renameConditionKey(next, trail, component.key);
    if (component.key && formKeys(next).filter((key) => key === component.key).length === 1) {
      keyTrail.current = { path: pathKey(path), key: component.key };
    }
    onChange(next);
  };

  const add = (type: FormComponentType) => {
    if (!addTarget) return;
    setNotice('');
    const component = newComponent(
      type,
      { label: i18n._(typeNames[type]), option: (n) => t`Option ${n}`, tab: (n) => t`Tab ${n}` },
      formKeys(schema),
    );
    const length = listAt(schema, addTarget.path)?.length ?? 0;
    const path = [...addTarget.path, length];
    onChange(insertComponent(schema, addTarget.path, length, component));
    setSelected(path);
    setAnnouncement(t`Added ${i18n._(typeNames[type])} to ${targetName(addTarget)}.`);
    focusRequest.current = editorFocus;
  };

  const move: BuilderState['move'] = (from, toList, index, control) => {
    const component = componentAt(schema, from);
    const moved = moveComponent(schema, from, toList, index);
    if (!moved || !component) return;
    onChange(moved.schema);
    setSelected(moved.path);
    if (moved.path[0] !== current) setSlideIndex(moved.path[0]!);
    const target = targets.find((x) => pathKey(x.path) === pathKey(toList));
    setAnnouncement(
      t`Moved “${componentName(i18n, component)}” to position ${moved.path.at(-1)! + 1} of ${target ? targetName(target) : ''}.`,
    );
    focusRequest.current = [itemControl(moved.path, control), itemControl(moved.path, 'edit')];
  };

  const remove = (path: Path) => {
    const component = componentAt(schema, path);
    if (!component) return;
    const next = removeComponent(schema, path);
    const name = componentName(i18n, component);
    const cleared = commitDelete(next, name);
    setSelected(null);
    setAnnouncement([t`Deleted “${name}”.`, cleared].join(' ').trim());
    const index = path.at(-1)!;
    const list = path.slice(0, -1);
    // The next item, else the one before, else the container, else the palette.
    focusRequest.current = [
      itemControl([...list, index], 'edit'),
      itemControl([...list, index - 1], 'edit'),
      itemControl(list.length > 2 && componentAt(next, list) ? list : list.slice(0, -1), 'edit'),
      `#${CSS.escape(`${ids}-add-to`)}`,
    ];
  };

  const changeSlides = (slides: FormSchema['slides']) => onChange({ ...schema, slides });
  const selectSlide = (index: number) => {
    setSlideIndex(index);
    setSelected(null);
  };

  const state: BuilderState = {
    schema,
    problems,
    selected,
    select: (path) => {
      setSelected([...path]);
      setNotice('');
      const component = componentAt(schema, path);
      if (component?.type === 'panel' || component?.type === 'well') setAddTo(pathKey(path));
      if (component?.type === 'tabs') setAddTo(pathKey([...path, 0]));
      focusRequest.current = editorFocus;
    },
    move,
    remove,
    targets,
    targetName,
    dragging,
  };

  const slide = schema.slides[current];
  const chosen = selected && componentAt(schema, selected);

  return (
    <BuilderContext.Provider value={state}>
      <div ref={root} className={styles.builder}>
        <div className={styles.column}>
          <section aria-labelledby={`${ids}-slides`} className={styles.panel}>
            <h3 id={`${ids}-slides`} className={styles.heading}>{t`Slides`}</h3>
            <SlideList
              slides={schema.slides}
              current={current}
              onSelect={selectSlide}
              onMove={(index, by) => {
                changeSlides(moveSlide(schema, index, by).slides);
                setSlideIndex(index + by);
                setSelected(null);
                setAnnouncement(t`Moved “${slideName(index)}” to position ${index + by + 1}.`);
                focusRequest.current = [`[data-slide="${index + by}"] [data-control="${by < 0 ? 'up' : 'down'}"]`];
              }}
              onAdd={() => {
                const id = uniqueKey(
                  'slide',
                  schema.slides.map((s) => s.id),
                );
                changeSlides([...schema.slides, { id, title: '', components: [] }]);
                selectSlide(schema.slides.length);
                setAnnouncement(t`Added slide ${schema.slides.length + 1}.`);
                focusRequest.current = [`[data-slide="${schema.slides.length}"] [data-control="edit"]`];
              }}
              onRemove={(index) => {
                const name = slideName(index);
                const cleared = commitDelete(
                  { ...schema, slides: schema.slides.filter((_, at) => at !== index) },
                  name,
                );
                selectSlide(Math.max(0, index - 1));
                setAnnouncement([t`Deleted “${name}”.`, cleared].join(' ').trim());
                focusRequest.current = [`[data-slide="${Math.max(0, index - 1)}"] [data-control="edit"]`];
              }}
              onChange={(changed) => changeSlides(schema.slides.map((s, at) => (at === current ? changed : s)))}
            />
          </section>
          <section aria-labelledby={`${ids}-palette`} className={styles.panel}>
            <h3 id={`${ids}-palette`} className={styles.heading}>{t`Add a component`}</h3>
            <ComponentPalette
              targets={slideTargets}
              addTo={addTarget ? pathKey(addTarget.path) : ''}
              onAddToChange={setAddTo}
              onAdd={add}
              selectId={`${ids}-add-to`}
            />
          </section>
          <section aria-labelledby={`${ids}-components`} className={styles.panel}>
            <h3 id={`${ids}-components`} className={styles.heading}>
              {t`Components of “${slideName(current)}”`}
            </h3>
            {notice && <p className={styles.notice}>{notice}</p>}
            {slide && (
              <ComponentList
                components={slide.components}
                listPath={[current]}
                empty={t`This slide has no components yet: add some from the list above.`}
              />
            )}
          </section>
        </div>
        <div className={styles.column}>
          <section aria-label={t`Component settings`} className={styles.panel} id={`${ids}-editor`}>
            {chosen && selected ? (
              <ComponentEditor
                key={pathKey(selected)}
                component={chosen}
                path={selected}
                onChange={(component: FormComponent) => changeSelected(selected, component)}
              />
            ) : (
              <p className={styles.hint}>{t`Choose a component to change its settings.`}</p>
            )}
          </section>
          <FormPreview schema={schema} problems={problems.length} i18n={previewI18n} />
        </div>
        <p role="status" className={visuallyHidden}>
          {announcement}
        </p>
      </div>
    </BuilderContext.Provider>
  );
}
