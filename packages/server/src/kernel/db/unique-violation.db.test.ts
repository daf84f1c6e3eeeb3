import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTestDatabase } from '../../test-helper.ts';
import { isUniqueViolation } from './unique-violation.ts';

/** What the database throws for `write`, or null when it succeeds. */
async function refusal(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write();
    return null;
  } catch (error) {
    return error;
  }
}

test('a unique index refusing a row is a unique violation, of that index only', async (t) => {
  const { db } = await createTestDatabase(t);
  const addTag = (name: string) => db.insertInto('contact_tags').values({ name }).execute();
  await addTag('Donor');

  const duplicate = await refusal(() => addTag('donor'));
  assert.ok(duplicate, 'the second "donor" is refused');
  assert.equal(isUniqueViolation(duplicate), true);
  assert.equal(isUniqueViolation(duplicate, 'contact_tags_name'), true);
  assert.equal(isUniqueViolation(duplicate, 'callouts_slug_key'), false);
});

test('other refusals and other errors are not unique violations', async (t) => {
  const { db } = await createTestDatabase(t);
  const missingContact = await refusal(() =>
    db
      .insertInto('contact_tag_assignments')
      .values({ contact_id: '00000000-0000-4000-8000-000000000000', tag_id: '00000000-0000-4000-8000-000000000001' })
      .execute(),
  );
  assert.ok(missingContact, 'a row naming no contact is refused');
  assert.equal(isUniqueViolation(missingContact), false);
  assert.equal(isUniqueViolation(new Error('duplicate key')), false);
  assert.equal(isUniqueViolation(null), false);
  assert.equal(isUniqueViolation(undefined), false);
});
