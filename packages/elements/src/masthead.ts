// The one script newsrooms include: `<script type="module" src="…/embed/masthead.js">`.
import { defineElement } from './define-element.ts';
import { CalloutForm, setDefaultApi } from './callout-form/callout-form.tsx';

// The API lives where this script came from, unless an element's `api` attribute says otherwise.
setDefaultApi(new URL(import.meta.url).origin);

defineElement('callout-form', CalloutForm, {
  // `preview` is read as a string (r2wc's boolean reads a bare attribute as off); the component checks a bare one itself.
  props: { slug: 'string', api: 'string', lang: 'string', preview: 'string' },
});
