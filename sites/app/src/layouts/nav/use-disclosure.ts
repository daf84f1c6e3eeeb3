import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useAppContext } from '../../app-context.ts';

/**
 * A button that shows and hides a panel (the WAI-ARIA disclosure pattern):
 * Escape closes and puts focus back on the button; a click elsewhere, focus
 * leaving, or a move to another page closes it quietly.
 */
export function useDisclosure<C extends HTMLElement>() {
  const { router } = useAppContext();
  const { pathname } = useSnapshot(router.location);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<C>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return {
    open,
    close: () => setOpen(false),
    containerProps: {
      ref: container,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'Escape' || !open) return;
        event.preventDefault();
        setOpen(false);
        button.current?.focus();
      },
      onBlur: (event: FocusEvent) => {
        const next = event.relatedTarget as Node | null;
        if (next && !container.current?.contains(next)) setOpen(false);
      },
    },
    buttonProps: {
      ref: button,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((was) => !was),
    },
    panelId,
  };
}
