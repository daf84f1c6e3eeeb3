/** What core reads of a parsed URL. */
interface ParsedUrl {
  readonly hostname: string;
}

// The WHATWG URL parser is a global in browsers and Node alike; core's
// types name neither (ES lib only), so it is reached through globalThis.
const UrlParser = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;

/**
 * The host name of an absolute URL, or null when it does not parse.
 * @example urlHostname('https://bücher.example/x') // 'xn--bcher-kva.example'
 */
export function urlHostname(value: string): string | null {
  try {
    return new UrlParser(value).hostname;
  } catch {
    return null;
  }
}
