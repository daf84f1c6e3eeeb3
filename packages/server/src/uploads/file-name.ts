const maxLength = 200;

/**
 * The client's file name made safe to show and to put in a
 * Content-Disposition header: the last path segment only, no control
 * characters, quotes or separators, at most 200 characters. It is never
 * used on disk.
 * @example sanitiseFileName('C:\\fakepath\\../Report "final".pdf') // 'Report final.pdf'
 */
export function sanitiseFileName(name: string | undefined): string {
  const base = (name ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/\s+/g, ' ')
    // eslint-disable-next-line no-control-regex -- control characters are what we remove
    .replace(/[\u0000-\u001f\u007f-\u009f"<>|:*?]/g, '')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned === '') return 'file';
  return [...cleaned].slice(0, maxLength).join('');
}
