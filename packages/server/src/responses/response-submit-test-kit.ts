/**
 * Test setup for answering call-outs: the call-out kit's callers plus a
 * logged-in contact without a member role, an open call-out maker, a real
 * captcha solver and a reader of the outbox.
 * @example const kit = await responseKit(t); const callout = await kit.openCallout({access: 'guest'})
 */
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import type { InjectOptions } from 'fastify';
import { solveChallenge } from 'altcha-lib/v1';
import { as, createTestContact, loginAs } from '../test-accounts.ts';
import { ago, calloutKit, sampleFormSchema, type Caller } from '../callouts/callout-test-kit.ts';

export type Respondent = Caller | 'nonMember';
export const respondents: readonly Respondent[] = ['guest', 'nonMember', 'member', 'reviewer', 'admin', 'apiKey'];

export const goodAnswers = { slide1: { story: 'A tree fell on the bus stop', local: 'yes' } };
export const guestDetails = { firstname: 'Gus', lastname: 'Guest', email: 'gus@example.org' };

export async function responseKit(t: TestContext) {
  const kit = await calloutKit(t);
  const nonMember = await createTestContact(kit.database, { roles: [], firstname: 'Nia' });
  const nonMemberCookie = (await loginAs(kit.app, nonMember)).cookie;
  const call = (who: Respondent, request: InjectOptions) =>
    who === 'nonMember' ? kit.app.inject(as(nonMemberCookie, request)) : kit.call(who, request);

  /** An open call-out with the sample form; settings override the defaults (guest access, no captcha). */
  const openCallout = (settings: Record<string, unknown> = {}) =>
    kit.createCallout({ starts: ago(60_000), formSchema: sampleFormSchema, ...settings });

  const submit = (
    who: Respondent,
    calloutId: string,
    body: Record<string, unknown> = { answers: goodAnswers },
    options: { query?: Record<string, string>; headers?: Record<string, string> } = {},
  ) =>
    call(who, {
      method: 'POST',
      url: `/api/1.0/callout/${calloutId}/responses`,
      payload: body,
      ...(options.query ? { query: options.query } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
    });

  /** Fetches a challenge from `GET captcha` and solves it as the widget does: the token to send. */
  const solvedCaptcha = async () => {
    const res = await kit.app.inject({ method: 'GET', url: '/api/1.0/captcha' });
    assert.equal(res.statusCode, 200, res.body);
    const challenge = res.json() as {
      algorithm: string;
      challenge: string;
      salt: string;
      signature: string;
      maxnumber: number;
    };
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
      .promise;
    assert.ok(solution, 'the challenge has a solution');
    const { algorithm, salt, signature } = challenge;
    const payload = { algorithm, challenge: challenge.challenge, number: solution.number, salt, signature };
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  };

  const responseRow = (id: string) =>
    kit.database.db.selectFrom('callout_responses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** The response numbers of a call-out, lowest first. */
  const numbersOf = async (calloutId: string) => {
    const rows = await kit.database.db
      .selectFrom('callout_responses')
      .select('number')
      .where('callout_id', '=', calloutId)
      .orderBy('number')
      .execute();
    return rows.map((row) => row.number);
  };

  /** The outbox once it holds `count` emails (sending happens after the response is answered). */
  const outbox = async (count: number) => {
    for (let waited = 0; ; waited += 20) {
      const rows = await kit.database.db.selectFrom('outbox').selectAll().orderBy('to_address').execute();
      if (rows.length >= count || waited > 5000) return rows;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  return {
    ...kit,
    contacts: { ...kit.contacts, nonMember },
    call,
    openCallout,
    submit,
    solvedCaptcha,
    responseRow,
    numbersOf,
    outbox,
  };
}

export type ResponseKit = Awaited<ReturnType<typeof responseKit>>;
