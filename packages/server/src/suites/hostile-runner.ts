/**
 * Sends hostile cases and judges the answers: each must be a 4xx in the
 * error envelope (a 2xx only where the case may pass), and a refusal must
 * write nothing. Counts what it sent and the 5xx answers.
 * @example const runner = hostileRunner(world); const res = await runner.send({caller: 'admin', case: c}); judge(c, res)
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { LightMyRequestResponse } from 'fastify';
import type { Caller, HostileCase } from './hostile-cases.ts';
import type { Failure } from './hostile-known-failures.ts';
import { changes, takeSnapshot } from './hostile-snapshot.ts';
import type { HostileWorld } from './hostile-world.ts';

export interface Planned {
  caller: Caller;
  case: HostileCase;
}

/** What is wrong with the answer to `c`, or null. */
export function judge(c: HostileCase, res: LightMyRequestResponse): Failure | null {
  if (res.statusCode >= 500) return '5xx';
  if (res.statusCode < 400) return c.mayPass ? null : 'accepted';
  let body: { message?: unknown; code?: unknown; httpCode?: unknown };
  try {
    body = res.json();
  } catch {
    return 'not-envelope';
  }
  const envelope =
    typeof body.message === 'string' && typeof body.code === 'string' && body.httpCode === res.statusCode;
  return envelope ? null : 'not-envelope';
}

/** One line for a failing case: its name, how it failed, the answer. */
export const report = (c: HostileCase, res: LightMyRequestResponse, failure: Failure) =>
  `${c.name} → ${failure} ${res.statusCode} ${res.body.slice(0, 200)}`;

export function hostileRunner(world: HostileWorld) {
  const tally = { tried: 0, fiveXX: 0 };

  const send = async ({ caller, case: c }: Planned) => {
    tally.tried += 1;
    const { method, url, headers, payload } = c;
    const res = await world.send(caller, { method, url, headers, ...(payload === undefined ? {} : { payload }) });
    if (res.statusCode >= 500) tally.fiveXX += 1;
    return res;
  };

  /** The snapshot once it stops changing: an answered call-out still sends its emails (the outbox) afterwards. */
  const settled = async () => {
    let last = await takeSnapshot(world);
    for (let tries = 0; tries < 50; tries += 1) {
      await delay(10);
      const next = await takeSnapshot(world);
      if (changes(last, next).length === 0) return next;
      last = next;
    }
    return last;
  };

  /** Sends each case apart and judges it with what it wrote: these may pass (and write), so each gets its own snapshot. */
  async function* oneByOne(batch: readonly Planned[]) {
    let before = await takeSnapshot(world);
    for (const planned of batch) {
      const res = await send(planned);
      const after = res.statusCode < 400 ? await settled() : await takeSnapshot(world);
      const wrote = res.statusCode >= 400 && changes(before, after).length > 0;
      before = after;
      yield { planned, res, failure: judge(planned.case, res) ?? (wrote ? ('written' as const) : null) };
    }
  }

  return { tally, send, oneByOne };
}
