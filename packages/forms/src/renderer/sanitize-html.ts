import { safeLinkTarget } from '@masthead/core';

/** Tags a content component may use; anything else is dropped, its text kept (unless it is code-like). */
const allowedTags = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'span',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'code',
  'pre',
  'hr',
]);

/** Dropped with everything inside: their text is not meant to be read. */
const droppedTags = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
  'title',
  'textarea',
  'select',
]);

function cleanChildren(from: Node, into: Node, doc: Document): void {
  for (const child of from.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (!(child instanceof Element)) continue;
    const tag = child.tagName.toLowerCase();
    if (droppedTags.has(tag)) continue;
    if (!allowedTags.has(tag)) {
      cleanChildren(child, into, doc);
      continue;
    }
    // h1 is the page's; content headings start at h2 and are kept as they are written.
    const copy = doc.createElement(tag);
    if (tag === 'a') {
      const href = safeLinkTarget(child.getAttribute('href'));
      if (href) copy.setAttribute('href', href);
      copy.setAttribute('rel', 'noopener noreferrer');
      if (child.getAttribute('target') === '_blank') copy.setAttribute('target', '_blank');
    }
    cleanChildren(child, copy, doc);
    into.appendChild(copy);
  }
}

/**
 * HTML from a content component, reduced to a small allow-list of tags with
 * no attributes but a link's target, which passes core's link policy
 * (docs/product/rules.md, Links in rich text). Parsed in an inert document, so nothing in it runs or loads.
 * @example sanitizeHtml('<p onclick="x()">Hi <a href="javascript:x()">there</a></p>') // '<p>Hi <a rel="noopener noreferrer">there</a></p>'
 */
export function sanitizeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}`, 'text/html');
  const doc = document.implementation.createHTMLDocument('');
  const out = doc.createElement('div');
  cleanChildren(parsed.body, out, doc);
  return out.innerHTML;
}
