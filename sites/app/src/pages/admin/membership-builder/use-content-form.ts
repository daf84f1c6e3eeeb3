import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { errorCatalogue, type FieldError } from '@masthead/core';
import { useAppContext } from '../../../app-context.ts';
import { errorText } from '../../../common/error-text.ts';
import { useSubmit } from '../../../common/use-submit.ts';
import { useLeaveWarning } from '../../../admin-kit/use-leave-warning.ts';
import { ruleText, serverErrors, type FieldErrors } from './builder-errors.ts';

/** How one tab reads, edits and saves its content section. */
export interface ContentFormSpec<S, D, P> {
  load: () => Promise<S>;
  /** The PATCH; answers the whole section as saved. */
  save: (patch: P) => Promise<S>;
  draftOf: (saved: S) => D;
  /** The changed fields as the PATCH body, or what the browser already finds wrong. */
  patchOf: (draft: D, saved: S) => { patch: P; errors: FieldError[] };
  /** The form's key of a server's (dotted) field name, or null where this tab has no such field. */
  fieldOf: (field: string, draft: D) => string | null;
  /** The success notification. */
  savedText: MessageDescriptor;
  /** What leaving with unsaved changes asks; the membership builder's question unless given. */
  leaveText?: string;
  /** A form's own text for an error (its fields' patterns), else `ruleText`'s. */
  errorText?: (i18n: I18n, error: FieldError) => string;
}

type Loaded<S, D> = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; saved: S; draft: D };

/**
 * One builder tab's form: loads the section, keeps the draft until a save
 * succeeds, sends only what changed, puts a refused save's errors on their
 * fields (focusing the first) and warns before leaving with unsaved changes.
 */
export function useContentForm<S, D, P extends object>(spec: ContentFormSpec<S, D, P>) {
  const { notifications } = useAppContext();
  const { t, i18n } = useLingui();
  const [loaded, setLoaded] = useState<Loaded<S, D>>({ state: 'loading' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, error: failure, setError: setFailure, submit: send } = useSubmit();
  const [unchanged, setUnchanged] = useState(false);
  const [round, setRound] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  // The section is loaded once, by the spec the form mounted with.
  const mountSpec = useRef(spec);

  useEffect(() => {
    let live = true;
    const { load, draftOf } = mountSpec.current;
    load().then(
      (saved) => live && setLoaded({ state: 'ready', saved, draft: draftOf(saved) }),
      (error: unknown) => live && setLoaded({ state: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, []);

  const ready = loaded.state === 'ready' ? loaded : null;
  const dirty = !!ready && JSON.stringify(ready.draft) !== JSON.stringify(spec.draftOf(ready.saved));
  useLeaveWarning(
    dirty,
    spec.leaveText ?? t`The membership builder has changes that are not saved. Leave this page and lose them?`,
  );
  const textOf = spec.errorText ?? ruleText;

  // After a refused save the first field with an error takes focus.
  useLayoutEffect(() => {
    if (round > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [round]);

  const update = (changes: Partial<D>) => {
    setUnchanged(false);
    setLoaded((now) => (now.state === 'ready' ? { ...now, draft: { ...now.draft, ...changes } } : now));
  };

  /** Puts `found` on their fields; true (the first takes focus) when there are any. */
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    if (Object.keys(found).length === 0) return false;
    setRound((n) => n + 1);
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setFailure(null);
    setUnchanged(false);
    const { patch, errors: local } = spec.patchOf(ready.draft, ready.saved);
    const found: FieldErrors = {};
    for (const error of local) {
      const key = spec.fieldOf(error.field, ready.draft);
      if (key && !found[key]) found[key] = textOf(i18n, error);
    }
    if (showErrors(found)) return setFailure(errorCatalogue.validation.text);
    if (Object.keys(patch).length === 0) return setUnchanged(true);
    await send(() => spec.save(patch), {
      onSuccess: (saved) => {
        setLoaded({ state: 'ready', saved, draft: spec.draftOf(saved) });
        setErrors({});
        notifications.notify({ variant: 'success', title: spec.savedText });
      },
      onError: (error) =>
        showErrors(serverErrors(i18n, error, (field) => spec.fieldOf(field, ready.draft), textOf))
          ? errorCatalogue.validation.text
          : errorText(error),
    });
  };

  return { loaded, ready, update, errors, failure, unchanged, busy, submit, form, dirty };
}

export type ContentForm<S, D> = ReturnType<typeof useContentForm<S, D, object>>;
