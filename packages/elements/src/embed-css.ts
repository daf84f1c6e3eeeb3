/**
 * The CSS of every component in the embed bundle. vanilla-extract extracts
 * it at build time; the rollup factory (`createBundle({preact: true})`)
 * drops the CSS file and writes its text in place of the marker below, so
 * each element can put it in its own shadow root: the page's styles stay
 * out, ours stay in. Outside that build (component tests) the marker stays
 * and nothing is added.
 */
export const embedCss: string = '__MASTHEAD_EMBED_CSS__';

// Tests a prefix, not the whole marker, so the build's replacement leaves this check intact.
export const hasEmbedCss = (): boolean => !embedCss.startsWith('__MASTHEAD_EMBED');
