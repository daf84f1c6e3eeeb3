/** A media range's weight for `type/subtype`: the most specific range that covers it, 0 when none does. */
function weightOf(ranges: { range: string; q: number }[], type: string): number {
  const [major] = type.split('/');
  for (const candidate of [type, `${major}/*`, '*/*']) {
    const found = ranges.find((range) => range.range === candidate);
    if (found) return found.q;
  }
  return 0;
}

/**
 * Whether an `Accept` header asks for CSV rather than JSON: `text/csv`
 * weighs more than `application/json` (each by its most specific range,
 * RFC 9110 s. 12.5.1). A tie, `*\/*` or no header is JSON, the API's
 * default answer.
 * @example prefersCsv('text/csv') // true
 * @example prefersCsv('application/json, text/csv') // false (a tie)
 */
export function prefersCsv(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranges = accept.split(',').flatMap((part) => {
    const [range = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (range === '') return [];
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    return [{ range, q: Number.isFinite(weight) ? weight : 0 }];
  });
  return weightOf(ranges, 'text/csv') > weightOf(ranges, 'application/json');
}
