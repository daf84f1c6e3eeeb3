import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { errorText } from './error-text.ts';

/** What one call of `submit` does besides running its action. */
export interface SubmitOptions<T, E> {
  /** Runs with the action's answer, before busy ends (as code after an `await` inside `try` would). */
  onSuccess?: (value: T) => void;
  /**
   * Handles a failure the form answers itself (field errors, focus) and gives the form's
   * text for it, null for none; the hook's `describe` (the catalogue's text) unless given.
   */
  onError?: (error: unknown) => E | null;
  /** Busy stays on after a success: the page is leaving or the form closing, and its button keeps saying so. */
  keepBusy?: boolean;
}

export interface Submit<E> {
  /** True from the start of a call until it is over. */
  busy: boolean;
  /** What the form shows about the last failure, null after a success or at a new attempt. */
  error: E | null;
  /** For what the form finds itself (a required field) or clears (leaving a mode). */
  setError: Dispatch<SetStateAction<E | null>>;
  /**
   * Runs `action` unless a call is already running (a second submit is ignored):
   * clears the error, is busy while it runs, then calls `onSuccess` or sets the error.
   * Answers whether the action succeeded (false when ignored).
   */
  submit: <T>(action: () => Promise<T>, options?: SubmitOptions<T, E>) => Promise<boolean>;
}

/**
 * Busy flag and failure text around a form's (or a button's) call. A thrown
 * API error becomes the catalogue's text (`errorText`: null for a 5xx, which
 * the app already notifies), or `describe`'s answer. Once the component is
 * gone the hook sets nothing, while `onSuccess` and `onError` still run (a
 * notification, a move to another page).
 * @example const { busy, error, submit } = useSubmit();
 *   const save = (event: FormEvent) => { event.preventDefault(); void submit(() => api.save(draft), { onSuccess: onSaved }); };
 */
export function useSubmit(): Submit<MessageDescriptor>;
export function useSubmit<E>(describe: (error: unknown) => E | null): Submit<E>;
export function useSubmit<E>(describe = errorText as (error: unknown) => E | null): Submit<E> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<E | null>(null);
  const running = useRef(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = useCallback(
    async <T>(action: () => Promise<T>, options: SubmitOptions<T, E> = {}) => {
      if (running.current) return false;
      running.current = true;
      setError(null);
      setBusy(true);
      let ok = false;
      try {
        const value = await action();
        options.onSuccess?.(value);
        ok = true;
      } catch (caught) {
        const text = options.onError ? options.onError(caught) : describe(caught);
        if (mounted.current) setError(text);
      } finally {
        if (!ok || !options.keepBusy) {
          running.current = false;
          if (mounted.current) setBusy(false);
        }
      }
      return ok;
    },
    [describe],
  );

  return { busy, error, setError, submit };
}
