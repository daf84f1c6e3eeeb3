import { useEffect, useId, useRef, type SyntheticEvent } from 'react';

/**
 * A native modal `<dialog>`, shown when it mounts: the browser keeps focus
 * inside and Escape calls `onClose`; the element that had focus before gets
 * it back when the dialog goes. Spread `dialogProps` on the `<dialog>` and
 * give its heading `titleId`.
 * @example const { dialogProps, titleId } = useModalDialog(onCancel); <dialog {...dialogProps}><h2 id={titleId}>…
 */
export function useModalDialog(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    ref.current?.showModal();
    return () => opener?.focus();
  }, []);
  return {
    titleId,
    dialogProps: {
      ref,
      'aria-labelledby': titleId,
      onCancel: (event: SyntheticEvent) => {
        event.preventDefault();
        onClose();
      },
    },
  };
}
