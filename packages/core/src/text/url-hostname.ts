/** What core reads of a parsed URL. */
export interface ParsedUrl {
  readonly hostname: string;
  readonly origin: string;
  readonly protocol: string;
  readonly port: string;
}

// The WHATWG URL parser is a global in browsers and Node alike; core's
// types name neither (ES lib only), so it is reached through globalThis.
const UrlParser = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;

/** An absolute URL parsed, or null when it does not parse. */
export function parseUrl(value: string): ParsedUrl | null {
  try {
    return new UrlParser(value);
  } catch {
    return null;
  }
}

/**
 * The host name of an absolute URL, or null when it does not parse.
 * @example urlHostname('https://bücher.example/x') // 'xn--bcher-kva.example'
 */
export function urlHostname(value: string): string | null {
  return parseUrl(value)?.hostname ?? null;
}
