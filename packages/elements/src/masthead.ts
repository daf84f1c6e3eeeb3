// The one script newsrooms include: `<script type="module" src="…/embed/masthead.js">`.
// It holds no widget code: for each element on the page it asks, all at once,
// for that element's chunk, every chunk it imports, its texts in the page's
// language and, for `<callout-form>`, the call-out itself, then defines the
// element. An element that appears later is loaded then.
import type { WidgetApiSettings } from './widget-api.tsx';
import type { CatalogLoaders } from './widgets-i18n.ts';

/** What the build knows of each element's files, relative to this script. */
interface ElementFiles {
  /** The element's own chunk (`src/<name>/element.ts`), then every chunk it imports. */
  files: string[];
  /** Its widgets catalogs (only the texts its code shows), one per locale, named with one hash (`catalogFile`). */
  hash: string;
  locales: string[];
}

/** What `src/<name>/element.ts` exports. */
interface ElementModule {
  define(settings: WidgetApiSettings): void;
}

// The build (scripts/embed-elements.mjs) writes the table in here.
const elements = JSON.parse('__MASTHEAD_EMBED_ELEMENTS__') as Record<string, ElementFiles>;
const url = (file: string) => new URL(file, import.meta.url).href;
// The API lives where this script came from, unless an element's `api` attribute says otherwise.
const origin = new URL(import.meta.url).origin;
const waiting = new Set(Object.keys(elements));

/** The catalog `useWidgetLocale` picks for a language tag: the exact code, else the base language (`de-CH` → `de`). */
function catalogFor(tag: string | null, catalogs: Record<string, string>): string | undefined {
  if (!tag) return undefined;
  if (Object.hasOwn(catalogs, tag)) return tag;
  const base = tag.toLowerCase().split(/[-_]/)[0]!;
  return Object.hasOwn(catalogs, base) ? base : undefined;
}

/**
 * The newsroom's theme as the admin set it (settings, theme tab): `--mh-*` values at zero
 * specificity from the server (`/embed/theme.css`), after the built-in defaults, so a theme
 * change reaches every element on the next page view and the page's own rules still win.
 */
function linkTheme(): void {
  if (document.querySelector('link[data-masthead-theme]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = `${origin}/embed/theme.css`;
  link.setAttribute('data-masthead-theme', '');
  document.head.append(link);
}

/** The reads started here, before the element's code has arrived: `credentials` + url → its answer, taken once. */
const early = new Map<string, Promise<Response>>();

/** What `createWidgetApi` asks before fetching: an answer this script already asked for, once. */
function takeEarly(url: string, init?: RequestInit): Promise<Response> | undefined {
  const key = `${init?.credentials}${url}`;
  const answer = early.get(key);
  early.delete(key);
  return answer;
}

/**
 * Starts the reads a `<callout-form>` makes first, exactly as it will make them (`callout-form.tsx`,
 * `createWidgetApi`), so they travel with its chunks instead of after them: the call-out with its
 * form in the element's language, and on the API's own origin (cookies go along, as `sendsCookies`
 * decides) who is logged in. Without a language on the element or the page the element asks the
 * newsroom's first, so nothing is started; a read the element then makes differently is not used.
 */
function readEarly(element: Element, catalogs: Record<string, string>): void {
  const slug = element.getAttribute('slug');
  const locale =
    catalogFor(element.getAttribute('lang'), catalogs) ?? catalogFor(document.documentElement.lang, catalogs);
  const api = (element.getAttribute('api') || origin).replace(/\/+$/, '');
  if (!slug || !locale) return;
  let own: boolean;
  try {
    // A frame sandboxed without allow-same-origin has an opaque origin: no cookies there.
    own = self.origin !== 'null' && new URL(api, location.href).origin === location.origin;
  } catch {
    return;
  }
  const credentials = own ? 'include' : 'omit';
  const query = `with=form${own ? '&with=hasAnswered' : ''}&variant=${encodeURIComponent(locale)}`;
  for (const path of [`callout/${encodeURIComponent(slug)}?${query}`, ...(own ? ['auth/info'] : [])]) {
    const href = `${api}/api/1.0/${path}`;
    const answer = fetch(href, { credentials });
    // Not used (the element asked differently): no unhandled rejection either.
    answer.catch(() => {});
    early.set(credentials + href, answer);
  }
}

/** Loads and defines one element. Every file is asked for at once: none waits for another to arrive. */
function load(name: string): void {
  const { files, hash, locales } = elements[name]!;
  // As scripts/embed-elements.mjs names them (`catalogFile`).
  const catalogs: Record<string, string> = {};
  for (const code of locales) catalogs[code] = `assets/locale-${code.replace('@', '-')}-${name}-${hash}.js`;
  waiting.delete(name);
  linkTheme();
  const [own, ...imported] = files.map((file) => import(url(file)) as Promise<unknown>);
  for (const chunk of imported) chunk.catch(() => {});
  const loaders: CatalogLoaders = {};
  for (const [code, file] of Object.entries(catalogs)) loaders[code] = () => import(url(file));
  // The texts in each language the page's elements name (`lang`, else the page's): the element
  // asks for the same file once it runs, and gets it from this request.
  const langs = new Set<string | undefined>();
  for (const element of document.getElementsByTagName(name))
    langs.add(
      catalogFor(element.getAttribute('lang'), catalogs) ?? catalogFor(document.documentElement.lang, catalogs),
    );
  for (const code of langs) if (code) loaders[code]!().catch(() => {});
  if (name === 'callout-form') for (const element of document.getElementsByTagName(name)) readEarly(element, catalogs);
  own!.then(
    (module) => (module as ElementModule).define({ origin, catalogs: loaders, early: takeEarly }),
    (error: unknown) => {
      // The element stays undefined and shows the editor's fallback link inside it; a later one tries again.
      console.warn(`Masthead: the code of <${name}> could not be loaded.`, error);
      waiting.add(name);
      observe();
    },
  );
}

/** Loads the elements that `root` is or holds. */
function find(root: Element | Document): void {
  for (const name of waiting) {
    if ((root as Element).localName === name || root.getElementsByTagName(name).length > 0) load(name);
  }
  if (waiting.size === 0) observer.disconnect();
}

const observer = new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) if (node.nodeType === Node.ELEMENT_NODE) find(node as Element);
  }
});
const observe = () => observer.observe(document, { childList: true, subtree: true });

observe();
find(document);
