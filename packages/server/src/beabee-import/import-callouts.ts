import {
  calloutAccessValues,
  calloutVariantNames,
  maxSlugLength,
  type CalloutCreate,
  type CalloutVariantInput,
  type FormSchema,
} from '@masthead/core';
import { createCalloutRepository, type CalloutRow } from '../callouts/callout-repository.ts';
import { createCalloutReviewerRepository } from '../callouts/callout-reviewer-repository.ts';
import { createCalloutTagRepository } from '../callouts/callout-tag-repository.ts';
import {
  checkFormSchema,
  checkImageFilter,
  checkNewsletter,
  settingsChanges,
  variantValues,
} from '../callouts/callout-input.ts';
import { DomainError } from '../kernel/domain-error.ts';
import { HttpError } from '../kernel/http/http-error.ts';
import type { ImportContext } from './import-context.ts';
import { deleted, deletedReason } from './import-ids.ts';
import { countBrought, countKnown, skip } from './import-report.ts';
import { dateOf, type SourceCallout, type SourceReviewer, type SourceTag } from './source-shapes.ts';

export interface ImportedCallout {
  sourceId: string;
  localId: string;
  schema: FormSchema;
  /** Source call-out tag id → local tag id. */
  tagIds: Map<string, string>;
}

const accessValues = new Set<string>(calloutAccessValues);
const variantNames = new Set<string>(calloutVariantNames);
/** `POST callout`'s slug rule (core's calloutCreateSchema); another slug is made from the title. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const captchaValues = new Set(['none', 'guest', 'all']);
const variantKeys = [
  'title',
  'excerpt',
  'intro',
  'thanksTitle',
  'thanksText',
  'thanksRedirect',
  'shareTitle',
  'shareDescription',
  'componentText',
  'slideNavigation',
] as const;

/** A refusal's reason as the report prints it: the code and the first field. */
function reasonOf(error: HttpError | DomainError): string {
  const errors = error instanceof HttpError ? error.body.errors : error.errors;
  const first = Array.isArray(errors) ? (errors[0] as { field?: string; rule?: string } | undefined) : undefined;
  const code = error instanceof HttpError ? error.body.code : error.code;
  return first ? `${code} (${first.field}: ${first.rule})` : code;
}

/** A source variant as `POST callout` takes one: only the known texts, strings where strings go. */
function variantOf(texts: Record<string, unknown>, fallbackTitle: string): CalloutVariantInput {
  const picked: Record<string, unknown> = {};
  for (const key of variantKeys) if (texts[key] !== undefined && texts[key] !== null) picked[key] = texts[key];
  if (typeof picked.title !== 'string' || !picked.title) picked.title = fallbackTitle;
  return picked as unknown as CalloutVariantInput;
}

/**
 * Call-outs (`GET callout`, then each with its form, response view and
 * variants), with their tags and reviewers. Forms are checked as `POST
 * callout` checks them: a form that does not hold here is skipped with the
 * reason. Dates are kept (an open call-out stays open, its slug locked); a
 * slug taken here by another call-out becomes one made from the title.
 */
export async function importCallouts(
  context: ImportContext,
  contactIds: Map<string, string>,
): Promise<ImportedCallout[]> {
  const { source, report, ids, db } = context;
  const callouts = createCalloutRepository({ db });
  const imported: ImportedCallout[] = [];
  for await (const page of source.pages<SourceCallout>('callout')) {
    for (const listed of page) {
      const full = await source.get<SourceCallout>(`callout/${encodeURIComponent(listed.id)}`, {
        with: ['form', 'responseViewSchema', 'variants'],
      });
      let row: CalloutRow | null = null;
      const known = await ids.find('callout', full.id);
      if (known === deleted) {
        skip(report, 'callout', full.id, deletedReason);
        continue;
      }
      if (known) {
        row = await callouts.find(known);
        countKnown(report, 'callout');
      } else {
        const made = await createCallout(context, full);
        if (!made.ok) {
          skip(report, 'callout', full.id, made.reason);
          continue;
        }
        row = made.row;
        await ids.remember('callout', full.id, row.id);
        countBrought(report, 'callout');
      }
      if (!row) continue;
      const tagIds = await importCalloutTags(context, full.id, row.id);
      await importReviewers(context, full.id, row.id, contactIds);
      imported.push({ sourceId: full.id, localId: row.id, schema: row.form_schema, tagIds });
    }
  }
  return imported;
}

async function createCallout(
  context: ImportContext,
  full: SourceCallout,
): Promise<{ ok: true; row: CalloutRow } | { ok: false; reason: string }> {
  const callouts = createCalloutRepository({ db: context.db });
  if (!full.formSchema || typeof full.formSchema !== 'object') return { ok: false, reason: 'no form' };
  const title = (full.title ?? full.slug).slice(0, 200);
  const variants: Record<string, CalloutVariantInput> = {};
  const dropped: string[] = [];
  for (const [name, texts] of Object.entries(full.variants ?? {})) {
    if (!variantNames.has(name)) dropped.push(name);
    else if (texts && typeof texts === 'object') variants[name] = variantOf(texts, title);
  }
  if (dropped.length > 0) {
    context.report.notes.push(
      `call-out ${full.slug}: translations for ${dropped.join(', ')} were left out (not a language Masthead offers)`,
    );
  }
  variants.default ??= variantOf(full as unknown as Record<string, unknown>, title);
  const access = full.access && accessValues.has(full.access) ? full.access : 'guest';
  const body = {
    image: full.image ?? '',
    access,
    captcha: full.captcha && captchaValues.has(full.captcha) ? full.captcha : 'none',
    allowUpdate: full.allowUpdate === true,
    allowMultiple: full.allowMultiple === true,
    hidden: full.hidden === true,
    formSchema: full.formSchema,
    newsletterSchema: full.newsletterSchema ?? null,
    responseViewSchema: full.responseViewSchema ?? null,
    variants,
  } as unknown as CalloutCreate;
  const starts = dateOf(full.starts);
  const expires = dateOf(full.expires);
  try {
    checkFormSchema(body.formSchema ?? { slides: [] });
    try {
      checkImageFilter(body.responseViewSchema, body.formSchema);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // The filter names the source's tag ids; the gallery shows every response until one is set again.
      const view = body.responseViewSchema as Record<string, unknown>;
      body.responseViewSchema = { ...view, imageFilter: undefined } as CalloutCreate['responseViewSchema'];
      context.report.notes.push(`call-out ${full.slug}: its gallery filter does not hold here and was left out`);
    }
    checkNewsletter(access as CalloutCreate['access'] & string, body.newsletterSchema);
    const values = {
      ...settingsChanges(body),
      starts,
      expires,
      opened_at: starts && starts <= context.now() ? starts : null,
    };
    const variantRows = Object.fromEntries(
      Object.entries(variants).map(([name, texts]) => [name, variantValues(texts)]),
    );
    try {
      const slug = slugPattern.test(full.slug) && full.slug.length <= maxSlugLength ? full.slug : null;
      return { ok: true, row: await callouts.create({ values, slug, variants: variantRows }) };
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'duplicate-slug') throw error;
      const row = await callouts.create({ values, slug: null, variants: variantRows });
      context.report.notes.push(`call-out ${full.slug}: the slug is taken here, so it is now ${row.slug}`);
      return { ok: true, row };
    }
  } catch (error) {
    if (error instanceof HttpError || error instanceof DomainError) return { ok: false, reason: reasonOf(error) };
    throw error;
  }
}

/** A call-out's response tags (`GET callout/{id}/tags`, a bare array), by name within the call-out. */
async function importCalloutTags(
  context: ImportContext,
  sourceId: string,
  localId: string,
): Promise<Map<string, string>> {
  const { source, report, ids, db } = context;
  const tags = createCalloutTagRepository({ db });
  const byName = new Map((await tags.list(localId)).map((tag) => [tag.name.toLowerCase(), tag.id]));
  const tagIds = new Map<string, string>();
  for (const tag of (await source.getOptional<SourceTag[]>(`callout/${encodeURIComponent(sourceId)}/tags`)) ?? []) {
    const mapped = await ids.find('callout-tag', tag.id);
    if (mapped === deleted) {
      skip(report, 'callout-tag', tag.id, deletedReason);
      continue;
    }
    const known = mapped ?? byName.get((tag.name ?? '').toLowerCase()) ?? null;
    if (known) {
      tagIds.set(tag.id, known);
      await ids.remember('callout-tag', tag.id, known);
      countKnown(report, 'callout-tag');
      continue;
    }
    if (!tag.name || tag.name.length > 100) {
      skip(report, 'callout-tag', tag.id, 'a tag name must have 1 to 100 characters');
      continue;
    }
    const made = await tags.create(localId, { name: tag.name, description: tag.description ?? '' });
    byName.set(made.name.toLowerCase(), made.id);
    tagIds.set(tag.id, made.id);
    await ids.remember('callout-tag', tag.id, made.id);
    countBrought(report, 'callout-tag');
  }
  return tagIds;
}

/** Reviewers (`GET callout/{id}/reviewers`, a bare array) whose contact was imported. */
async function importReviewers(
  context: ImportContext,
  sourceId: string,
  localId: string,
  contactIds: Map<string, string>,
): Promise<void> {
  const { source, report, ids, db } = context;
  const reviewers = createCalloutReviewerRepository({ db });
  const sent = (await source.getOptional<SourceReviewer[]>(`callout/${encodeURIComponent(sourceId)}/reviewers`)) ?? [];
  for (const reviewer of sent) {
    const known = await ids.find('callout-reviewer', reviewer.id);
    if (known === deleted) {
      skip(report, 'callout-reviewer', reviewer.id, deletedReason);
      continue;
    }
    if (known) {
      countKnown(report, 'callout-reviewer');
      continue;
    }
    const contactId = reviewer.contact?.id ? contactIds.get(reviewer.contact.id) : undefined;
    if (!contactId) {
      skip(report, 'callout-reviewer', reviewer.id, 'their contact was not imported');
      continue;
    }
    const made = await reviewers.add(localId, contactId, reviewer.canEdit === true);
    await ids.remember('callout-reviewer', reviewer.id, made.id);
    countBrought(report, 'callout-reviewer');
  }
}
