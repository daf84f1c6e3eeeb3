import type { FromSchema } from 'json-schema-to-ts';

const dateTime = { type: 'string', format: 'date-time' } as const;
const count = { type: 'integer', minimum: 0 } as const;
const money = { type: 'number' } as const;

/** `GET stats?from&to`: an ISO date-time range; without them, the 30 days up to now. */
export const statsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { from: dateTime, to: dateTime },
} as const;
export type StatsQuery = FromSchema<typeof statsQuerySchema>;

/** The most pages and call-outs `joinsByPage` and `joinsByCallout` list, most joins first. */
export const statsTopLimit = 20;

/**
 * `GET stats` (v0.32's `{newContacts, averageContribution, totalRevenue}`,
 * with Masthead's additions): what happened between `from` and `to`.
 * `averageContribution` is the mean monthly amount of the contributions of
 * the contacts who joined then (null when none gives one); `totalRevenue`
 * the successful payments charged then; `days` one entry per UTC day;
 * `joinsByPage` / `joinsByCallout` where those contacts joined (attribution).
 */
export const statsSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'from',
    'to',
    'newContacts',
    'averageContribution',
    'totalRevenue',
    'newResponses',
    'days',
    'joinsByPage',
    'joinsByCallout',
  ],
  properties: {
    from: dateTime,
    to: dateTime,
    newContacts: count,
    averageContribution: { type: ['number', 'null'] },
    totalRevenue: money,
    newResponses: count,
    days: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['day', 'newContacts', 'revenue', 'newResponses'],
        properties: {
          day: { type: 'string', format: 'date' },
          newContacts: count,
          revenue: money,
          newResponses: count,
        },
      },
    },
    joinsByPage: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['pageUrl', 'pageTitle', 'joins'],
        properties: { pageUrl: { type: 'string' }, pageTitle: { type: 'string' }, joins: count },
      },
    },
    joinsByCallout: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['calloutSlug', 'joins'],
        properties: { calloutSlug: { type: 'string' }, joins: count },
      },
    },
  },
} as const;
export type Stats = FromSchema<typeof statsSchema>;

/** The longest range one call may ask for: a year and a day (a leap year's worth of days). */
export const statsMaxDays = 366;
