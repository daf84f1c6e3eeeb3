import type { ApiKey, ApiKeySort } from '@masthead/core';
import { sql, type Kysely } from 'kysely';
import { hashToken, newSecretToken } from '../accounts/secret-token.ts';
import type { Database } from '../kernel/db/database.ts';
import { displayName } from '../contacts/contact-serialiser.ts';
import { paginate } from '../kernel/db/paginate.ts';

export interface ApiKeyRepository {
  /** A page, newest first unless `order` says (nulls last, ties by id). */
  list(limit: number, offset: number, order?: ApiKeyOrder): Promise<{ items: ApiKey[]; total: number }>;
  /** The token is returned here once and never stored. */
  create(description: string, expires: Date | null, creatorId: string, now: Date): Promise<string>;
  delete(id: string): Promise<boolean>;
  /** The key's id when `token` is a live key. */
  findByToken(token: string, now: Date): Promise<string | null>;
}

export interface ApiKeyOrder {
  sort: ApiKeySort;
  order: 'ASC' | 'DESC';
}

const sortColumns: Record<ApiKeySort, string> = {
  createdAt: 'api_keys.created_at',
  expires: 'api_keys.expires_at',
  description: 'api_keys.description',
};

export function createApiKeyRepository({ db }: { db: Kysely<Database> }): ApiKeyRepository {
  return {
    async list(limit, offset, { sort, order } = { sort: 'createdAt', order: 'DESC' }) {
      const column = sql.ref(sortColumns[sort]);
      const key = sort === 'description' ? sql`lower(${column})` : column;
      const query = db
        .selectFrom('api_keys')
        .leftJoin('contacts', 'contacts.id', 'api_keys.creator_id')
        .select([
          'api_keys.id',
          'api_keys.description',
          'api_keys.expires_at',
          'api_keys.created_at',
          'contacts.id as creator_id',
          'contacts.email',
          'contacts.firstname',
          'contacts.lastname',
        ])
        .orderBy(sql`${key} ${sql.raw(order === 'DESC' ? 'desc' : 'asc')} nulls last`)
        .orderBy('api_keys.id');
      const { rows, total } = await paginate(query, { limit, offset });
      return {
        total,
        items: rows.map((row) => ({
          id: row.id,
          description: row.description,
          expires: row.expires_at?.toISOString() ?? null,
          createdAt: row.created_at.toISOString(),
          creator: row.creator_id
            ? { id: row.creator_id, displayName: displayName(row.firstname ?? '', row.lastname ?? '', row.email ?? '') }
            : null,
        })),
      };
    },

    async create(description, expires, creatorId, now) {
      const { token, hash } = newSecretToken();
      await db
        .insertInto('api_keys')
        .values({ description, token_hash: hash, creator_id: creatorId, created_at: now, expires_at: expires })
        .execute();
      return token;
    },

    async delete(id) {
      const result = await db.deleteFrom('api_keys').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async findByToken(token, now) {
      const row = await db
        .selectFrom('api_keys')
        .select('id')
        .where('token_hash', '=', hashToken(token))
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .executeTakeFirst();
      return row?.id ?? null;
    },
  };
}
