// The email typed in step 1, kept in this tab while the reader is at the provider, so that
// "Check your email" can name it after the page comes back. Storage may be refused (a
// sandboxed frame, strict privacy settings): then the step speaks without the address.
const key = 'masthead:join-email';

/** Keeps the address for the return from the provider. */
export function rememberEmail(email: string): void {
  try {
    sessionStorage.setItem(key, email);
  } catch {
    // Not kept: step 3 says "we have sent you an email" instead.
  }
}

/** The address typed before leaving for the provider, if this tab still has it. */
export function recallEmail(): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Forgets the address once joining is done. */
export function forgetEmail(): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing kept.
  }
}
