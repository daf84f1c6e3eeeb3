/** Fires a bubbling, composed event from inside the shadow root; the page hears it on the element. */
export function emit(node: Element | null, name: string, detail: unknown): void {
  node?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
