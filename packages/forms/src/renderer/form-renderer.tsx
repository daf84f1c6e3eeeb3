import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { readerErrorCatalogue, readerTexts, visibleKeys, type FormAnswers, type FormSchema } from '@masthead/core';
import { FormAlert, useFocusFirstInvalid } from '@masthead/ui';
import { ComponentList, preloadFieldViews } from './component-view.tsx';
import type { Upload } from './fields/file-field.tsx';
import type { PlacesOptions } from './fields/address-search.ts';
import { initialAnswers, stillShown, tabsPath, withAnswer, type FieldProblem } from './form-state.ts';
import { RendererContext, type RendererState } from './renderer-context.ts';
import { hasLaterTexts, laterTexts } from './later-texts.ts';
import { SlideNavigation, SlideProgress } from './slide-navigation.tsx';
import * as styles from './form-renderer.css.ts';

type Checks = typeof import('./checks.ts');
/** Judging a slide and the problems' texts (`checks.ts`), once loaded. */
let checks: Checks | undefined;
let loadingChecks: Promise<Checks> | undefined;
/** Loads `checks.ts` once; a chunk that did not arrive is asked for again next time. */
function loadChecks(): Promise<Checks> {
  loadingChecks ??= import('./checks.ts').then(
    (loaded) => (checks = loaded),
    (error: unknown) => {
      loadingChecks = undefined;
      throw error;
    },
  );
  return loadingChecks;
}

/** The checks, once their texts have arrived too (the embed's later catalog, `laterTexts`). */
const checksFor = (i18n: I18n): Checks | undefined => (hasLaterTexts(i18n) ? checks : undefined);
const loadChecksFor = async (i18n: I18n): Promise<Checks> => (await Promise.all([loadChecks(), laterTexts(i18n)]))[0];

/**
 * Loads every part a form loads only when it needs it (the checks, each lazy field type), so
 * that a form renders in one go: for tests of the renderer, and hosts that know they will need them.
 */
export async function preloadFormParts(): Promise<void> {
  await Promise.all([loadChecks(), preloadFieldViews()]);
}

export interface FormRendererProps {
  /** A schema that passed core's validateFormSchema, its texts in the reader's language. */
  schema: FormSchema;
  /** Answers to start from (a saved response); default values fill the rest. */
  answers?: FormAnswers;
  /** Receives `{[slideId]: {[key]: value}}` of the components that show; reject to keep the form open. */
  onSubmit: (answers: FormAnswers) => Promise<void>;
  onChange?: (answers: FormAnswers) => void;
  /** `preview` checks everything but never submits. */
  mode?: 'live' | 'preview';
  /** Sends a file answer's file (`POST images`/`documents`). */
  upload?: Upload;
  /** Shown on the last slide above its buttons: guest contact fields, newsletter opt-in, captcha. */
  beforeSubmit?: ReactNode;
  /** The moment relative date limits count from (tests). */
  now?: () => Date;
  /** The address question's map and search (content/general `geocoderUrl`); a map with OSM tiles and no search by default. */
  places?: PlacesOptions;
}

/**
 * Renders a call-out form one slide at a time, judging answers with core's
 * validators (the server's own) before moving on and before submitting.
 * Needs an `I18nProvider` around it.
 * @example <FormRenderer schema={callout.formSchema} onSubmit={(answers) => api.respond(id, {answers})} />
 */
export function FormRenderer(props: FormRendererProps) {
  const { schema, mode = 'live', onSubmit, onChange, upload, places, beforeSubmit, now = () => new Date() } = props;
  const { i18n } = useLingui();
  const idPrefix = `mh${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [answers, setAnswers] = useState(() => initialAnswers(schema, props.answers));
  const [index, setIndex] = useState(0);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [openTabs, setOpenTabs] = useState<Record<string, number>>({});
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<{ text: string; variant: 'error' | 'info' } | null>(null);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const heading = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const latest = useRef(answers);
  latest.current = answers;

  const slides = schema.slides;
  const slide = slides[Math.min(index, slides.length - 1)];
  const visible = useMemo(() => visibleKeys(schema, answers), [schema, answers]);

  // What the form needs later (the checks, the code of its lazy question types) is asked for as it shows.
  useEffect(() => {
    loadChecksFor(i18n).catch(() => undefined);
    preloadFieldViews(schema).catch(() => undefined);
  }, [schema, i18n]);

  // After moving between slides, focus goes to the top of the new slide and its step is read.
  useLayoutEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = false;
  }, [index]);

  if (!slide) return null;

  const setAnswer = (key: string, value: unknown, removedItem?: number) => {
    const next = withAnswer(latest.current, slide.id, key, value);
    latest.current = next;
    setAnswers(next);
    // Shown errors go away once fixed; new ones wait for the next attempt to move on. (Shown errors came from the checks.)
    if (problems.length > 0 && checks) {
      const found = checks.slideProblems(schema, next, slide.id, now());
      const removed = removedItem === undefined ? undefined : { key, index: removedItem };
      setProblems((shown) => stillShown(shown, found, removed));
    }
    onChange?.(next);
  };

  const check = async (): Promise<boolean> => {
    // Loaded as the form showed, unless the reader was quicker than the network.
    const { slideProblems } = checksFor(i18n) ?? (await loadChecksFor(i18n));
    const found = slideProblems(schema, latest.current, slide.id, now());
    setProblems(found);
    if (found.length === 0) return true;
    const path = tabsPath(slide.components, found[0]!.key) ?? [];
    if (path.length > 0) setOpenTabs((open) => ({ ...open, ...Object.fromEntries(path) }));
    focusFirstInvalid();
    return false;
  };

  const goTo = (next: number) => {
    moved.current = true;
    setProblems([]);
    setAlert(null);
    setIndex(next);
  };

  // Also the submit button's click (Enter in a field clicks it too): a frame sandboxed without allow-forms, as a
  // stock WordPress frames an oEmbed provider it does not trust, blocks the form's submission and its event.
  const submit = async (event: Pick<FormEvent, 'preventDefault'>) => {
    event.preventDefault();
    if (busy) return;
    try {
      if (!(await check())) return;
    } catch {
      // The checks' chunk did not arrive: nothing was judged, so nothing moves on or is sent.
      setAlert({ text: i18n._(readerTexts.responseFailed), variant: 'error' });
      return;
    }
    if (index < slides.length - 1) return goTo(index + 1);
    if (mode === 'preview') {
      setAlert({ text: i18n._(readerErrorCatalogue['preview-no-submit'].text), variant: 'info' });
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      await onSubmit(checks!.pruneAnswers(schema, latest.current));
    } catch {
      setAlert({ text: i18n._(readerTexts.responseFailed), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const errors: Record<string, string> = {};
  const itemErrors: Record<string, (string | undefined)[]> = {};
  // Problems are shown only once the checks found them: their texts are loaded then.
  for (const p of checks ? problems : []) {
    const { problemKind, problemText, itemLabel } = checks!;
    const kind = problemKind(p.type);
    if (p.items) {
      itemErrors[p.key] = p.items.map((item, i) =>
        item ? problemText(i18n, itemLabel(i18n, p.label, i), item, kind) : undefined,
      );
    } else errors[p.key] = problemText(i18n, p.label, p, kind);
  }
  const state: RendererState = {
    idPrefix,
    slideId: slide.id,
    answers,
    visible,
    errors,
    itemErrors,
    setAnswer,
    openTabs,
    setOpenTab: (key, tab) => setOpenTabs((open) => ({ ...open, [key]: tab })),
    upload,
    places,
  };

  return (
    <RendererContext.Provider value={state}>
      <form ref={ref} noValidate className={styles.form} onSubmit={submit} aria-busy={busy || undefined}>
        <div ref={heading} tabIndex={-1} className={styles.focusTarget}>
          {slides.length > 1 && <SlideProgress index={index} count={slides.length} />}
          {slide.title && <h2 className={styles.slideTitle}>{slide.title}</h2>}
        </div>
        <ComponentList key={slide.id} components={slide.components} />
        {index === slides.length - 1 && beforeSubmit}
        {alert && <FormAlert variant={alert.variant}>{alert.text}</FormAlert>}
        <SlideNavigation
          slide={slide}
          index={index}
          count={slides.length}
          busy={busy}
          onPrevious={() => goTo(index - 1)}
          onSubmit={submit}
        />
      </form>
    </RendererContext.Provider>
  );
}
