// What the stress run sends: 10,000 submissions, each with its own
// Idempotency-Key and a marker in its answers, half as guests and half with
// the newsroom's API key. Pure data; nothing here talks to a server.
import { randomUUID } from 'node:crypto';
import { benchAnswers } from '../bench/bench-data.ts';

export interface PlannedSubmission {
  n: number;
  /** The `Idempotency-Key`, also the marker in `answers.experience.headline`. */
  key: string;
  /** Guests answer with their details through the trusted proxy; the others with the API key. */
  guest: { firstname: string; lastname: string; email: string; ip: string } | null;
  answers: Record<string, Record<string, unknown>>;
  /** The JSON body, the same bytes on every try. */
  body: string;
}

/**
 * Submission `n` of a run: even numbers are guests, odd ones come with the API key.
 * Each guest is a reader of their own (email and address), so the per-IP limit of
 * 120 responses in 10 minutes counts each once, as it would in a newsroom.
 * @example plannedSubmission('ab12', 7).key // 'stress-ab12-7'
 */
export function plannedSubmission(run: string, n: number): PlannedSubmission {
  const key = `stress-${run}-${n}`;
  const template = benchAnswers[n % benchAnswers.length] as Record<string, Record<string, unknown>>;
  const answers = { ...template, experience: { ...template.experience, headline: key } };
  const guest =
    n % 2 === 0
      ? {
          firstname: 'Stress',
          lastname: `Guest ${n}`,
          email: `stress.${run}.${n}@example.net`,
          // 10.0.0.0/8: one address per reader, as the proxy in front would forward it.
          ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        }
      : null;
  const body = JSON.stringify({
    answers,
    ...(guest ? { guest: { firstname: guest.firstname, lastname: guest.lastname, email: guest.email } } : {}),
  });
  return { n, key, guest, answers, body };
}

/** A short id for one run, in its keys and emails. */
export const newRunId = (): string => randomUUID().slice(0, 8);
