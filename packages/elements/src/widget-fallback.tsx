import { Component, type ContextType, type ReactNode } from 'react';
import { WidgetApiContext } from './widget-api.tsx';
import { widgetErrorsFor } from './widget-errors.ts';

/**
 * The editor's fallback inside the element (`<callout-form slug="x"><a href="…">Answer on our site</a></callout-form>`):
 * a shadow root without a `<slot>` hides the element's own children once the
 * script has upgraded it, so they show only before that, or when the script
 * came but a part it needs did not (its texts, a lazily loaded widget). Then a
 * widget renders this slot, and the children show again. In the hosted app
 * (no shadow root) it renders nothing.
 */
export const WidgetFallback = () => <slot />;

/**
 * Catches a render that failed (for want of code: a lazy chunk that could not be fetched; or a
 * bug) and shows the fallback. The error goes to the page's error reports (`widget-errors.ts`).
 */
export class FallbackBoundary extends Component<{ children?: ReactNode }, { failed: boolean }> {
  static override contextType = WidgetApiContext;
  declare context: ContextType<typeof WidgetApiContext>;
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    widgetErrorsFor(this.context.origin, this.context.fetch).report(error);
  }

  override render() {
    return this.state.failed ? <WidgetFallback /> : this.props.children;
  }
}
