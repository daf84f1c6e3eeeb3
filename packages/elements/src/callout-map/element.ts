// `<callout-map>` for the embed script: masthead.ts loads this chunk once a page has one.
import { defineElement } from '../define-element.ts';
import { widgetElementOptions, withWidgetApi, type WidgetApiSettings } from '../widget-api.tsx';
import { CalloutMap } from './callout-map.tsx';

/** Registers `<callout-map>` (see README.md for its attributes); leaflet loads only when the map shows. */
export function define(settings: WidgetApiSettings): void {
  defineElement('callout-map', withWidgetApi(CalloutMap, settings), {
    ...widgetElementOptions(settings),
    props: { slug: 'string', api: 'string', lang: 'string', tiles: 'string', attribution: 'string' },
    // The build writes here the CSS of this element's code (this chunk and what it loads later).
    css: '__MASTHEAD_EMBED_CSS__',
  });
}
