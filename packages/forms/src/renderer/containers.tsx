import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { PanelComponent, TabsComponent } from '@masthead/core';
import { useRenderer } from './renderer-context.ts';
import * as styles from './form-renderer.css.ts';

/**
 * panel (a titled group) and well (a plain box). A group, not a region
 * landmark: the same call-out embedded twice on a page would otherwise make
 * two landmarks of the same name.
 */
export function PanelView({ component, children }: { component: PanelComponent; children: ReactNode }) {
  const { idPrefix } = useRenderer();
  const title = component.title || (component.type === 'panel' ? component.label : undefined);
  const headingId = `${idPrefix}-${component.key}-title`;
  return (
    <div className={styles[component.type]} {...(title ? { role: 'group', 'aria-labelledby': headingId } : {})}>
      {title && (
        <h3 id={headingId} className={styles.panelTitle}>
          {title}
        </h3>
      )}
      {children}
    </div>
  );
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * tabs: the WAI-ARIA tabs pattern. One tab stop; arrows, Home and End move
 * between tabs and open them; the open panel follows in the tab order.
 * Closed panels stay rendered but hidden, so answers in them are kept.
 */
export function TabsView({
  component,
  renderTab,
}: {
  component: TabsComponent;
  renderTab: (index: number) => ReactNode;
}) {
  const { idPrefix, openTabs, setOpenTab } = useRenderer();
  const tabs = component.components ?? [];
  const open = Math.min(openTabs[component.key] ?? 0, Math.max(0, tabs.length - 1));
  const list = useRef<HTMLDivElement>(null);
  const id = (index: number, part: 'tab' | 'panel') => `${idPrefix}-${component.key}-${part}-${index}`;
  const onKeyDown = (event: KeyboardEvent) => {
    const move = moves[event.key];
    if (!move || tabs.length === 0) return;
    event.preventDefault();
    const next = move(open, tabs.length);
    setOpenTab(component.key, next);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div className={styles.tabs}>
      <div
        ref={list}
        role="tablist"
        aria-label={component.label || undefined}
        className={styles.tabList}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={id(index, 'tab')}
            aria-selected={index === open}
            aria-controls={id(index, 'panel')}
            tabIndex={index === open ? 0 : -1}
            className={styles.tab}
            onClick={() => setOpenTab(component.key, index)}
          >
            {tab.label || tab.key}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={id(index, 'panel')}
          aria-labelledby={id(index, 'tab')}
          hidden={index !== open}
          className={styles.tabPanel}
        >
          {renderTab(index)}
        </div>
      ))}
    </div>
  );
}
