import { isDeepStrictEqual } from 'node:util';
import {
  contentAliases,
  contentIds,
  defaultContentContacts,
  defaultContentTelegram,
  defaultGeneralSettings,
  defaultProfileSettings,
  defaultShareSettings,
  errorBody,
  type FieldError,
} from '@masthead/core';
import { operationRoutes, type OperationHandlers } from '../kernel/http/operation-routes.ts';
import { isSuperadminSession } from '../kernel/http/auth-context.ts';
import { apiError } from '../kernel/http/http-error.ts';
import { DomainError } from '../kernel/domain-error.ts';
import { contentSections, type ContentRepository } from './content-repository.ts';
import type { ContactTagRepository } from '../contacts/contact-tag-repository.ts';
import type { JoinSettingsService } from '../signup/index.ts';

export interface ContentRouteOptions {
  content: ContentRepository;
  /** content/join and content/join/setup, with their checks (packages/server/src/signup). */
  join: JoinSettingsService;
  /** content/contacts' `tags` are the contact tags' names. */
  tags: Pick<ContactTagRepository, 'list' | 'create'>;
}

/**
 * `content/general`, `content/join`, `content/join/setup`, `content/share`:
 * anyone may read them (every page needs name, logo and theme; the join form
 * its settings; link previews the share texts); `content/profile` any
 * logged-in contact (the member home). Only admins change them, and only a
 * superadmin in a session the site's address (`siteUrl`). A PATCH
 * merges after its schema checked each field (a bad one is a 422 naming it,
 * nothing saved), and join settings are checked as a whole after the merge.
 * v0.32's sections answer too: `content/email`, `content/payment` and
 * `content/telegram` to anyone, `content/contacts` (the tags' names) to admins.
 */
export const contentRoutes = operationRoutes<ContentRouteOptions>((app, { content, join, tags }) => {
  // Any other content id is a 400 naming the parameter, as v0.32 answered (its ids were a fixed list).
  app.route({
    method: ['GET', 'PATCH'],
    url: '/content/*',
    schema: { hide: true },
    handler: async (_request, reply) =>
      reply.code(400).send(errorBody('bad-request', [{ field: 'id', rule: 'enum', params: { allowed: contentIds } }])),
  });
  return contentHandlers(content, join, tags);
});

type Aliases = readonly (readonly [v032: string, own: string])[];

/** A section as answered: each setting also under its v0.32 name (`contentAliases`). */
function answered<T extends object>(settings: T, aliases: Aliases): T {
  const out: Record<string, unknown> = { ...(settings as Record<string, unknown>) };
  for (const [v032, own] of aliases) out[v032] = out[own];
  return out as T;
}

/**
 * A PATCH body with each v0.32 name written as Masthead's, the one name the
 * setting is stored under. Where both names come with different values, the
 * one that differs from what is stored is the change (a client sending back
 * everything it read, one name edited); where both differ from it, a 422
 * names the v0.32 one (`alias`, `params.of` Masthead's) and nothing is saved.
 * @example storedNames({twitterHandle: '@a'}, contentAliases.share, current) // {handle: '@a'}
 */
export function storedNames(
  body: Record<string, unknown>,
  aliases: Aliases,
  current: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  const errors: FieldError[] = [];
  for (const [v032, own] of aliases) {
    if (!Object.hasOwn(body, v032)) continue;
    const theirs = body[v032];
    delete out[v032];
    if (!Object.hasOwn(body, own) || isDeepStrictEqual(body[own], current[own])) out[own] = theirs;
    else if (!isDeepStrictEqual(theirs, current[own]) && !isDeepStrictEqual(theirs, body[own]))
      errors.push({ field: v032, rule: 'alias', params: { of: own } });
  }
  if (errors.length > 0) throw apiError('validation', errors);
  return out;
}

/**
 * A read-only field of a v0.32 section (what the server decides) may come
 * back as it was answered, as clients send back what they read; any other
 * value is a 422 `readonly`, not silently dropped.
 */
function readOnly(fields: Record<string, unknown>, current: Record<string, unknown>): void {
  const errors = Object.entries(fields)
    .filter(([field, value]) => value !== undefined && !isDeepStrictEqual(value, current[field]))
    .map(([field]) => ({ field, rule: 'readonly' }));
  if (errors.length > 0) throw apiError('validation', errors);
}

/** Only what was sent: `{a: undefined}` is no change. */
const defined = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/** Masthead's emails end with the sign-off and the organisation's name: no footer of their own. */
const emailFooter = '';

const contentHandlers = (content: ContentRepository, join: JoinSettingsService, tags: ContentRouteOptions['tags']) => {
  const general = () => content.get(contentSections.general, defaultGeneralSettings);
  const share = async () =>
    answered(await content.get(contentSections.share, defaultShareSettings), contentAliases.share);
  const profile = async () =>
    answered(await content.get(contentSections.profile, defaultProfileSettings), contentAliases.profile);

  const emailContent = async () => {
    const settings = await general();
    return { supportEmail: settings.supportEmail, supportEmailName: settings.emailFromName ?? '', footer: emailFooter };
  };
  const paymentContent = async () => {
    const [joinView, settings] = await Promise.all([join.view(), general()]);
    return {
      stripePublicKey: joinView.stripePublicKey ?? '',
      stripeCountry: joinView.stripeCountry,
      taxRateEnabled: settings.vatEnabled ?? false,
      taxRate: settings.vatRate ?? 0,
    };
  };
  const contactsContent = async () => {
    const [all, stored] = await Promise.all([
      tags.list(),
      content.get(contentSections.contacts, defaultContentContacts),
    ]);
    return { tags: all.map((tag) => tag.name), manualPaymentSources: stored.manualPaymentSources };
  };
  const telegram = () => content.get(contentSections.telegram, defaultContentTelegram);

  /** Adds a contact tag unless one of that name (ignoring case) is there, by now perhaps another admin's. */
  const addTag = async (name: string) => {
    try {
      await tags.create({ name, description: '' });
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'duplicate-tag-name')) throw error;
    }
  };

  const handlers = {
    'GET /content/general': async () => general(),

    'PATCH /content/general': async (request) => {
      // The site's address is where every reset, login and join link goes: an admin who
      // moved it elsewhere would receive a superadmin's next reset link (decision 42).
      const { siteUrl } = request.body;
      if (siteUrl !== undefined && !isSuperadminSession(request)) {
        const current = await general();
        if (siteUrl !== current.siteUrl) throw apiError('forbidden');
      }
      await content.patch(contentSections.general, request.body);
      return general();
    },

    'GET /content/share': async () => share(),
    'PATCH /content/share': async (request) => {
      await content.patch(contentSections.share, storedNames(request.body, contentAliases.share, await share()));
      return share();
    },

    'GET /content/profile': async () => profile(),
    'PATCH /content/profile': async (request) => {
      await content.patch(contentSections.profile, storedNames(request.body, contentAliases.profile, await profile()));
      return profile();
    },

    'GET /content/join': async () => join.view(),
    'PATCH /content/join': async (request) => join.patch(request.body),
    'GET /content/join/setup': async () => join.setup(),
    'PATCH /content/join/setup': async (request) => join.patchSetup(request.body),

    // v0.32's sections. Settings Masthead keeps elsewhere are read and written there.
    'GET /content/email': async () => emailContent(),
    'PATCH /content/email': async (request) => {
      const { footer, supportEmail, supportEmailName } = request.body;
      readOnly({ footer }, await emailContent());
      const patch = defined({ supportEmail, emailFromName: supportEmailName });
      if (Object.keys(patch).length > 0) await content.patch(contentSections.general, patch);
      return emailContent();
    },

    'GET /content/payment': async () => paymentContent(),
    'PATCH /content/payment': async (request) => {
      const { stripePublicKey, stripeCountry, taxRateEnabled, taxRate } = request.body;
      readOnly({ stripePublicKey }, await paymentContent());
      // The join form's settings are checked as a whole, before anything is saved.
      if (stripeCountry !== undefined) await join.patch({ stripeCountry });
      const vat = defined({ vatEnabled: taxRateEnabled, vatRate: taxRate });
      if (Object.keys(vat).length > 0) await content.patch(contentSections.general, vat);
      return paymentContent();
    },

    'GET /content/contacts': async () => contactsContent(),
    'PATCH /content/contacts': async (request) => {
      const { tags: names, manualPaymentSources } = request.body;
      const wanted = new Map((names ?? []).map((name) => [name.trim().toLowerCase(), name.trim()]));
      if (names !== undefined) {
        // Deleting a tag takes it off every contact: that is `DELETE contact-tags/{id}`'s, never a list's omission.
        const existing = await tags.list();
        const removed = existing.filter((tag) => !wanted.has(tag.name.toLowerCase()));
        if (removed.length > 0)
          throw apiError(
            'validation',
            removed.map((tag) => ({ field: 'tags', rule: 'tag-removed', params: { tag: tag.name } })),
          );
        const have = new Set(existing.map((tag) => tag.name.toLowerCase()));
        for (const [key, name] of wanted) if (!have.has(key)) await addTag(name);
      }
      if (manualPaymentSources !== undefined)
        await content.patch(contentSections.contacts, {
          manualPaymentSources: manualPaymentSources.map((source) => source.trim()),
        });
      return contactsContent();
    },

    'GET /content/telegram': async () => telegram(),
    'PATCH /content/telegram': async (request) => {
      await content.patch(contentSections.telegram, request.body);
      return telegram();
    },
  } satisfies OperationHandlers;
  return handlers;
};
