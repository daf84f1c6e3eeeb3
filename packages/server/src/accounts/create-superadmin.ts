import { isEmail, passwordProblems, type PasswordProblem } from '@masthead/core';
import type { Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import { DomainError } from '../kernel/domain-error.ts';
import { createContactRepository, type ContactRow } from '../contacts/contact-repository.ts';
import type { PasswordHasher } from './password-hasher.ts';

/** What `npm run create-admin` prints for each part of the password rule. */
const passwordProblemTexts: Record<PasswordProblem, string> = {
  minLength: 'at least 8 characters',
  maxLength: 'at most 256 characters',
  number: 'a number',
  uppercase: 'an uppercase letter',
  lowercase: 'a lowercase letter',
};

export type CreateSuperadminResult = { ok: true; contact: ContactRow } | { ok: false; message: string };

/**
 * Makes a superadmin with this email and password, enforcing the password
 * rule; refuses an email that is already taken.
 */
export async function createSuperadmin(
  { db, hasher }: { db: Kysely<Database>; hasher: PasswordHasher },
  email: string,
  password: string,
): Promise<CreateSuperadminResult> {
  const problem = checkSuperadminInput(email, password);
  if (problem) return { ok: false, message: problem };
  try {
    const contact = await createContactRepository({ db }).create({
      email,
      firstname: 'Admin',
      passwordHash: await hasher.hash(password),
      roles: ['superadmin'],
    });
    return { ok: true, contact };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'duplicate-email') {
      return { ok: false, message: `A contact with the email ${email} already exists.` };
    }
    throw error;
  }
}

/** The message for a bad email or password, or null when both are fine. */
export function checkSuperadminInput(email: string, password: string): string | null {
  if (!isEmail(email)) return `"${email}" is not an email address.`;
  const problems = passwordProblems(password);
  if (problems.length > 0) {
    return `The password needs ${problems.map((problem) => passwordProblemTexts[problem]).join(', ')}.`;
  }
  return null;
}
