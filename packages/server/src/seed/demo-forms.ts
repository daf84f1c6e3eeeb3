import type { FormSchema } from '@masthead/core';

const option = (label: string, value: string) => ({ label, value });

/**
 * The open call-out's form: every component type of docs/product/entities.md
 * ("Form component types") on two slides, some inside a panel, a well and
 * tabs, so a first start shows how each one looks in the widget, the
 * response table and the CSV export.
 */
export const housingForm = {
  slides: [
    {
      id: 'experience',
      title: 'Your experience',
      components: [
        { type: 'content', html: '<p>Everything you tell us stays with our newsroom.</p>', input: false },
        {
          type: 'textfield',
          key: 'headline',
          label: 'Sum it up in a few words',
          input: true,
          validate: { maxLength: 120 },
        },
        {
          type: 'textarea',
          key: 'story',
          label: 'What happened?',
          input: true,
          validate: { required: true, minWords: 5, maxWords: 500 },
        },
        {
          type: 'radio',
          key: 'tenure',
          label: 'Do you rent or own?',
          input: true,
          validate: { required: true },
          values: [option('I rent', 'rent'), option('I own', 'own'), option('Something else', 'other')],
        },
        {
          type: 'panel',
          key: 'costs',
          title: 'What you pay',
          components: [
            {
              type: 'currency',
              key: 'rent',
              label: 'Monthly rent',
              input: true,
              validate: { min: 0 },
              conditional: { show: true, when: 'tenure', eq: 'rent' },
            },
            {
              type: 'number',
              key: 'household',
              label: 'People in your home',
              input: true,
              validate: { min: 1, max: 20 },
            },
            {
              type: 'select',
              key: 'heating',
              label: 'How is your home heated?',
              input: true,
              data: {
                values: [
                  option('Gas', 'gas'),
                  option('Heat pump', 'heat-pump'),
                  option('District heating', 'district'),
                ],
              },
            },
          ],
        },
        {
          type: 'well',
          key: 'home',
          components: [
            { type: 'address', key: 'address', label: 'Where do you live? (street is enough)', input: true },
            { type: 'datetime', key: 'movedIn', label: 'When did you move in?', input: true, validate: { max: 'now' } },
            { type: 'file', key: 'photos', label: 'Photos of letters or your home (optional)', input: true },
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: 'Can we follow up?',
      components: [
        { type: 'content', html: '<p>Only our reporters see these details.</p>', input: false },
        {
          type: 'selectboxes',
          key: 'ways',
          label: 'How may we contact you?',
          input: true,
          values: [option('Email', 'email'), option('Phone', 'phone')],
        },
        {
          type: 'tabs',
          key: 'details',
          components: [
            {
              key: 'reach',
              label: 'Reaching you',
              components: [
                { type: 'email', key: 'email', label: 'Email', input: true },
                { type: 'phoneNumber', key: 'phone', label: 'Phone', input: true },
                { type: 'time', key: 'callTime', label: 'Best time to call', input: true },
              ],
            },
            {
              key: 'more',
              label: 'More',
              components: [
                { type: 'url', key: 'link', label: 'A link we should see', input: true },
                { type: 'checkbox', key: 'quote', label: 'You may quote me by name', input: true },
                { type: 'signature', key: 'signature', label: 'Sign to confirm your story is true', input: true },
              ],
            },
          ],
        },
      ],
    },
  ],
} satisfies FormSchema;

export const membersForm = {
  slides: [
    {
      id: 'ideas',
      title: 'Your ideas',
      components: [
        {
          type: 'select',
          key: 'topic',
          label: 'Which topic should we cover next?',
          input: true,
          validate: { required: true },
          data: {
            values: [
              option('Transport', 'transport'),
              option('Schools', 'schools'),
              option('Local council', 'council'),
            ],
          },
        },
        { type: 'textarea', key: 'why', label: 'Why does it matter to you?', input: true },
      ],
    },
  ],
} satisfies FormSchema;

/** The ended poll: a vote, and a reason, photo and place that its gallery and map show. */
export const pollForm = {
  slides: [
    {
      id: 'vote',
      title: 'Vote',
      components: [
        {
          type: 'radio',
          key: 'choice',
          label: 'Which name do you like best?',
          input: true,
          validate: { required: true },
          values: [option('The Bridge', 'bridge'), option('Riverside', 'riverside')],
        },
        { type: 'textfield', key: 'reason', label: 'Why this name?', input: true, validate: { maxLength: 140 } },
        { type: 'file', key: 'photo', label: 'Your photo of the river (optional)', input: true },
        { type: 'address', key: 'spot', label: 'Where do you cross the river?', input: true },
      ],
    },
  ],
} satisfies FormSchema;

/** The poll's public gallery and map: verified responses, titled by their reason, pinned at their spot. */
export const pollResponseView = {
  buckets: ['verified'],
  titleProp: 'answers.vote.reason',
  imageProp: 'answers.vote.photo',
  links: [{ text: 'Read the results', url: 'https://example.org/news/bridge-name' }],
  gallery: true,
  map: {
    style: '',
    // [longitude, latitude], as map libraries take them.
    center: [-0.1, 51.5],
    bounds: [
      [-0.3, 51.4],
      [0.1, 51.6],
    ],
    minZoom: 10,
    maxZoom: 18,
    initialZoom: 13,
    addressProp: 'answers.vote.spot',
    addressPattern: '',
    addressPatternProp: '',
    geocodeCountries: 'gb',
  },
};
