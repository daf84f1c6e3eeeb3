/**
 * The editor's undo history (docs/product/limits.md, Rich-text editor): 100 steps, and a new step once
 * the writer has paused for 500 ms; only the writer's own changes count.
 */
export const richTextHistory = { maxStack: 100, delay: 500, userOnly: true } as const;

/** The formats the toolbar offers; pasted text keeps only these. */
export const richTextFormats = ['header', 'bold', 'italic', 'list', 'link'] as const;

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;

/**
 * Quill's semantic HTML writes every space as `&nbsp;` (quill 2.0), which
 * would stop lines from wrapping wherever the text is shown; an empty
 * editor is `''`, not `<p></p>`.
 */
export function cleanEditorHtml(html: string, isBlank: boolean): string {
  if (isBlank) return '';
  return html.replace(/&nbsp;/g, ' ');
}
