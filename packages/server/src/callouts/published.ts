import { answerPath, type ResponseMapItem } from '@masthead/core';
import type { CalloutRow } from './callout-repository.ts';
import type { ResponseRow } from '../responses/response-review-repository.ts';

/** What a call-out publishes: the buckets shown, and the answers shown as `[slideId, key]`. */
export interface PublishedParts {
  buckets: string[];
  answers: [string, string][];
}

/** The stored response view, read leniently: call-outs saved before its schema may lack a part. */
interface ResponseViewSettings {
  buckets?: unknown;
  titleProp?: unknown;
  imageProp?: unknown;
  gallery?: unknown;
  map?: unknown;
}

/** The map settings that name answers: where the address is, and the answer a pattern address comes from. */
const mapAnswerSettings = ['addressProp', 'addressPatternProp'] as const;

/**
 * What a call-out publishes: the buckets its gallery or map shows (none
 * when both are off) and the answers they need (title, image, address).
 */
export function publishedParts(callout: CalloutRow): PublishedParts {
  const view: ResponseViewSettings = callout.response_view_schema ?? {};
  const map = typeof view.map === 'object' && view.map !== null ? (view.map as Record<string, unknown>) : null;
  if (view.gallery !== true && !map) return { buckets: [], answers: [] };
  const buckets = Array.isArray(view.buckets) ? view.buckets.filter((b): b is string => typeof b === 'string') : [];
  const props = [view.titleProp, view.imageProp, ...mapAnswerSettings.map((name) => map?.[name])];
  const answers = props.map(answerPath).filter((path): path is [string, string] => path !== null);
  return { buckets, answers };
}

/** Only the listed answers of a response. */
function pickAnswers(answers: Record<string, Record<string, unknown>>, paths: readonly [string, string][]) {
  const picked: Record<string, Record<string, unknown>> = {};
  for (const [slideId, key] of paths) {
    const slide = Object.hasOwn(answers, slideId) ? answers[slideId] : undefined;
    if (!slide || !Object.hasOwn(slide, key)) continue;
    picked[slideId] = { ...picked[slideId], [key]: slide[key] };
  }
  return picked;
}

/** A response as the public gallery and map feed shows it: its number and the published answers, nothing else. */
export function serialisePublished(
  response: Pick<ResponseRow, 'number' | 'answers'>,
  published: PublishedParts,
): ResponseMapItem {
  return { number: response.number, answers: pickAnswers(response.answers, published.answers) };
}
