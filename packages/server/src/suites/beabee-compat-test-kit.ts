/**
 * What a beabee v0.32 client sends, for the compatibility tests: a call-out
 * body as v0.32's admin app built it (`CreateCalloutData`: the settings,
 * `channels`, a form.io form with slide navigation, a newsletter schema, the
 * response view and every text in `variants`, with `slideNavigation` and
 * `componentText` per locale). Written from v0.32's documented shapes.
 * @example await call('admin', {method: 'POST', url: '/api/1.0/callout', payload: v032CalloutBody()})
 */

/** A form.io form as v0.32's builder saved it: two slides, the first leading to the second. */
const v032FormSchema = {
  slides: [
    {
      id: 'slide-about',
      title: 'About you',
      navigation: { prevText: 'Back', nextText: 'Next', nextSlideId: 'slide-story', submitText: 'Send' },
      components: [
        {
          type: 'textfield',
          key: 'name',
          label: 'Your name',
          input: true,
          tableView: true,
          validate: { required: true, maxLength: 100 },
        },
        {
          type: 'radio',
          key: 'local',
          label: 'Do you live here?',
          input: true,
          tableView: false,
          values: [
            { label: 'Yes', value: 'yes', shortcut: '' },
            { label: 'No', value: 'no', shortcut: '' },
          ],
        },
      ],
    },
    {
      id: 'slide-story',
      title: 'Your story',
      navigation: { prevText: 'Back', nextText: 'Next', nextSlideId: '', submitText: 'Send' },
      components: [
        {
          type: 'textarea',
          key: 'story',
          label: 'What happened?',
          input: true,
          autoExpand: false,
          validate: { required: true, minWords: 3 },
        },
      ],
    },
  ],
};

const v032Variant = (title: string, next: string) => ({
  title,
  excerpt: 'Short description',
  intro: '<p>Tell us what you saw.</p>',
  thanksTitle: 'Thank you',
  thanksText: '<p>We read every story.</p>',
  thanksRedirect: null,
  shareTitle: null,
  shareDescription: null,
  slideNavigation: {
    'slide-about': { prevText: 'Back', nextText: next, submitText: 'Send' },
    'slide-story': { prevText: 'Back', nextText: next, submitText: 'Send' },
  },
  componentText: { 'Your name': title === 'Flooded streets' ? 'Your name' : 'Dein Name' },
});

/** A whole v0.32 `POST callout` body; `slug` and `starts` as given. */
export function v032CalloutBody(options: { slug?: string; starts?: string | null } = {}) {
  return {
    slug: options.slug ?? 'flooded-streets',
    image: 'https://example.org/flood.jpg',
    starts: options.starts ?? null,
    expires: null,
    allowUpdate: false,
    allowMultiple: false,
    access: 'guest',
    captcha: 'none',
    hidden: false,
    channels: null,
    formSchema: v032FormSchema,
    newsletterSchema: {
      title: 'Stay in touch',
      text: '<p>Our weekly letter</p>',
      optIn: 'Yes, send it to me',
      groups: [{ id: 'weekly', label: 'Weekly', checked: false }],
    },
    responseViewSchema: {
      buckets: ['verified'],
      titleProp: 'answers.slide-about.name',
      imageProp: '',
      imageFilter: { condition: 'AND', rules: [] },
      links: [],
      gallery: false,
      map: null,
    },
    variants: {
      default: v032Variant('Flooded streets', 'Next'),
      de: v032Variant('Überflutete Straßen', 'Weiter'),
    },
  };
}
