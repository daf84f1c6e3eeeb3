// The database a stress run starts from: migrated, one open call-out (the
// bench's: the demo's full form, guests welcome, no captcha, many answers
// each) and an API key. Written straight through the repositories, as the
// bench does: the setup is not what is tested.
import { createDatabase } from '../../packages/server/src/kernel/db/create-database.ts';
import { runMigrations } from '../../packages/server/src/kernel/db/run-migrations.ts';
import { createApiKeyRepository } from '../../packages/server/src/api-keys/api-key-repository.ts';
import { createContactRepository } from '../../packages/server/src/contacts/contact-repository.ts';
import { createBenchCallout } from '../bench/bench-data.ts';

export interface StressSetup {
  calloutId: string;
  /** `Authorization: Bearer …` for the submissions that are not a guest's. */
  apiKey: string;
}

/**
 * Migrates the empty database at `databaseUrl` and makes the call-out and key.
 * The key's creator holds no admin role: a contact in the database keeps the
 * server from seeding a superadmin, so no new-response email goes to an admin
 * for each of the 10,000 responses (guests still get their confirmation).
 * @example const {calloutId, apiKey} = await setUpStress(scratch.url)
 */
export async function setUpStress(databaseUrl: string): Promise<StressSetup> {
  const database = await createDatabase({ databaseUrl });
  try {
    await runMigrations(database.db);
    const calloutId = await createBenchCallout(database.db, 'stress-callout');
    const creator = await createContactRepository({ db: database.db }).create({
      email: 'stress.key@example.org',
      firstname: 'Stress',
      lastname: 'Importer',
      roles: [],
    });
    const apiKey = await createApiKeyRepository({ db: database.db }).create('stress', null, creator.id, new Date());
    return { calloutId, apiKey };
  } finally {
    await database.close();
  }
}
