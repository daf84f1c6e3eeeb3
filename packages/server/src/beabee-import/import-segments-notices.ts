import { validateRuleGroup } from '@masthead/core';
import { createContactTagRepository } from '../contacts/contact-tag-repository.ts';
import { contactRuleFieldsWith } from '../contacts/contact-rules.ts';
import { createNoticeRepository } from '../notices/notice-repository.ts';
import { createSegmentRepository } from '../segments/segment-repository.ts';
import { sanitizeRichText } from '../kernel/rich-text/sanitize-rich-text.ts';
import type { ImportContext } from './import-context.ts';
import { deleted, deletedReason } from './import-ids.ts';
import { countBrought, countKnown, skip } from './import-report.ts';
import { dateOf, type SourceNotice, type SourceSegment } from './source-shapes.ts';

/**
 * A rule group with the source's ids turned into local ones: tag ids in
 * values, call-out ids in `callouts.<id>.…` fields. Ids not imported stay
 * as they are, so the group fails the check and the segment is skipped.
 */
function localRules(group: unknown, tagIds: Map<string, string>, calloutIds: Map<string, string>): unknown {
  if (Array.isArray(group)) return group.map((item) => localRules(item, tagIds, calloutIds));
  if (typeof group !== 'object' || group === null) {
    return typeof group === 'string' ? (tagIds.get(group) ?? group) : group;
  }
  const entries = Object.entries(group).map(([key, value]) => {
    if (key === 'field' && typeof value === 'string') {
      const match = /^callouts\.([^.]+)\.(.+)$/.exec(value);
      const mapped = match?.[1] ? calloutIds.get(match[1]) : undefined;
      return [key, mapped ? `callouts.${mapped}.${match?.[2]}` : value];
    }
    return [key, localRules(value, tagIds, calloutIds)];
  });
  return Object.fromEntries(entries);
}

/** Segments (`GET segments`, a bare array), their rules checked as `POST segments` checks them. */
export async function importSegments(
  context: ImportContext,
  tagIds: Map<string, string>,
  calloutIds: Map<string, string>,
): Promise<void> {
  const { source, report, ids, db } = context;
  const segments = createSegmentRepository({ db });
  const fields = contactRuleFieldsWith(await createContactTagRepository({ db }).allIds());
  for (const segment of (await source.getOptional<SourceSegment[]>('segments')) ?? []) {
    const known = await ids.find('segment', segment.id);
    if (known === deleted) {
      skip(report, 'segment', segment.id, deletedReason);
      continue;
    }
    if (known) {
      countKnown(report, 'segment');
      continue;
    }
    const checked = validateRuleGroup(localRules(segment.ruleGroup, tagIds, calloutIds), fields);
    if (!checked.ok) {
      const problem = checked.problems[0];
      skip(
        report,
        'segment',
        segment.id,
        `its rules do not hold here (${problem?.path || 'ruleGroup'}: ${problem?.problem})`,
      );
      continue;
    }
    const name = (segment.name ?? '').trim();
    if (!name) {
      skip(report, 'segment', segment.id, 'no name');
      continue;
    }
    const made = await segments.create({
      name,
      description: segment.description ?? '',
      ruleGroup: checked.group,
      order: typeof segment.order === 'number' ? segment.order : 0,
    });
    await ids.remember('segment', segment.id, made.id);
    countBrought(report, 'segment');
  }
}

/** Notices (`GET notice`, every one an admin sees), their text sanitised as `POST notice` does. */
export async function importNotices(context: ImportContext): Promise<void> {
  const { source, report, ids, db } = context;
  const notices = createNoticeRepository({ db });
  for await (const page of source.pages<SourceNotice>('notice')) {
    for (const notice of page) {
      const known = await ids.find('notice', notice.id);
      if (known === deleted) {
        skip(report, 'notice', notice.id, deletedReason);
        continue;
      }
      if (known) {
        countKnown(report, 'notice');
        continue;
      }
      const starts = dateOf(notice.starts);
      const expires = dateOf(notice.expires);
      if (!notice.name?.trim()) skip(report, 'notice', notice.id, 'no name');
      else if (starts && expires && expires <= starts) skip(report, 'notice', notice.id, 'it ends before it starts');
      else {
        const made = await notices.create({
          name: notice.name.trim(),
          text: sanitizeRichText(notice.text ?? ''),
          button_text: notice.buttonText ?? '',
          url: notice.url ?? '',
          starts,
          expires,
        });
        await ids.remember('notice', notice.id, made.id);
        countBrought(report, 'notice');
      }
    }
  }
}
