/**
 * The document title: the page's own title followed by the organisation name.
 * @example pageTitle('Login', 'The Daily Example') // 'Login - The Daily Example'
 */
export function pageTitle(page: string | null | undefined, organisation: string | null | undefined): string {
  const parts = [page, organisation].map((p) => p?.trim()).filter((p): p is string => !!p);
  return parts.join(' - ');
}
