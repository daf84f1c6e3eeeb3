import { safeLinkTarget, type FormComponent, type FormSchema } from '@masthead/core';
import sanitizeHtml from 'sanitize-html';

/**
 * What the rich-text editor makes (docs/product/limits.md, "Rich-text editor";
 * docs/product/rules.md, "Links in rich text"): headings 1-6, paragraphs,
 * emphasis, lists, quotes, code and links. Anything else a crafted request
 * sends is dropped with its content where it could run (`script`, `style`)
 * and unwrapped elsewhere.
 */
// `allowedEmptyAttributes` is in sanitize-html 2.x but not in its type definitions.
const options: sanitizeHtml.IOptions & { allowedEmptyAttributes: string[] } = {
  allowedTags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'span', 'ul', 'ol', 'li', 'a'],
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], li: ['data-list'], '*': ['class'] },
  allowedClasses: { '*': [/^ql-(align|indent|size|direction)-[a-z0-9-]+$/] },
  // Every scheme passes here; the link policy of core decides below, as in the editor.
  allowedSchemes: ['*'] as unknown as string[],
  allowedSchemesAppliedToAttributes: [],
  allowProtocolRelative: true,
  // A refused link keeps its text and an empty target (docs/product/rules.md, "Links in rich text").
  allowedEmptyAttributes: ['href'],
  transformTags: {
    a: (tagName, attribs) => {
      const href = safeLinkTarget(attribs.href ?? '');
      const opensElsewhere = attribs.target === '_blank';
      return {
        tagName,
        attribs: {
          href,
          ...(opensElsewhere ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
        },
      };
    },
  },
};

/**
 * Rich text as the server stores it: the editor's markup only, links under
 * core's scheme policy (other targets become empty), so a request that skips
 * the editor meets the same rules.
 * @example sanitizeRichText('<p onclick="x()">Hi <a href="javascript:alert(1)">there</a></p>') // '<p>Hi <a href="">there</a></p>'
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

/** The form schema with the HTML of every content component sanitised, nested ones included. */
export function sanitizeFormSchema(schema: FormSchema): FormSchema {
  const clean = (components: FormComponent[]): FormComponent[] =>
    components.map((component) => {
      if (component.type === 'content') {
        return component.html === undefined ? component : { ...component, html: sanitizeRichText(component.html) };
      }
      if (component.type === 'panel' || component.type === 'well') {
        return { ...component, components: clean(component.components) };
      }
      if (component.type === 'tabs') {
        return {
          ...component,
          components: component.components.map((tab) => ({ ...tab, components: clean(tab.components) })),
        };
      }
      return component;
    });
  return { ...schema, slides: schema.slides.map((slide) => ({ ...slide, components: clean(slide.components) })) };
}
