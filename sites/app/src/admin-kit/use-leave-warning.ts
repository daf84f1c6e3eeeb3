import { useEffect, useRef } from 'react';
import { useAppContext } from '../app-context.ts';

/**
 * While `dirty`, asks `question` before any move inside the app (links, the
 * menu, Back) and lets the browser warn before a reload or closing the tab.
 * `released.current = true` lets the page leave on its own (after deleting).
 */
export function useLeaveWarning(dirty: boolean, question: string) {
  const { router } = useAppContext();
  const released = useRef(false);
  useEffect(() => {
    if (!dirty) return;
    const release = router.holdOn(() => released.current || window.confirm(question));
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      release();
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [dirty, question, router]);
  return released;
}
