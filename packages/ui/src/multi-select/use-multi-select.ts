import { useMemo, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { filterOptions, type MultiSelectOption } from './filter-options.ts';

interface Options {
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onValueChange: (value: string[]) => void;
}

/**
 * The multi-select's state and keys, apart from its markup: the query, whether
 * the list is open, the active option (by value, so it survives filtering) and
 * what the status region says after a change.
 *
 * Keys in the text box: ArrowDown/ArrowUp open the list and move, Home/End go
 * to the first/last option while it is open, Enter toggles the active option,
 * Space toggles it too unless the reader is typing a query (then it is a
 * space), Escape closes the list (or, closed, clears the query), Alt+ArrowUp
 * closes, and Backspace in an empty box removes the last chosen value.
 */
export function useMultiSelect({ options, value, onValueChange }: Options) {
  const { t } = useLingui();
  const [query, setQueryState] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<string | null>(null);
  // Moved with the arrow keys since the last keystroke of the query: Space toggles then.
  const [navigated, setNavigated] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const { shown, matched } = useMemo(() => filterOptions(options, query), [options, query]);
  const positions = useMemo(() => new Map(options.map((option, index) => [option.value, index])), [options]);
  const chosen = new Set(value);

  const found = shown.findIndex((option) => option.value === active);
  // While a query is typed, its first match is active, so Enter takes it.
  const current = found >= 0 ? found : query.trim() !== '' && shown.length > 0 ? 0 : -1;
  const activeOption = open ? shown[current] : undefined;

  const labelOf = (v: string) => options[positions.get(v) ?? -1]?.label ?? v;

  const toggle = (option: MultiSelectOption) => {
    const { label } = option;
    const wasChosen = chosen.has(option.value);
    onValueChange(wasChosen ? value.filter((v) => v !== option.value) : [...value, option.value]);
    setAnnouncement(wasChosen ? t`Removed ${label}` : t`Added ${label}`);
    setActive(option.value);
  };

  const remove = (removed: string) => {
    onValueChange(value.filter((v) => v !== removed));
    const label = labelOf(removed);
    setAnnouncement(t`Removed ${label}`);
  };

  const setQuery = (next: string) => {
    setQueryState(next);
    setOpen(true);
    setActive(null);
    setNavigated(false);
    setAnnouncement('');
  };

  const close = () => {
    setOpen(false);
    setQueryState('');
    setNavigated(false);
  };

  const moveTo = (event: KeyboardEvent, index: number) => {
    event.preventDefault();
    setOpen(true);
    setNavigated(true);
    setActive(shown[Math.max(0, Math.min(index, shown.length - 1))]?.value ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        if (event.altKey) {
          event.preventDefault();
          setOpen(true);
        } else moveTo(event, open ? current + 1 : Math.max(current, 0));
        return;
      case 'ArrowUp':
        if (event.altKey) {
          event.preventDefault();
          setOpen(false);
        } else moveTo(event, open ? current - 1 : current >= 0 ? current : shown.length - 1);
        return;
      case 'Home':
      case 'End':
        if (open) moveTo(event, event.key === 'Home' ? 0 : shown.length - 1);
        return;
      case 'Enter':
        if (!open) return;
        event.preventDefault(); // an open list takes Enter, it does not submit the form
        if (activeOption) toggle(activeOption);
        return;
      case ' ':
        if (!open || !activeOption || (query !== '' && !navigated)) return;
        event.preventDefault();
        toggle(activeOption);
        return;
      case 'Escape':
        if (open) {
          event.preventDefault(); // and a dialog around the field stays open
          setOpen(false);
        } else if (query !== '') {
          event.preventDefault();
          setQueryState('');
        }
        return;
      case 'Backspace':
        if (query === '' && value.length > 0) {
          event.preventDefault();
          remove(value.at(-1)!);
        }
        return;
    }
  };

  const noMatches = open && shown.length === 0;
  return {
    query,
    setQuery,
    open,
    setOpen,
    close,
    shown,
    matched,
    chosen,
    activeOption,
    setActive,
    positions,
    labelOf,
    toggle,
    remove,
    onKeyDown,
    noMatches,
    status: noMatches ? (query.trim() !== '' ? t`No matching options` : t`No options to choose from`) : announcement,
  };
}
