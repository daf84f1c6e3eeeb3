// The one script newsrooms include: `<script type="module" src="…/embed/masthead.js">`.
// It holds no widget code: for each element on the page it asks, all at once,
// for that element's chunk, every chunk it imports and its texts in the page's
// language, then defines the element. An element that appears later is loaded then.
import type { WidgetApiSettings } from './widget-api.tsx';
import type { CatalogLoaders } from './widgets-i18n.ts';

/** What the build knows of each element's files, relative to this script. */
interface ElementFiles {
  /** The element's own chunk (`src/<name>/element.ts`), then every chunk it imports. */
  files: string[];
  /** Its widgets catalog by locale: only the texts its code shows. */
  catalogs: Record<string, string>;
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

/** Loads and defines one element. Every file is asked for at once: none waits for another to arrive. */
function load(name: string): void {
  const { files, catalogs } = elements[name]!;
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
  own!.then(
    (module) => (module as ElementModule).define({ origin, catalogs: loaders }),
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
