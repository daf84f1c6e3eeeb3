import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { RequestLog, requestId } from '../logging/index.ts';
import { apiVersionPlugin } from './api-version.ts';
import { authContext, type AuthContextOptions } from './auth-context.ts';
import { clientErrorHandler, frameworkErrorHandler } from './client-error.ts';
import { compression } from './compression.ts';
import { cors } from './cors.ts';
import { csrfGuard } from './csrf-guard.ts';
import { errorEnvelope } from './error-envelope.ts';
import { jsonBody } from './json-body.ts';
import { newsroomMode, type NewsroomModeOptions } from './newsroom-mode.ts';
import { notFound, type NotFoundOptions } from './not-found.ts';
import { openapi } from './openapi.ts';
import { requestIdHeader } from './request-id-header.ts';
import { securityHeaders, type SecurityHeadersOptions } from './security-headers.ts';
import { onceSerializers, strictBodies } from './strict-bodies.ts';
import { dateTimeFormat, textGuard } from './text-guard.ts';
import { rewriteUrl } from './trailing-slash.ts';

/** 1 MiB: settings and call-out answers are small; uploads get their own limit. */
const bodyLimit = 1024 * 1024;

export interface FastifyOptions {
  /** Fastify's logger option: `loggerOptions(…)` (logging/) in the server, `false` in tests. */
  logger: FastifyServerOptions['logger'];
  /** As `Config.trustProxy`: a number is that many hops from the app. */
  trustProxy: boolean | number | string[];
}

/**
 * The Fastify instance every app is: request ids and one log line per
 * request, strict JSON schemas (unknown fields refused, every broken rule
 * reported, coercion for text parts only), one body limit.
 */
export function createFastify({ logger, trustProxy }: FastifyOptions): FastifyInstance {
  return Fastify({
    logger,
    // kernel/logging/README.md: a sane incoming X-Request-Id or a random one; one log line per request.
    genReqId: requestId,
    logController: new RequestLog(),
    // A number is that many hops from the app (Fastify's own reading of it, typed as a function).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit,
    // v0.32 clients call `contact/` and `callout/` as well as `contact` (kernel/http/trailing-slash.ts).
    rewriteUrl,
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    ajv: {
      // Reject unknown fields instead of silently dropping them, and report
      // every broken rule at once so a form can mark all its fields.
      customOptions: { removeAdditional: false, allErrors: true, coerceTypes: 'array' },
      // Dates are years 1 to 9999: year 0 is no date PGlite can store (PostgreSQL makes it 1 BC).
      onCreate: dateTimeFormat,
    },
    schemaController: { compilersFactory: { buildValidator: strictBodies, buildSerializer: onceSerializers } },
  });
}

export interface HttpPluginOptions {
  notFound: NotFoundOptions;
  /** SITE_URL: CORS lets the app's own origin send credentials. */
  siteUrl: string | null;
  headers: SecurityHeadersOptions;
  auth: AuthContextOptions;
  newsroomMode: NewsroomModeOptions;
}

/**
 * What every request passes through, in order: its id, the error envelope,
 * the app's page for unknown paths, the API version, CORS, security
 * headers, compression, JSON and text checks, the CSRF guard, who is
 * calling, the newsroom mode's refusals, and the OpenAPI document's collection of routes.
 */
export function registerHttpPlugins(app: FastifyInstance, options: HttpPluginOptions): void {
  app.register(requestIdHeader);
  app.register(errorEnvelope);
  app.register(notFound, options.notFound);
  app.register(apiVersionPlugin);
  app.register(cors, { siteUrl: options.siteUrl });
  app.register(securityHeaders, options.headers);
  app.register(compression);
  app.register(jsonBody);
  app.register(textGuard);
  app.register(csrfGuard);
  app.register(authContext, options.auth);
  app.register(newsroomMode, options.newsroomMode);
  app.register(openapi);
}
