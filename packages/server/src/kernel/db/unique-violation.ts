/**
 * Whether `error` is PostgreSQL's unique_violation (SQLSTATE 23505; pg and
 * PGlite both expose it as `code`), and when `constraint` is given, one of
 * that constraint or unique index: what a repository turns into the
 * catalogue's 409 (`duplicate-email`, `duplicate-slug` …).
 * @example if (isUniqueViolation(error, 'callouts_slug_key')) throw new DomainError('duplicate-slug')
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = error as { code?: unknown; constraint?: unknown } | null | undefined;
  return found?.code === '23505' && (constraint === undefined || found.constraint === constraint);
}
