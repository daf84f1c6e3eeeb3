import type { FastifyBaseLogger } from 'fastify';
import type { CalloutRepository } from '../repositories/callout-repository.ts';
import type { ContentRepository } from '../repositories/content-repository.ts';
import { generalSection } from '../routes/content.ts';
import { dailyExampleSettings } from './daily-example.ts';
import { demoCallouts } from './demo-callouts.ts';

export interface SeedOptions {
  content: ContentRepository;
  /** Stored as the organisation's site address. */
  siteUrl: string;
  log?: Pick<FastifyBaseLogger, 'info'>;
  /** Given: the demo call-outs are added too (by the same start that seeds the settings). */
  callouts?: CalloutRepository;
  now?: Date;
}

/**
 * Gives an empty database the demo organisation. "Empty" means no general
 * settings yet: once an admin (or an earlier start) wrote them, this does
 * nothing, and two servers starting at once cannot both seed because the
 * write is an insert that yields on conflict.
 * @returns true when this call seeded
 */
export async function seedDatabase({ content, siteUrl, log, callouts, now }: SeedOptions): Promise<boolean> {
  const seeded = await content.insertIfMissing(generalSection, dailyExampleSettings(siteUrl));
  if (!seeded) return false;
  if (callouts) {
    for (const callout of demoCallouts(now ?? new Date())) await callouts.create(callout);
  }
  log?.info('Seeded the demo organisation "The Daily Example"');
  return true;
}
