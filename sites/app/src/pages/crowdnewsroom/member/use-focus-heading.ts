import { useEffect, useRef } from 'react';

/** A ref for a page's heading (give it `tabIndex={-1}`), focused once when `focus` is set at mount. */
export function useFocusHeading<T extends HTMLElement>(focus: boolean) {
  const ref = useRef<T>(null);
  // Only the value at mount counts: turning `focus` on later moves nothing.
  const atMount = useRef(focus);
  useEffect(() => {
    if (atMount.current) ref.current?.focus();
  }, []);
  return ref;
}
