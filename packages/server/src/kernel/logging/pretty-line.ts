/** One pino log entry as parsed from its JSON line. */
export type LogEntry = Record<string, unknown>;

const levelLabels: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** The message of the one line each request leaves when it is answered (`request-log.ts`). */
export const completionMessage = 'request completed';

// Shown elsewhere in the line, or noise on a terminal (the shipper's JSON keeps pid and hostname).
const shownApart = new Set(['level', 'time', 'msg', 'reqId', 'err', 'pid', 'hostname']);
const completionKeys = new Set([...shownApart, 'method', 'path', 'status', 'ms']);

/**
 * A log entry as one line a person reads on a terminal, ending in a newline:
 * `13:04:05.067 INFO  GET /api/1.0/health 200 3.2ms req=abc123` for a
 * request's completion, `13:04:05.067 WARN  message key=value … req=abc123`
 * for anything else. An error's stack follows on indented lines.
 */
export function prettyLine(entry: LogEntry): string {
  const completion = entry.msg === completionMessage && typeof entry.method === 'string';
  const head = completion
    ? `${String(entry.method)} ${value(entry.path)} ${value(entry.status)} ${value(entry.ms)}ms`
    : escapeControls(String(entry.msg ?? ''));
  const skip = completion ? completionKeys : shownApart;
  const pairs = Object.entries(entry)
    .filter(([key]) => !skip.has(key))
    .map(([key, v]) => `${key}=${value(v)}`);
  if (entry.reqId !== undefined) pairs.push(`req=${value(entry.reqId)}`);
  const line = [clock(entry.time), levelLabel(entry.level), head, ...pairs].filter(Boolean).join(' ');
  const error = entry.err === undefined ? '' : `\n${indent(errorText(entry.err))}`;
  return `${line}${error}\n`;
}

/** Local wall-clock time, `HH:MM:SS.mmm`: on a terminal the day is today. */
function clock(time: unknown): string {
  const date = new Date(typeof time === 'number' || typeof time === 'string' ? time : Date.now());
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}.${String(date.getMilliseconds()).padStart(3, '0')}`;
}

/** Five wide, so messages line up under each other. */
function levelLabel(level: unknown): string {
  return (levelLabels[level as number] ?? String(level)).padEnd(5);
}

/** A bare word stays bare; text with spaces, quotes or control characters, and objects, are JSON. */
function value(v: unknown): string {
  if (typeof v === 'string') return /^[^\s"=\\\p{Cc}]+$/u.test(v) ? v : JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean' || v === null) return String(v);
  return JSON.stringify(v) ?? String(v);
}

/** A newline in a message must not start what looks like another log line. */
function escapeControls(text: string): string {
  return text.replace(/\p{Cc}/gu, (c) => JSON.stringify(c).slice(1, -1));
}

/** pino's serialised error: its stack when it has one (which starts with the type and message). */
function errorText(err: unknown): string {
  if (typeof err !== 'object' || err === null) return String(err);
  const { stack, type, message } = err as { stack?: unknown; type?: unknown; message?: unknown };
  if (typeof stack === 'string' && stack) return stack;
  return `${String(type ?? 'Error')}: ${String(message ?? '')}`;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}
