/**
 * An address as it identifies a person: trimmed and lowercased, as the
 * unique index on `lower(email)` compares them ("Reader@Example.org " is
 * reader@example.org). For lookups, rate-limit keys and comparisons; the
 * address stored and mailed to keeps the case it was given in.
 * @example normalEmail(' Reader@Example.org') // 'reader@example.org'
 */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}
