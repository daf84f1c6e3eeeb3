/** docs/product/limits.md, Passwords and phone numbers: the minimum length of a password. */
const passwordMinLength = 8;

/** Longer passwords only cost hashing time; no person types more. */
const passwordMaxLength = 256;

/** Which parts of the password rule a password breaks, in a stable order. */
export type PasswordProblem = 'minLength' | 'maxLength' | 'number' | 'uppercase' | 'lowercase';

/**
 * The password rule (docs/product/rules.md, Passwords and codes): at least 8 characters, with a number,
 * an uppercase letter and a lowercase letter. Returns what is missing; an
 * empty list means the password is acceptable. Letters beyond ASCII count
 * (`Ä` is uppercase).
 * @example passwordProblems('secret') // ['minLength', 'number', 'uppercase']
 */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = [...password].length;
  if (length < passwordMinLength) problems.push('minLength');
  if (length > passwordMaxLength) problems.push('maxLength');
  if (!/\p{Nd}/u.test(password)) problems.push('number');
  if (!/\p{Lu}/u.test(password)) problems.push('uppercase');
  if (!/\p{Ll}/u.test(password)) problems.push('lowercase');
  return problems;
}

/** @example isValidPassword('Correct1horse') // true */
export function isValidPassword(password: string): boolean {
  return passwordProblems(password).length === 0;
}
