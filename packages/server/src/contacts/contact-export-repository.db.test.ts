import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contactSortValues } from '@masthead/core';
import { sql, type SqlBool } from 'kysely';
import { createTestContact } from '../test-accounts.ts';
import { build } from '../test-helper.ts';
import { createContactExportRepository } from './contact-export-repository.ts';
import { createContactListRepository } from './contact-list-repository.ts';
import { createContactRepository } from './contact-repository.ts';
import { createContributionRepository } from '../payments/contribution-repository.ts';

test('the export reads, a few rows a page, every contact once in the list order, for every sort and order', async (t) => {
  const { database } = await build(t);
  const { db } = database;
  const contacts = createContactRepository({ db });
  const contributions = createContributionRepository({ db });
  // Ties and empty values on every key: three names, two amounts, two dates, many nulls.
  for (let i = 0; i < 13; i++) {
    const contact = await createTestContact(database, { firstname: ['Ann', 'Bob', ''][i % 3], roles: [] });
    if (i % 4 !== 0) {
      const period = i % 2 === 0 ? 'monthly' : 'annually';
      await contributions.save(contact.id, { type: 'Manual', amount_cents: i % 3 === 0 ? 1200 : 100, period });
    }
    if (i % 3 !== 0) {
      const expires = i % 2 === 0 ? null : new Date('2040-01-01T00:00:00Z');
      await contacts.putRole(contact.id, 'member', new Date(`202${i % 2}-01-01T00:00:00Z`), expires);
    }
    if (i % 5 === 0)
      await db.updateTable('contacts').set({ last_seen: new Date() }).where('id', '=', contact.id).execute();
  }
  const list = createContactListRepository({ db });
  const readers = [createContactExportRepository({ db })];
  if (database.kind === 'postgres') readers.push(createContactExportRepository({ db, cursor: true }));
  const where = sql<SqlBool>`true`;
  for (const sort of contactSortValues) {
    for (const order of ['ASC', 'DESC'] as const) {
      const { rows } = await list.list({ where, sort, order, limit: 100, offset: 0 });
      const expected = rows.map((row) => row.id);
      assert.equal(expected.length, 13);
      for (const reader of readers) {
        const read: string[] = [];
        for await (const page of reader.exportPages({ where, sort, order, now: new Date() }, 2)) {
          assert.ok(page.length <= 2);
          read.push(...page.map((row) => row.id));
        }
        assert.deepEqual(read, expected, `${sort} ${order}`);
      }
    }
  }
});
