// `<callout-gallery>` for the embed script: masthead.ts loads this chunk once a page has one.
import { defineElement } from '../define-element.ts';
import { widgetElementOptions, withWidgetApi, type WidgetApiSettings } from '../widget-api.tsx';
import { CalloutGallery } from './callout-gallery.tsx';

/** Registers `<callout-gallery>` (see README.md for its attributes). */
export function define(settings: WidgetApiSettings): void {
  defineElement('callout-gallery', withWidgetApi(CalloutGallery, settings), {
    ...widgetElementOptions(settings),
    props: { slug: 'string', api: 'string', lang: 'string' },
    // The build writes here the CSS of this element's code (this chunk and what it loads later).
    css: '__MASTHEAD_EMBED_CSS__',
  });
}
