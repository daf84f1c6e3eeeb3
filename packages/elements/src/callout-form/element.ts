// `<callout-form>` for the embed script: masthead.ts loads this chunk once a page has one.
import { defineElement } from '../define-element.ts';
import { widgetElementOptions, withWidgetApi, type WidgetApiSettings } from '../widget-api.tsx';
import { CalloutForm } from './callout-form.tsx';

/** Registers `<callout-form>`; its attributes are read as strings (see README.md). */
export function define(settings: WidgetApiSettings): void {
  defineElement('callout-form', withWidgetApi(CalloutForm, settings), {
    ...widgetElementOptions(settings),
    // `preview` is a string like the others: a bare attribute is '' (on), 'false' is off.
    props: { slug: 'string', api: 'string', lang: 'string', preview: 'string' },
    // The build writes here the CSS of this element's code (this chunk and what it loads later).
    css: '__MASTHEAD_EMBED_CSS__',
  });
}
