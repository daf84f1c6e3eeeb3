import { Component, type ReactNode } from 'react';

/**
 * The editor's fallback inside the element (`<callout-form slug="x"><a href="…">Answer on our site</a></callout-form>`):
 * a shadow root without a `<slot>` hides the element's own children once the
 * script has upgraded it, so they show only before that, or when the script
 * came but a part it needs did not (its texts, a lazily loaded widget). Then a
 * widget renders this slot, and the children show again. In the hosted app
 * (no shadow root) it renders nothing.
 */
export const WidgetFallback = () => <slot />;

/** Catches a render that failed for want of code (a lazy chunk that could not be fetched) and shows the fallback. */
export class FallbackBoundary extends Component<{ children?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <WidgetFallback /> : this.props.children;
  }
}
