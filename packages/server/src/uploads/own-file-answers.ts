import {
  defaultGeneralSettings,
  formComponents,
  type FieldError,
  type FormAnswers,
  type FormSchema,
} from '@masthead/core';
import { DomainError } from '../kernel/domain-error.ts';
import { uuidSource } from '../kernel/ids.ts';
import { contentSections, type ContentRepository } from '../content/content-repository.ts';
import type { UploadKind } from './detect-type.ts';
import { fullImageName } from './store-image.ts';
import { documentFileName, type UploadService } from './upload-service.ts';

/** `/uploads/<id>/<name>`: one of an upload's files, as stored answers and earlier upload answers have it. */
const filePath = new RegExp(`^/uploads/(${uuidSource})/[A-Za-z0-9._-]{1,100}$`, 'i');
/** `images/<id>` or `documents/<id>`: the upload answer's `path`, against the API's base (v0.32's shape). */
const apiPath = new RegExp(`^(images|documents)/(${uuidSource})$`, 'i');

/** The upload a file answer's path names, the kind it must be (API paths only), and the path it is stored with. */
function uploadOfPath(path: unknown): { id: string; kind: UploadKind | null; stored: string } | null {
  if (typeof path !== 'string') return null;
  const file = filePath.exec(path);
  if (file) return { id: file[1]!.toLowerCase(), kind: null, stored: path };
  const api = apiPath.exec(path);
  if (!api) return null;
  const id = api[2]!.toLowerCase();
  return api[1]!.toLowerCase() === 'images'
    ? { id, kind: 'image', stored: `/uploads/${id}/${fullImageName}` }
    : { id, kind: 'document', stored: `/uploads/${id}/${documentFileName}` };
}

/**
 * Where upload URLs point: SITE_URL, else the general settings' site URL,
 * else nothing (the path alone). Never the request's Host header.
 * @example const origin = uploadOrigin(config.siteUrl, content); `${await origin()}/uploads/…`
 */
export function uploadOrigin(siteUrl: string | null, content: Pick<ContentRepository, 'getRecent'>) {
  return async (): Promise<string> =>
    siteUrl ?? ((await content.getRecent(contentSections.general, defaultGeneralSettings)).siteUrl || '');
}

type FileAnswer = Record<string, unknown> & { path: string };

/**
 * File answers must be Masthead's own uploads (a gallery must not load an
 * image from any host: a tracking pixel): each `path` is `/uploads/<id>/…`
 * of an upload that exists, or the upload answer's `images/<id>` or
 * `documents/<id>` of an upload of that kind, stored as its
 * `/uploads/<id>/…` file; each `url` is rebuilt from `origin` and the
 * stored path, whatever was sent. Answers that `unchanged` says were stored
 * before (an admin editing a demo response) are kept as they are.
 */
export async function ownFileAnswers(
  schema: FormSchema,
  answers: FormAnswers,
  options: {
    /** The uploads of `ids` that exist, with their kind. */
    existing: (ids: readonly string[]) => Promise<{ id: string; kind: UploadKind }[]>;
    /** Asked only when there are file answers to rebuild. */
    origin: () => Promise<string>;
    unchanged?: (slideId: string, key: string) => boolean;
  },
): Promise<{ ok: true; answers: FormAnswers } | { ok: false; errors: FieldError[] }> {
  const files: { slideId: string; key: string; label: string; list: FileAnswer[]; many: boolean }[] = [];
  const errors: FieldError[] = [];
  for (const { slideId, component } of formComponents(schema)) {
    if (component.type !== 'file') continue;
    const value = answers[slideId]?.[component.key];
    if (value === undefined || value === null || options.unchanged?.(slideId, component.key)) continue;
    const list = (Array.isArray(value) ? value : [value]).filter((file) => file !== null) as FileAnswer[];
    const params = { slideId, key: component.key, label: String(component.label ?? component.key) };
    if (list.some((file) => !uploadOfPath(file?.path))) {
      errors.push({ field: `answers.${slideId}.${component.key}`, rule: 'file', params });
      continue;
    }
    files.push({ slideId, key: component.key, label: params.label, list, many: Array.isArray(value) });
  }
  if (files.length === 0) return errors.length > 0 ? { ok: false, errors } : { ok: true, answers };
  const ids = [...new Set(files.flatMap(({ list }) => list.map((file) => uploadOfPath(file.path)!.id)))];
  const found = new Map((await options.existing(ids)).map(({ id, kind }) => [id.toLowerCase(), kind]));
  const isOwn = (file: FileAnswer) => {
    const upload = uploadOfPath(file.path)!;
    const kind = found.get(upload.id);
    return kind !== undefined && (upload.kind === null || upload.kind === kind);
  };
  const origin = await options.origin();
  const rebuilt: FormAnswers = Object.fromEntries(
    Object.entries(answers).map(([slide, values]) => [slide, { ...values }]),
  );
  for (const { slideId, key, label, list, many } of files) {
    if (!list.every(isOwn)) {
      errors.push({ field: `answers.${slideId}.${key}`, rule: 'file', params: { slideId, key, label } });
      continue;
    }
    const own = list.map((file) => {
      const path = uploadOfPath(file.path)!.stored;
      return { ...file, path, url: `${origin}${path}` };
    });
    rebuilt[slideId]![key] = many ? own : own[0];
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, answers: rebuilt };
}

/**
 * `ownFileAnswers` as the response routes use it: the answers with their
 * file URLs rebuilt, or a `validation` DomainError naming each file answer
 * that is not one of this site's uploads.
 * @example const answers = await ownFiles(schema, checked)
 */
export function createOwnFiles(options: { uploads: Pick<UploadService, 'existing'>; origin: () => Promise<string> }) {
  return async (
    schema: FormSchema,
    answers: FormAnswers,
    unchanged?: (slideId: string, key: string) => boolean,
  ): Promise<FormAnswers> => {
    const result = await ownFileAnswers(schema, answers, {
      existing: (ids) => options.uploads.existing(ids),
      origin: options.origin,
      ...(unchanged ? { unchanged } : {}),
    });
    if (!result.ok) throw new DomainError('validation', result.errors);
    return result.answers;
  };
}

export type OwnFiles = ReturnType<typeof createOwnFiles>;
