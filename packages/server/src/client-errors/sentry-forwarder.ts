import { randomUUID } from 'node:crypto';
import type { ClientError } from '@masthead/core';

/** Where a DSN says to send events, and the key that signs them. */
export interface SentryDsn {
  /** `https://sentry.example.org/api/42/envelope/` */
  envelopeUrl: string;
  publicKey: string;
  /** The DSN as given: an envelope's header names it. */
  dsn: string;
}

/**
 * SENTRY_DSN (`https://<key>@<host>[/<path>]/<project>`, as Sentry, GlitchTip
 * or Bugsink give it) → the project's envelope endpoint; unset: null.
 * Throws on a value that is no DSN, at start-up rather than on the first error.
 * @example sentryDsn('https://abc@o1.ingest.example.org/42').envelopeUrl // 'https://o1.ingest.example.org/api/42/envelope/'
 */
export function sentryDsn(value: string | undefined): SentryDsn | null {
  const text = value?.trim();
  if (!text) return null;
  const url = URL.canParse(text) ? new URL(text) : null;
  const parts = url?.pathname.split('/').filter(Boolean) ?? [];
  const project = parts.pop();
  if (!url || !['http:', 'https:'].includes(url.protocol) || !url.username || !project || !/^\d+$/.test(project)) {
    throw new Error(`SENTRY_DSN must look like https://<key>@sentry.example.org/<project>, got "${text}"`);
  }
  const prefix = parts.length > 0 ? `/${parts.join('/')}` : '';
  return {
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/`,
    publicKey: decodeURIComponent(url.username),
    dsn: text,
  };
}

/** A stored report as a Sentry event: the message, the page, the breadcrumbs, the failed call as tags. */
export function sentryEvent(report: ClientError, eventId: string) {
  const tags: Record<string, string> = { source: report.source };
  if (report.requestId) tags.request_id = report.requestId;
  if (report.operation) tags.operation = report.operation;
  if (report.status !== null) tags.status = String(report.status);
  return {
    event_id: eventId,
    timestamp: report.createdAt,
    platform: 'javascript',
    level: 'error',
    logger: `masthead.${report.source}`,
    ...(report.release ? { release: report.release } : {}),
    message: { formatted: report.message },
    request: { url: report.url },
    tags,
    extra: { masthead_id: report.id, ...(report.stack ? { stack: report.stack } : {}) },
    breadcrumbs: {
      values: report.breadcrumbs.map((crumb) => ({
        timestamp: crumb.at,
        category: crumb.kind,
        type: crumb.kind === 'navigation' ? 'navigation' : crumb.kind === 'api' ? 'http' : 'user',
        message: crumb.text,
      })),
    },
  };
}

export interface SentryForwarderOptions {
  dsn: SentryDsn;
  fetch?: typeof fetch;
  /** How long one post may take before it is given up (ms). */
  timeout?: number;
  onError: (error: unknown) => void;
}

/**
 * Posts each stored report to a Sentry-compatible server as one envelope.
 * Never throws: a Sentry that is down loses reports there, not here (they
 * are stored before). `idle()` waits for the posts under way.
 * @example const forward = createSentryForwarder({dsn, onError}); forward.send(stored)
 */
export function createSentryForwarder(options: SentryForwarderOptions) {
  const { dsn, timeout = 5000, onError } = options;
  const pending = new Set<Promise<void>>();

  async function post(report: ClientError): Promise<void> {
    const eventId = randomUUID().replaceAll('-', '');
    const header = { event_id: eventId, sent_at: new Date().toISOString(), dsn: dsn.dsn };
    const body = [header, { type: 'event' }, sentryEvent(report, eventId)]
      .map((part) => JSON.stringify(part))
      .join('\n');
    const response = await (options.fetch ?? fetch)(dsn.envelopeUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-sentry-envelope',
        'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${dsn.publicKey}, sentry_client=masthead/1`,
      },
      body,
      signal: AbortSignal.timeout(timeout),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`Sentry answered ${response.status}`);
  }

  return {
    send(report: ClientError): void {
      const sent = post(report).catch(onError);
      pending.add(sent);
      void sent.finally(() => pending.delete(sent));
    },
    async idle(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}

export type SentryForwarder = ReturnType<typeof createSentryForwarder>;
