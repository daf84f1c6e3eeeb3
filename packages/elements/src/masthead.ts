// The one script newsrooms include: `<script type="module" src="…/embed/masthead.js">`.
import { defineElement } from './define-element.ts';
import { CalloutForm } from './callout-form/callout-form.tsx';
import { lazyComponent } from './lazy-component.tsx';
import { withWidgetApi, type WidgetApiSettings } from './widget-api.tsx';

// The API lives where this script came from, unless an element's `api` attribute says otherwise.
const api: WidgetApiSettings = { origin: new URL(import.meta.url).origin };

defineElement('callout-form', withWidgetApi(CalloutForm, api), {
  // `preview` is read as a string (r2wc's boolean reads a bare attribute as off); the component checks a bare one itself.
  props: { slug: 'string', api: 'string', lang: 'string', preview: 'string' },
});

// Published responses: a gallery of cards and a map, each loaded only when one is on the page.
const CalloutGallery = lazyComponent(() =>
  import('./callout-gallery/callout-gallery.tsx').then((module) => module.CalloutGallery),
);
const CalloutMap = lazyComponent(() => import('./callout-map/callout-map.tsx').then((module) => module.CalloutMap));
defineElement('callout-gallery', withWidgetApi(CalloutGallery, api), {
  props: { slug: 'string', api: 'string', lang: 'string' },
});
defineElement('callout-map', withWidgetApi(CalloutMap, api), {
  props: { slug: 'string', api: 'string', lang: 'string', tiles: 'string', attribution: 'string' },
});

// Joining: amount, payment and names in three steps; loaded only where a page has a <join-form>.
const JoinForm = lazyComponent(() => import('./join-form/join-form.tsx').then((module) => module.JoinForm));
defineElement('join-form', withWidgetApi(JoinForm, api), {
  props: { api: 'string', lang: 'string', amount: 'string', period: 'string' },
});
