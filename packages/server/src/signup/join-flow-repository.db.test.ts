import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTestDatabase } from '../test-helper.ts';
import { createJoinFlowRepository, joinFlowLifetimeMs } from './join-flow-repository.ts';

const now = new Date('2026-11-26T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

test('flows past their 7 days go, finished or not; younger ones stay', async (t) => {
  const { db } = await createTestDatabase(t);
  const flows = createJoinFlowRepository({ db });
  const made = async (email: string, createdAt: Date, confirmed = false) => {
    const flow = await flows.create({
      email,
      login_url: 'https://news.example/auth/login',
      set_password_url: 'https://news.example/auth/set-password',
      confirm_url: 'https://news.example/join/confirm-email',
    });
    await db
      .updateTable('join_flows')
      .set({ created_at: createdAt, ...(confirmed ? { completed_at: createdAt, confirmed_at: createdAt } : {}) })
      .where('id', '=', flow.id)
      .execute();
    return flow.id;
  };
  await made('old@example.org', ago(joinFlowLifetimeMs + 1000));
  await made('old-confirmed@example.org', ago(joinFlowLifetimeMs), true);
  const young = await made('young@example.org', ago(joinFlowLifetimeMs - 60_000));

  assert.equal(await flows.removeExpired(now), 2);
  const left = await db.selectFrom('join_flows').select(['id', 'email']).execute();
  assert.deepEqual(left, [{ id: young, email: 'young@example.org' }]);
  assert.equal(await flows.removeExpired(now), 0);
});
