import { useEffect, useRef } from 'react';

/** A ref for a page's heading (give it `tabIndex={-1}`), focused once when `focus` is set at mount. */
export function useFocusHeading<T extends HTMLElement>(focus: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, []);
  return ref;
}
