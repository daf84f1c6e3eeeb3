// The one script newsrooms include: `<script type="module" src="…/embed/masthead.js">`.
import { defineElement } from './define-element.ts';
import { CalloutForm, setDefaultApi } from './callout-form/callout-form.tsx';
import { setWidgetsDefaultApi } from './callout-api.ts';
import { lazyComponent } from './lazy-component.tsx';

// The API lives where this script came from, unless an element's `api` attribute says otherwise.
setDefaultApi(new URL(import.meta.url).origin);

defineElement('callout-form', CalloutForm, {
  // `preview` is read as a string (r2wc's boolean reads a bare attribute as off); the component checks a bare one itself.
  props: { slug: 'string', api: 'string', lang: 'string', preview: 'string' },
});

// Published responses: a gallery of cards and a map, each loaded only when one is on the page.
setWidgetsDefaultApi(new URL(import.meta.url).origin);
const CalloutGallery = lazyComponent(() =>
  import('./callout-gallery/callout-gallery.tsx').then((module) => module.CalloutGallery),
);
const CalloutMap = lazyComponent(() => import('./callout-map/callout-map.tsx').then((module) => module.CalloutMap));
defineElement('callout-gallery', CalloutGallery, { props: { slug: 'string', api: 'string', lang: 'string' } });
defineElement('callout-map', CalloutMap, {
  props: { slug: 'string', api: 'string', lang: 'string', tiles: 'string', attribution: 'string' },
});
