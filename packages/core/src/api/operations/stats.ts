import { statsQuerySchema, statsSchema } from '../../schemas/stats.ts';
import { defineOperations } from '../operation.ts';

/** `stats`: the admin dashboard's numbers (admin only, docs/product/api.md). */
export const statsOperations = defineOperations({
  'GET /stats': {
    id: 'getStats',
    summary:
      'New contacts, average contribution, revenue and responses between `from` and `to`, per day and by where members joined',
    tag: 'stats',
    access: 'admin',
    query: statsQuerySchema,
    response: { 200: statsSchema },
  },
});
