import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { logPath } from './log-path.ts';
import { prettyLine } from './pretty-line.ts';

export type LogFormat = 'pretty' | 'json';

/** Where log lines go: `process.stdout`, or a test's collector. */
export interface LogOutput {
  write(text: string): unknown;
}

/**
 * LOG_FORMAT (`auto`, `pretty`, `json`) for this output: `auto` is readable
 * lines on a terminal and JSON lines for a log shipper everywhere else.
 * @example logFormat('auto', process.stdout.isTTY)
 */
export function logFormat(setting: 'auto' | LogFormat, isTTY: boolean | undefined): LogFormat {
  if (setting !== 'auto') return setting;
  return isTTY ? 'pretty' : 'json';
}

/**
 * Turns pino's JSON lines into `prettyLine`s, in process and synchronously:
 * a line is written before the call returns, so nothing is lost when the
 * process exits right after logging.
 */
export function prettyStream(out: LogOutput): LogOutput {
  return {
    write(line: string) {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        return out.write(line);
      }
      return out.write(prettyLine(entry));
    },
  };
}

// What must never reach a log even when someone logs a whole object with it.
const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
];

/**
 * Fastify's `logger` option for the server: the level, the format, and
 * serializers that keep a request to its method and `logPath` (Fastify's
 * default keeps the query string and the caller's address), so bodies,
 * cookies, tokens and emails stay out of the log.
 */
export function loggerOptions(options: {
  level: string;
  format: LogFormat;
  out?: LogOutput;
}): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  const out = options.out ?? process.stdout;
  return {
    level: options.level,
    stream: options.format === 'pretty' ? prettyStream(out) : out,
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, path: logPath(request.url) }),
      res: (reply: { statusCode: number }) => ({ status: reply.statusCode }),
    },
    redact: { paths: redactedPaths, censor: '[redacted]' },
  };
}
