import { useRef, useState } from 'react';

/**
 * Copying a text shown in a read-only field: `copy()` writes `text` to the
 * clipboard; where the browser refuses (no permission, an old browser) it
 * focuses and selects the field instead, so Ctrl+C or the menu copies it.
 * `copied` says which happened, for a status the page announces.
 * @example const { field, copied, copy } = useCopyText<HTMLInputElement>(token); <input ref={field} …/>
 */
export function useCopyText<Field extends HTMLInputElement | HTMLTextAreaElement>(text: string) {
  const field = useRef<Field>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      field.current?.focus();
      field.current?.select();
      setCopied('no');
    }
  };
  return { field, copied, copy };
}
