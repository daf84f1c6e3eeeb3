import Link from 'quill/formats/link.js';
import { safeLinkTarget } from '@masthead/core';

/**
 * Quill's link format with Masthead's link policy (docs/product/rules.md, Links in rich text) in place
 * of quill's own scheme list: a link with any other scheme keeps its text
 * but gets an empty target. The server applies the same policy again.
 */
export class PolicyLink extends Link {
  static override sanitize(url: string): string {
    return safeLinkTarget(url);
  }

  static override create(value: string): HTMLElement {
    const node = super.create(value);
    // Links open in the same tab: quill's default `_blank` surprises readers of a form.
    node.removeAttribute('target');
    node.setAttribute('rel', 'noopener noreferrer');
    return node;
  }
}
