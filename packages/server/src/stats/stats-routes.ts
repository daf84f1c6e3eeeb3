import { fromCents, statsMaxDays, statsTopLimit, type Stats } from '@masthead/core';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { apiError } from '../kernel/http/http-error.ts';
import type { DayCount, StatsRepository } from './stats-repository.ts';

export interface StatsRoutesOptions {
  stats: StatsRepository;
  now: () => Date;
}

const dayMs = 86_400_000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** Every UTC day the range touches, oldest first. */
function daysOf(from: Date, to: Date): string[] {
  const days: string[] = [];
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  for (let time = start; time < to.getTime(); time += dayMs) days.push(utcDay(new Date(time)));
  return days;
}

const byDay = (counts: DayCount[]) => new Map(counts.map((count) => [count.day, count.value]));
const sum = (counts: DayCount[]) => counts.reduce((total, count) => total + count.value, 0);

/**
 * `GET stats?from&to` (admin): the dashboard's numbers over `[from, to)`,
 * the 30 days up to now by default. A range that ends before it starts, or
 * is longer than a year and a day, is a 422 naming `to` or `from`.
 */
export const statsRoutes = operationRoutes<StatsRoutesOptions>((_app, { stats, now }) => ({
  'GET /stats': async (request): Promise<Stats> => {
    const to = request.query.to ? new Date(request.query.to) : now();
    const from = request.query.from ? new Date(request.query.from) : new Date(to.getTime() - 30 * dayMs);
    if (from.getTime() >= to.getTime()) throw apiError('validation', [{ field: 'to', rule: 'after-from' }]);
    if (to.getTime() - from.getTime() > statsMaxDays * dayMs) {
      throw apiError('validation', [{ field: 'from', rule: 'maxDays', params: { limit: statsMaxDays } }]);
    }
    const [contacts, revenue, responses, average, pages, callouts] = await Promise.all([
      stats.newContactsByDay(from, to),
      stats.revenueCentsByDay(from, to),
      stats.responsesByDay(from, to),
      stats.averageMonthlyCentsOfJoiners(from, to),
      stats.joinsBy('pageUrl', from, to, statsTopLimit),
      stats.joinsBy('calloutSlug', from, to, statsTopLimit),
    ]);
    const [contactsOn, revenueOn, responsesOn] = [byDay(contacts), byDay(revenue), byDay(responses)];
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      newContacts: sum(contacts),
      averageContribution: average === null ? null : fromCents(Math.round(average)),
      totalRevenue: fromCents(sum(revenue)),
      newResponses: sum(responses),
      days: daysOf(from, to).map((day) => ({
        day,
        newContacts: contactsOn.get(day) ?? 0,
        revenue: fromCents(revenueOn.get(day) ?? 0),
        newResponses: responsesOn.get(day) ?? 0,
      })),
      joinsByPage: pages.map((page) => ({ pageUrl: page.key, pageTitle: page.title, joins: page.joins })),
      joinsByCallout: callouts.map((callout) => ({ calloutSlug: callout.key, joins: callout.joins })),
    };
  },
}));
