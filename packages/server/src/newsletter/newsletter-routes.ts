import type { FieldError, NewsletterSync } from '@masthead/core';
import { operationRoutes, type OperationHandlers } from '../kernel/http/operation-routes.ts';
import type { Job, JobQueue } from '../kernel/jobs/job-queue.ts';
import { apiError } from '../kernel/http/http-error.ts';
import { isUuid } from '../kernel/ids.ts';
import { ProviderError, type NewsletterProvider } from './newsletter-provider.ts';
import { pushJobKind, type PushPayload } from './newsletter-push.ts';
import type { NewsletterRepository } from './newsletter-repository.ts';
import {
  settingsView,
  type NewsletterSettingsRepository,
  type StoredNewsletterSettings,
} from './newsletter-settings.ts';
import { syncJobKind, type SyncProgress } from './newsletter-sync.ts';
import { parseForm, type EmailChangeRequest, type WebhookEvent } from './newsletter-webhook.ts';

export interface NewsletterRouteOptions {
  settings: NewsletterSettingsRepository;
  contacts: NewsletterRepository;
  /** create-newsletter.ts's `applyWebhook`. */
  applyWebhook: (
    stored: StoredNewsletterSettings,
    provider: NewsletterProvider,
    event: WebhookEvent,
    requestEmailChange: EmailChangeRequest,
  ) => Promise<void>;
  queue: JobQueue;
  providerFor: (settings: StoredNewsletterSettings) => NewsletterProvider | null;
  siteUrl: string | null;
  /** Mailchimp's `upemail`: Masthead's confirmed email change, as if the contact had asked for it. */
  requestEmailChange: EmailChangeRequest;
  /** Asks this server's job runner to look at the queue now (a sync starts without waiting for the poll). */
  kick: () => void;
}

/** 64 KiB: a webhook event is a few hundred bytes. */
const webhookBodyLimit = 64 * 1024;

/**
 * `newsletter/settings`, `newsletter/interests`, `newsletter/sync`,
 * `newsletter/failed` (admin) and `newsletter/webhook/{secret}` (the
 * provider: the secret in the address is its login; a wrong one is a 404
 * and changes nothing).
 */
export const newsletterRoutes = operationRoutes<NewsletterRouteOptions>((app, options) => {
  // Mailchimp posts its events form-encoded; only this scope reads such bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: webhookBodyLimit },
    (_request, body, done) => done(null, parseForm(body.toString())),
  );
  return newsletterHandlers(options);
});

function newsletterHandlers(options: NewsletterRouteOptions) {
  const { settings, contacts, applyWebhook, queue, providerFor, siteUrl, kick, requestEmailChange } = options;
  const webhookProvider = async (secret: string) => {
    if (!(await settings.isWebhookSecret(secret))) throw apiError('not-found');
    const stored = await settings.get();
    const provider = providerFor(stored);
    if (!provider) throw apiError('not-found');
    return { stored, provider };
  };
  return {
    'GET /newsletter/settings': async () => settingsView(await settings.get(), siteUrl),

    'PATCH /newsletter/settings': async (request) => {
      const current = await settings.get();
      const body = request.body;
      const apiKey = body.apiKey ?? current.apiKey;
      const keyCentre = apiKey.includes('-') ? apiKey.slice(apiKey.lastIndexOf('-') + 1) : '';
      const next = {
        provider: body.provider ?? current.provider,
        apiKey,
        serverPrefix: body.serverPrefix ?? (current.serverPrefix || keyCentre),
        audienceId: body.audienceId ?? current.audienceId,
        doubleOptIn: body.doubleOptIn ?? current.doubleOptIn,
        groups: body.groups ? body.groups.map((group) => ({ ...group })) : current.groups,
      };
      if (next.provider !== 'none') {
        const errors = missingFields(next, keyCentre);
        if (errors.length > 0) throw apiError('validation', errors);
        const changed = (['provider', 'apiKey', 'serverPrefix', 'audienceId'] as const).some(
          (field) => next[field] !== current[field],
        );
        const provider = providerFor({ ...next, webhookSecret: null });
        if (changed && provider) await checkWithProvider(provider);
      }
      return settingsView(await settings.save(next), siteUrl);
    },

    'GET /newsletter/interests': async () => {
      const provider = providerFor(await settings.get());
      if (!provider) return [];
      try {
        return await provider.interests();
      } catch (error) {
        if (error instanceof ProviderError) throw apiError('conflict');
        throw error;
      }
    },

    'POST /newsletter/sync': async (_request, reply) => {
      // Without a provider there is nothing to sync with: the answer says idle.
      if ((await settings.get()).provider === 'none') return reply.code(202).send(syncView(undefined));
      const latest = await queue.latest(syncJobKind);
      if (latest?.state !== 'running')
        await queue.enqueue({ kind: syncJobKind, dedupeKey: syncJobKind, maxAttempts: 3 });
      kick();
      return reply.code(202).send(syncView(await queue.latest(syncJobKind)));
    },

    'GET /newsletter/sync': async () => syncView(await queue.latest(syncJobKind)),

    'GET /newsletter/failed': async (request) => {
      const { limit, offset } = request.query;
      const { jobs, total } = await queue.failed(pushJobKind, { limit, offset });
      const emails = await contacts.emailsOf(jobs.map((job) => (job.payload as unknown as PushPayload).contactId));
      const items = jobs.map((job) => {
        const payload = job.payload as unknown as PushPayload;
        return {
          id: job.id,
          email: emails.get(payload.contactId) ?? payload.erasedEmail ?? '',
          error: job.last_error ?? '',
          attempts: job.attempts,
          failedAt: (job.finished_at ?? job.updated_at).toISOString(),
        };
      });
      return { items, offset, count: items.length, total };
    },

    'POST /newsletter/failed/{id}/retry': async (request, reply) => {
      if (!isUuid(request.params.id)) throw apiError('not-found');
      if (!(await queue.retry(request.params.id, pushJobKind))) throw apiError('not-found');
      kick();
      return reply.code(204).send(null);
    },

    'GET /newsletter/webhook/{secret}': async (request) => {
      await webhookProvider(request.params.secret);
      return { received: true };
    },

    'POST /newsletter/webhook/{secret}': async (request) => {
      const { stored, provider } = await webhookProvider(request.params.secret);
      await applyWebhook(stored, provider, request.body as WebhookEvent, requestEmailChange);
      return { received: true };
    },
  } satisfies OperationHandlers;
}

function missingFields(settings: Omit<StoredNewsletterSettings, 'webhookSecret'>, keyCentre: string): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of ['apiKey', 'serverPrefix', 'audienceId'] as const)
    if (settings[field] === '') errors.push({ field, rule: 'required', params: { missingProperty: field } });
  // A Mailchimp key ends in its data centre: another prefix could never work.
  if (keyCentre !== '' && settings.serverPrefix !== '' && keyCentre !== settings.serverPrefix)
    errors.push({ field: 'serverPrefix', rule: 'matchesKey', params: { expected: keyCentre } });
  return errors;
}

/** Asks the provider whether key and audience work; a refusal is a 422 on the field it concerns. */
async function checkWithProvider(provider: NewsletterProvider): Promise<void> {
  try {
    await provider.check();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    const field: FieldError =
      error.status === 401 || error.status === 403
        ? { field: 'apiKey', rule: 'rejected' }
        : error.status === 404
          ? { field: 'audienceId', rule: 'notFound' }
          : { field: 'serverPrefix', rule: 'unreachable' };
    throw apiError('validation', [field]);
  }
}

function syncView(job: Job | undefined): NewsletterSync {
  if (!job) return { state: 'idle', done: 0, total: 0, failed: 0, startedAt: null, finishedAt: null };
  const progress = (job.progress ?? {}) as Partial<SyncProgress>;
  const state = { pending: 'queued', running: 'running', done: 'done', failed: 'failed' } as const;
  return {
    state: state[job.state],
    done: progress.done ?? 0,
    total: progress.total ?? 0,
    failed: progress.failed ?? 0,
    startedAt: job.created_at.toISOString(),
    finishedAt: job.finished_at?.toISOString() ?? null,
  };
}
