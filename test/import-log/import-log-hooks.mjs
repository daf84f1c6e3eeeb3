// Module hooks for import-log.mjs; they run on Node's hooks thread.
import { appendFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';

let log = '';

export function initialize(data) {
  log = data.log;
}

export async function resolve(specifier, context, nextResolve) {
  const bare = !/^[./]|^[a-z][a-z0-9+.-]*:/i.test(specifier) && !isBuiltin(specifier);
  // Written before resolving, so an import that fails still shows it was tried.
  if (bare) appendFileSync(log, `${specifier}\n`);
  return nextResolve(specifier, context);
}
