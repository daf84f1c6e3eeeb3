/**
 * Hostile input to every route: for each operation of core's table that
 * takes path parameters, a query or a body, bad inputs made from its
 * schemas (hostile-cases.ts), sent by a caller allowed to call it. Each
 * answer is a 4xx in the error envelope — never a 5xx, never a 2xx — and a
 * batch of refused requests writes nothing. Inputs the contract leaves
 * open (fields of free-form objects, odd but valid values) may also pass,
 * but never answer 5xx, write on a refusal or pollute a prototype. The bugs
 * still open are listed in hostile-known-failures.ts and checked apart.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { operationOf, operations, splitOperationKey, type ApiOperationKey } from '@masthead/core';
import { hostileCases, validRequest } from './hostile-cases.ts';
import { knownFailures, type KnownFailure } from './hostile-known-failures.ts';
import { hostileRunner, judge, report, type Planned } from './hostile-runner.ts';
import { hostileSetups, withoutSetup } from './hostile-setups.ts';
import { changes, takeSnapshot } from './hostile-snapshot.ts';
import { hostileWorld } from './hostile-world.ts';

const takesInput = (key: ApiOperationKey) => {
  const operation = operationOf(key);
  return !!(operation.params || operation.query || operation.body || operation.consumes);
};

const knownFailureOf = (planned: Planned): KnownFailure | undefined =>
  knownFailures.find((known) => known.cases.test(planned.case.name));

test('hostile input to every route is a 4xx in the error envelope, never a 5xx, and writes nothing', async (t) => {
  const world = await hostileWorld(t);
  const setups = hostileSetups(world);
  const keys = (Object.keys(operations) as ApiOperationKey[]).filter(takesInput);
  const runner = hostileRunner(world);

  await t.test('every operation that takes input has a valid request to break, guest routes one by a guest', () => {
    for (const key of keys) {
      if (withoutSetup[key]) continue;
      const callers = (setups[key] ?? []).map((setup) => setup.caller);
      assert.ok(callers.length > 0, `${key}: add a setup to hostile-setups.ts`);
      if (operationOf(key).access === 'guest') assert.ok(callers.includes('guest'), `${key}: add a guest setup`);
    }
  });

  // Cases that may pass, and the known failures, may write: they run after every batch, one by one.
  const lenient: Planned[] = [];
  const known: Planned[] = [];
  for (const key of keys) {
    for (const setup of setups[key] ?? []) {
      const batch = hostileCases(key, setup).map((c) => ({
        caller: setup.caller,
        case: { ...c, name: `${key} as ${setup.caller}: ${c.name}` },
      }));
      await t.test(`${key} as ${setup.caller}: ${batch.length} bad inputs`, async () => {
        if (splitOperationKey(key).method === 'GET') {
          // The request the cases break passes, so each bad input is judged on its own.
          const control = await world.send(setup.caller, validRequest(key, setup));
          assert.equal(control.statusCode, 200, `the valid request: ${control.body.slice(0, 200)}`);
        }
        const before = await takeSnapshot(world);
        const problems: string[] = [];
        for (const planned of batch) {
          if (knownFailureOf(planned)) known.push(planned);
          else if (planned.case.mayPass) lenient.push(planned);
          else {
            const res = await runner.send(planned);
            const failure = judge(planned.case, res);
            if (failure) problems.push(report(planned.case, res, failure));
          }
        }
        const written = changes(before, await takeSnapshot(world));
        assert.deepEqual(
          { problems, written },
          { problems: [], written: [] },
          'each a 4xx in the envelope; none writes',
        );
      });
    }
  }

  await t.test('what the contract leaves open may pass, but never answers 5xx or pollutes a prototype', async () => {
    const problems: string[] = [];
    for await (const { planned, res, failure } of runner.oneByOne(lenient)) {
      if (failure) problems.push(report(planned.case, res, failure));
    }
    assert.deepEqual(problems, []);
    assert.equal(({} as Record<string, unknown>).polluted, undefined, 'Object.prototype is untouched');
    // Uploads under hostile names are kept under sanitised ones.
    for (const { filename } of await world.db.selectFrom('uploads').select('filename').execute()) {
      assert.doesNotMatch(filename, /[/\\]|^\./, 'a stored file name is a plain name');
      assert.ok(!filename.includes('\u0000') && filename.length <= 255, 'a stored file name is short and has no NUL');
    }
    const info = await world.send('admin', { method: 'GET', url: '/api/1.0/auth/info' });
    assert.equal(info.statusCode, 200, 'the server still answers');
  });

  let knownFiveXX = 0;
  await t.test('the known failures still fail as listed (fixed? remove it from knownFailures)', async () => {
    const stillFailing = new Set<KnownFailure>();
    const unexpected: string[] = [];
    for await (const { planned, res, failure } of runner.oneByOne(known)) {
      const entry = knownFailureOf(planned) as KnownFailure;
      if (failure && entry.failures.includes(failure)) stillFailing.add(entry);
      else if (failure) unexpected.push(report(planned.case, res, failure));
      if (failure === '5xx') knownFiveXX += 1;
    }
    assert.deepEqual(unexpected, [], 'known failures that now fail another way');
    for (const entry of knownFailures) {
      assert.ok(stillFailing.has(entry), `fixed? remove it from knownFailures: ${entry.bug}`);
    }
  });

  const { tried, fiveXX } = runner.tally;
  console.log(`hostile input: ${tried} bad inputs to ${keys.length} routes, ${fiveXX} answers 5xx`);
  console.log(`hostile input: ${lenient.length} may pass by design, ${known.length} run as known failures`);
  assert.equal(fiveXX, knownFiveXX, 'no 5xx apart from the known failures');
});
