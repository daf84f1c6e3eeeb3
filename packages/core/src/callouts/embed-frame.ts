/**
 * The iframe form of a call-out's public pages, for CMSes that strip
 * custom elements and scripts (WordPress's KSES, AMP): the server's oEmbed
 * answer and the admin's embed box build the same code from here.
 */

/** The public pages of a call-out that may be framed and that oEmbed answers for (docs/product/screens.md). */
export type EmbeddablePage = 'callout' | 'gallery' | 'map';

/** The `type` of the message a framed page posts with its content height. */
export const embedHeightMessage = 'masthead:height';

/** The `type` of the message a framed page posts once the reader's answer is stored (the thanks follow). */
export const embedSubmittedMessage = 'masthead:submitted';

/** The height an iframe starts with before the page reports its own. */
export const embedFrameHeights: Readonly<Record<EmbeddablePage, number>> = { callout: 800, gallery: 900, map: 600 };

/** The width oEmbed reports when the consumer gives no `maxwidth` (the iframe itself is 100% wide). */
export const embedFrameWidth = 640;

const pagePattern = /^\/crowdnewsroom\/([^/]+)(?:\/(gallery|map))?\/?$/;

/** `/crowdnewsroom/{slug}[/gallery|/map]` → its slug (or id) and page, else null. */
export function parseEmbeddablePath(path: string): { slug: string; page: EmbeddablePage } | null {
  const match = pagePattern.exec(path);
  if (!match) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  return { slug, page: (match[2] as 'gallery' | 'map' | undefined) ?? 'callout' };
}

/** The path of a call-out's embeddable page. */
export function embeddablePath(slug: string, page: EmbeddablePage): string {
  return `/crowdnewsroom/${encodeURIComponent(slug)}${page === 'callout' ? '' : `/${page}`}`;
}

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text for an HTML attribute value in double quotes (or for element text).
 * Named entities: WordPress reads a discovery link's href with
 * `htmlspecialchars_decode`, which knows `&amp;` but not `&#38;`.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEntities[c]!);
}

export interface EmbedFrameOptions {
  /** The site's origin, e.g. `https://news.example`. */
  origin: string;
  slug: string;
  page: EmbeddablePage;
  /** The iframe's accessible name: the call-out's title. */
  title: string;
  width?: number;
  height?: number;
}

/** Where the script that makes framed pages as tall as their content is served: `<origin>/embed/frame.js`. */
export const embedFrameScriptPath = '/embed/frame.js';

/**
 * The iframe code of a call-out's embeddable page: the frame, in the text
 * column (`display:block`, centred, 100% wide), and one empty script tag
 * that loads `embedFrameScript` from the site. Nothing in it is inline code
 * or style text: a CMS filter that strips the script leaves no text in the
 * article, only a frame that keeps its first height and scrolls.
 * @example embedFrameHtml({origin: 'https://members.example.org', slug: 'flood-stories', page: 'callout', title: 'Flood stories'})
 */
export function embedFrameHtml({ origin, slug, page, title, width, height }: EmbedFrameOptions): string {
  const src = `${origin}${embeddablePath(slug, page)}`;
  const frameHeight = height ?? embedFrameHeights[page];
  const widthAttribute = width === undefined ? '' : ` width="${width}"`;
  return (
    `<iframe src="${escapeHtml(src)}" title="${escapeHtml(title)}"${widthAttribute} height="${frameHeight}"` +
    ` loading="lazy" style="display:block;width:100%;margin-inline:auto;border:0" data-masthead-embed></iframe>\n` +
    `<script src="${escapeHtml(`${origin}${embedFrameScriptPath}`)}" async></script>`
  );
}

/**
 * The script `embedFrameHtml` loads (served at `embedFrameScriptPath`): it
 * believes messages only from the origin it was loaded from, sets each
 * `data-masthead-embed` frame that sent a height to that height, and
 * scrolls a frame whose reader has just answered back into view when its
 * top has gone above the window (the thanks are shorter than the form).
 * Any number of snippets on a page listen once.
 */
export function embedFrameScript(): string {
  const height = JSON.stringify(embedHeightMessage);
  const submitted = JSON.stringify(embedSubmittedMessage);
  return (
    `(function(){var s=document.currentScript;if(!s||window.__mastheadFrames)return;window.__mastheadFrames=1;` +
    `var o=new URL(s.src).origin;addEventListener("message",function(e){var d=e.data;` +
    `if(e.origin!==o||!d)return;` +
    `document.querySelectorAll("iframe[data-masthead-embed]").forEach(function(f){` +
    `if(f.contentWindow!==e.source)return;` +
    `if(d.type===${height}&&d.height>0)f.style.height=Math.ceil(d.height)+"px";` +
    `if(d.type===${submitted}&&f.getBoundingClientRect().top<0)f.scrollIntoView({block:"start"})})})})();\n`
  );
}
