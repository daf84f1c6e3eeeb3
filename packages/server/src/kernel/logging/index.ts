export { logFormat, loggerOptions, prettyStream, type LogFormat, type LogOutput } from './logger-options.ts';
export { logPath } from './log-path.ts';
export { prettyLine, type LogEntry } from './pretty-line.ts';
export { RequestLog } from './request-log.ts';
export { requestId } from './request-id.ts';
