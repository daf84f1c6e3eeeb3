// `<join-form>` for the embed script: masthead.ts loads this chunk once a page has one.
import { defineElement } from '../define-element.ts';
import { widgetElementOptions, withWidgetApi, type WidgetApiSettings } from '../widget-api.tsx';
import { JoinForm } from './join-form.tsx';

/** Registers `<join-form>`: amount, payment and names in three steps (see README.md). */
export function define(settings: WidgetApiSettings): void {
  defineElement('join-form', withWidgetApi(JoinForm, settings), {
    ...widgetElementOptions(settings),
    props: { api: 'string', lang: 'string', amount: 'string', period: 'string' },
    // The build writes here the CSS of this element's code (this chunk and what it loads later).
    css: '__MASTHEAD_EMBED_CSS__',
  });
}
