import { formComponents, type FormSchema } from '@masthead/core';

// `/uploads/<id>/<file>`, as stored file answers have it in `path` and `url` (own-file-answers.ts).
const uploadPath = /\/uploads\/([0-9a-f-]{36})\//i;

/**
 * The ids of the uploads that a response's file answers point at, so they
 * can be attached and survive the cleanup of unattached uploads. Only file
 * components count; a file answer is `{url, path}` or a list of them.
 * @example uploadIdsInAnswers(schema, {s1: {photo: [{url, path: '/uploads/0b6c…/full.webp'}]}}) // ['0b6c…']
 */
export function uploadIdsInAnswers(schema: FormSchema, answers: Record<string, Record<string, unknown>>): string[] {
  const ids = new Set<string>();
  for (const { slideId, component } of formComponents(schema)) {
    if (component.type !== 'file') continue;
    const value = answers[slideId]?.[component.key];
    for (const file of Array.isArray(value) ? value : [value]) {
      if (typeof file !== 'object' || file === null) continue;
      for (const field of ['path', 'url'] as const) {
        const text = (file as Record<string, unknown>)[field];
        const id = typeof text === 'string' ? uploadPath.exec(text)?.[1] : undefined;
        if (id) ids.add(id.toLowerCase());
      }
    }
  }
  return [...ids];
}
