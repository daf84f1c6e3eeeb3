/**
 * Where a beabee instance's API is, from what an admin typed: `https://…`
 * (any host), or `http://…` only on this machine (`localhost`, `127.0.0.1`,
 * `[::1]`) and only where the caller allows it (the CLI, tests). No user or
 * password in the address; the API base is the address's path when it ends
 * in `/api/1.0`, else that path with `/api/1.0` added.
 */
export type SourceUrlCheck = { ok: true; apiBase: string } | { ok: false; reason: string };

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

export function checkSourceUrl(raw: string, options: { allowHttpLoopback: boolean }): SourceUrlCheck {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, reason: 'not an address (https://…)' };
  }
  if (url.username || url.password) return { ok: false, reason: 'the address may not carry a user or password' };
  const loopback = loopbackHosts.has(url.hostname);
  if (url.protocol === 'http:') {
    if (!loopback) return { ok: false, reason: 'http is only allowed for this machine (localhost); use https' };
    if (!options.allowHttpLoopback) return { ok: false, reason: 'use https' };
  } else if (url.protocol !== 'https:') {
    return { ok: false, reason: 'use https' };
  }
  const path = url.pathname.replace(/\/+$/, '');
  const apiPath = path.endsWith('/api/1.0') ? path : `${path}/api/1.0`;
  return { ok: true, apiBase: `${url.origin}${apiPath}` };
}
