import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createPasswordHasher, type PasswordHasher } from './password-hasher.ts';
import { DomainError } from '../kernel/domain-error.ts';
import { createContactRepository } from '../contacts/contact-repository.ts';
import { createTestContact } from '../test-accounts.ts';
import { createTestDatabase } from '../test-helper.ts';
import { createLoginBackoff } from '../kernel/rate-limits/login-backoff.ts';
import { createAuthService } from './auth-service.ts';

/** The real argon2 hasher, counting the verifications it runs and against what. */
function countingHasher() {
  const real = createPasswordHasher();
  const checks: ('stored' | 'dummy')[] = [];
  const hasher: PasswordHasher = {
    hash: real.hash,
    verify: (stored, password) => {
      checks.push(stored === null ? 'dummy' : 'stored');
      return real.verify(stored, password);
    },
  };
  return { hasher, checks };
}

const codeOf = (error: unknown) => (error instanceof DomainError ? error.code : String(error));

// Timing itself is not asserted (it depends on the machine's load); what
// makes the two answers take as long is that both run one argon2 check.
test('an unknown email costs one argon2 check against a dummy hash, as a wrong password costs one', async (t) => {
  const database = await createTestDatabase(t);
  const contact = await createTestContact(database);
  const { hasher, checks } = countingHasher();
  const auth = createAuthService({
    contacts: createContactRepository({ db: database.db }),
    hasher,
    backoff: createLoginBackoff({ db: database.db, now: () => new Date() }),
    now: () => new Date(),
  });

  await assert.rejects(
    auth.login('nobody@example.org', 'Wrong1password', undefined, '192.0.2.1'),
    (e) => codeOf(e) === 'login-failed',
  );
  assert.deepEqual(checks.splice(0), ['dummy']);
  await assert.rejects(
    auth.login(contact.email, 'Wrong1password', undefined, '192.0.2.1'),
    (e) => codeOf(e) === 'login-failed',
  );
  assert.deepEqual(checks.splice(0), ['stored']);
});
