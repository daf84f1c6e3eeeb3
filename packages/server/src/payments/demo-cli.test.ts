import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { createTestDatabase } from '../test-helper.ts';
import { contributor, demoKit } from './providers/demo/demo-test-kit.ts';
import type { PaymentEvent, ProviderEvent } from './providers/provider-events.ts';
import { runDemoCli } from './demo-cli.ts';

async function cli(t: TestContext) {
  const kit = await demoKit(t);
  const delivered: ProviderEvent[] = [];
  const printed: string[] = [];
  const run = async (line: string, now = '2026-04-20T00:00:00.000Z') => {
    printed.length = 0;
    const code = await runDemoCli(line.split(' ').filter(Boolean), {
      database: kit.database,
      deliver: async (events) => void delivered.push(...events),
      now: () => new Date(now),
      print: (text) => printed.push(text),
    });
    return { code, printed: printed.join('\n') };
  };
  return { ...kit, run, cliDelivered: delivered };
}

const statuses = (events: ProviderEvent[]) =>
  events.map((e) => [(e as PaymentEvent).subscriptionId, (e as PaymentEvent).status]);

test('renew charges what is due and delivers it; run again, it charges nothing', async (t) => {
  const { provider, run, cliDelivered } = await cli(t);
  const mo = await contributor(provider, { flowId: 'mo', amount: 5 });
  const first = await run('renew');
  assert.equal(first.code, 0);
  assert.match(
    first.printed,
    /^Renewed 1:\n {2}payment demo_pay_\S+ successful 5\.00 EUR, subscription demo_sub_\S+, charged 2026-04-15$/,
  );
  assert.deepEqual(statuses(cliDelivered), [[mo.subscriptionId, 'successful']]);
  assert.deepEqual(await run('renew'), { code: 0, printed: 'Nothing is due for renewal.' });
  assert.equal(cliDelivered.length, 1);

  const later = await run('renew --now 2026-06-16T00:00:00Z');
  assert.match(
    later.printed,
    /^Renewed 2:.*charged 2026-05-15\n.*charged 2026-06-15$/s,
    'May and June: up to the date given',
  );
});

test('fail by email makes the next charge fail, retry by customer pays it again', async (t) => {
  const { provider, run, cliDelivered } = await cli(t);
  const mo = await contributor(provider, { flowId: 'mo', email: 'member@example.org' });
  const failed = await run('fail --email member@example.org');
  assert.equal(failed.code, 0);
  assert.match(
    failed.printed,
    new RegExp(
      `^The payment methods of member@example.org \\(${mo.customerId}\\) now decline\\.\\n  payment \\S+ failed 5\\.00 EUR`,
    ),
  );
  assert.deepEqual(statuses(cliDelivered), [[mo.subscriptionId, 'failed']]);
  assert.equal((await run('fail --email member@example.org')).code, 0);
  assert.equal(cliDelivered.length, 1, 'once');

  const retried = await run(`retry --customer ${mo.customerId}`);
  assert.equal(retried.code, 0);
  assert.match(retried.printed, /work again\.\n {2}payment \S+ successful 5\.00 EUR/);
  assert.deepEqual(statuses(cliDelivered), [
    [mo.subscriptionId, 'failed'],
    [mo.subscriptionId, 'successful'],
  ]);
});

test('says so when nobody matches, and refuses arguments it does not understand', async (t) => {
  const { run } = await cli(t);
  assert.deepEqual(await run('fail --email nobody@example.org'), {
    code: 1,
    printed: 'No demo customer for nobody@example.org.',
  });
  const bad = [
    '',
    'refund',
    'renew now',
    'renew --email a@example.org',
    'fail',
    'fail --email a@example.org --customer demo_cus_x',
    'retry --mail a@example.org',
    'renew --now tomorrow',
  ];
  for (const line of bad) {
    const { code, printed } = await run(line);
    assert.equal(code, 2, line);
    assert.match(printed, /Usage: npm run payments -- <command>/, line);
  }
});

test('runs on a database no provider has touched yet', async (t) => {
  const database = await createTestDatabase(t);
  const printed: string[] = [];
  const code = await runDemoCli(['renew'], {
    database,
    deliver: async () => assert.fail('nothing to deliver'),
    now: () => new Date(),
    print: (line) => printed.push(line),
  });
  assert.deepEqual([code, printed], [0, ['Nothing is due for renewal.']]);
});
