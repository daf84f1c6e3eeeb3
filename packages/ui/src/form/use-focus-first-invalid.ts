import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Moves focus to the first field marked aria-invalid inside `ref`, after the
 * render that shows the errors. Call `focusFirstInvalid()` when a submit
 * finds problems; the reader lands on the field and hears its error.
 *
 * @example const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [request, setRequest] = useState(0);
  // A layout effect: it runs right after the errors reach the DOM, in React and Preact alike.
  useLayoutEffect(() => {
    if (request === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);
  return { ref, focusFirstInvalid: () => setRequest((n) => n + 1) };
}
