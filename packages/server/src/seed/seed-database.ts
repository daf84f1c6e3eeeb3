import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../kernel/db/database.ts';
import type { CalloutRepository } from '../callouts/callout-repository.ts';
import { contentSections, type ContentRepository } from '../content/content-repository.ts';
import { dailyExampleSettings } from './daily-example.ts';
import { demoCallouts } from './demo-callouts.ts';
import { seedDemoResponses } from './demo-responses.ts';
import { seedDemoContributions } from './demo-contributions.ts';

export interface SeedOptions {
  content: ContentRepository;
  /** Stored as the organisation's site address. */
  siteUrl: string;
  log?: Pick<FastifyBaseLogger, 'info'>;
  /** Given: the demo call-outs are added too (by the same start that seeds the settings). */
  callouts?: CalloutRepository;
  /**
   * Given with `callouts`: the call-outs get demo responses, tags and
   * comments too, some from the demo logins (seed the accounts first).
   */
  db?: Kysely<Database>;
  now?: Date;
}

/**
 * Gives an empty database the demo organisation. "Empty" means no general
 * settings yet: once an admin (or an earlier start) wrote them, this does
 * nothing, and two servers starting at once cannot both seed because the
 * write is an insert that yields on conflict.
 * @returns true when this call seeded
 */
export async function seedDatabase(options: SeedOptions): Promise<boolean> {
  const { content, siteUrl, log, callouts, db, now = new Date() } = options;
  const seeded = await content.insertIfMissing(contentSections.general, dailyExampleSettings(siteUrl));
  if (!seeded) return false;
  if (callouts) {
    for (const callout of demoCallouts(now)) await callouts.create(callout);
    if (db) await seedDemoResponses({ db, siteUrl, now });
    if (db) await seedDemoContributions({ db, now });
  }
  log?.info('Seeded the demo organisation "The Daily Example"');
  return true;
}
