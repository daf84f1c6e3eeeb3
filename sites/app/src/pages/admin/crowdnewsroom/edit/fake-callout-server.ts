import {
  calloutStatus,
  canChangeSlug,
  slugify,
  validateFormSchema,
  type Callout,
  type CalloutCreate,
  type CalloutPatch,
} from '@masthead/core';
import { apiError, fakeApi, validationAnswer, type Answer, type SentCall } from '@masthead/client/testing';

type Stored = Callout & { openedAt: string | null };

/**
 * The call-out routes the builder uses, answering as packages/server does
 * for the parts the page relies on: status derived from the dates, the slug
 * locked once opened, a 409 on a taken slug, 422s naming fields, replicas as
 * drafts with a new slug. Only builder tests import this.
 */
export function fakeCalloutServer(extra: (call: SentCall) => Answer | undefined = () => undefined) {
  const store = new Map<string, Stored>();
  const taken = new Set(['taken-slug']);
  let next = 1;
  const view = (stored: Stored): Callout => {
    const { openedAt: _opened, ...callout } = stored;
    const status = calloutStatus({ starts: date(callout.starts), expires: date(callout.expires) }, new Date());
    return { ...callout, status, ...variantTexts(callout) };
  };
  const save = (current: Stored | null, body: CalloutCreate | CalloutPatch): Answer => {
    const problems = body.formSchema ? validateFormSchema(body.formSchema) : [];
    if (problems.length)
      return validationAnswer(problems.map((p) => ({ field: `formSchema.${p.path}`, rule: p.problem })));
    const sent = body.variants as Record<string, { title?: string } | null> | undefined;
    const title = sent?.default?.title ?? current?.variants?.default?.title ?? '';
    if (!title) return validationAnswer([{ field: 'variants.default.title', rule: 'minLength' }]);
    const slug = body.slug ?? current?.slug ?? slugify(title);
    if (
      current &&
      slug !== current.slug &&
      !canChangeSlug({ starts: date(current.starts), openedAt: date(current.openedAt) }, new Date())
    ) {
      return validationAnswer([{ field: 'slug', rule: 'locked' }]);
    }
    if (slug !== current?.slug && taken.has(slug)) return apiError('duplicate-slug');
    const id = current?.id ?? `c${next++}`;
    const merged = { ...(current ?? {}), ...body, id, slug } as Stored;
    merged.variants = { ...(current?.variants ?? {}), ...(body.variants as Callout['variants']) };
    const starts = body.starts === undefined ? (current?.starts ?? null) : body.starts;
    merged.starts = starts && date(starts)! < new Date() ? new Date().toISOString() : starts;
    merged.expires = body.expires === undefined ? (current?.expires ?? null) : body.expires;
    merged.openedAt = current?.openedAt ?? (merged.starts && date(merged.starts)! <= new Date() ? merged.starts : null);
    store.set(id, merged);
    if (current) taken.delete(current.slug);
    taken.add(slug);
    return { status: 200, body: view(merged) };
  };
  return {
    store,
    ...fakeApi((call) => {
      const found = extra(call);
      if (found) return found;
      const [path, query] = call.path.split('?');
      const match = /^callout\/([^/]+)$/.exec(path ?? '');
      if (call.method === 'POST' && path === 'callout') {
        const fromId = new URLSearchParams(query).get('fromId');
        if (!fromId) return save(null, call.body as CalloutCreate);
        const source = store.get(fromId);
        if (!source) return apiError('not-found');
        const { id: _id, slug: _slug, starts: _starts, expires: _expires, openedAt: _o, ...rest } = source;
        return save(null, { ...rest, slug: `${source.slug}-1` } as unknown as CalloutCreate);
      }
      const stored = match ? store.get(decodeURIComponent(match[1]!)) : undefined;
      if (!match) return undefined;
      if (!stored) return apiError('not-found');
      if (call.method === 'GET') return { status: 200, body: view(stored) };
      if (call.method === 'PATCH') return save(stored, call.body as CalloutPatch);
      if (call.method === 'DELETE') {
        store.delete(stored.id);
        return { status: 204 };
      }
      return undefined;
    }),
  };
}

const date = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

function variantTexts(callout: Callout) {
  const texts = callout.variants?.default;
  return {
    title: texts?.title ?? '',
    excerpt: texts?.excerpt ?? '',
    intro: texts?.intro ?? '',
    thanksTitle: texts?.thanksTitle ?? '',
    thanksText: texts?.thanksText ?? '',
    thanksRedirect: texts?.thanksRedirect ?? null,
    shareTitle: texts?.shareTitle ?? null,
    shareDescription: texts?.shareDescription ?? null,
  };
}

/**
 * A draft call-out named "Name the bridge" as `GET callout/{id}` answers it for the builder,
 * with `formSchema` (one text question by default).
 */
export const draftCallout = (
  formSchema: Callout['formSchema'] = {
    slides: [{ id: 'slide', title: '', components: [{ type: 'textfield', key: 'name', label: 'Name' }] }],
  },
): Callout & { openedAt: null } => ({
  id: 'c9',
  slug: 'name-the-bridge',
  title: 'Name the bridge',
  excerpt: '',
  image: '',
  starts: null,
  expires: null,
  status: 'draft',
  access: 'guest',
  captcha: 'none',
  allowUpdate: false,
  allowMultiple: false,
  hidden: false,
  showOnDashboard: true,
  formSchema,
  newsletterSchema: null,
  responseViewSchema: null,
  variants: {
    default: {
      title: 'Name the bridge',
      excerpt: '',
      intro: '',
      thanksTitle: '',
      thanksText: '',
      thanksRedirect: null,
      shareTitle: null,
      shareDescription: null,
    },
  },
  openedAt: null,
});
