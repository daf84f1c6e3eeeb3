import type { NewCallout, VariantValues } from '../repositories/callout-repository.ts';

const day = 86_400_000;

const texts = (title: string, excerpt: string, intro: string, extra: Partial<VariantValues> = {}): VariantValues => ({
  title,
  excerpt,
  intro,
  thanks_title: '',
  thanks_text: '',
  thanks_redirect: null,
  share_title: null,
  share_description: null,
  ...extra,
});

const option = (label: string, value: string) => ({ label, value });

/** An open call-out for everyone, with a few component types on two slides. */
const housingForm = {
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
        { type: 'currency', key: 'rent', label: 'Monthly rent', input: true, validate: { min: 0 } },
      ],
    },
    {
      id: 'contact',
      title: 'Can we follow up?',
      components: [
        {
          type: 'selectboxes',
          key: 'ways',
          label: 'How may we contact you?',
          input: true,
          values: [option('Email', 'email'), option('Phone', 'phone')],
        },
        { type: 'email', key: 'email', label: 'Email', input: true },
        { type: 'checkbox', key: 'quote', label: 'You may quote me by name', input: true },
      ],
    },
  ],
};

const membersForm = {
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
};

const pollForm = {
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
      ],
    },
  ],
};

/** The demo call-outs of The Daily Example: one open to everyone, one for members, one ended. */
export function demoCallouts(now: Date): NewCallout[] {
  const at = (days: number) => new Date(now.getTime() + days * day);
  return [
    {
      slug: 'housing-costs',
      values: {
        starts: at(-7),
        expires: at(30),
        opened_at: at(-7),
        access: 'guest',
        form_schema: JSON.stringify(housingForm),
      },
      variants: {
        default: texts(
          'What does housing cost you?',
          'Rents are rising across the city. Tell us what it means for you.',
          '<p>We are investigating the cost of housing. Your story helps us ask the right questions.</p>',
          { thanks_title: 'Thank you!', thanks_text: '<p>A reporter will read every answer.</p>' },
        ),
        de: texts(
          'Was kostet Sie das Wohnen?',
          'Die Mieten steigen in der ganzen Stadt. Erzählen Sie uns, was das für Sie bedeutet.',
          '<p>Wir recherchieren zu den Wohnkosten. Ihre Geschichte hilft uns, die richtigen Fragen zu stellen.</p>',
          { thanks_title: 'Vielen Dank!', thanks_text: '<p>Eine Reporterin liest jede Antwort.</p>' },
        ),
      },
    },
    {
      slug: 'members-choose-the-next-story',
      values: {
        starts: at(-3),
        expires: null,
        opened_at: at(-3),
        access: 'member',
        form_schema: JSON.stringify(membersForm),
      },
      variants: {
        default: texts('Members: choose our next story', 'Only for members: pick the topic we dig into next.', ''),
        de: texts(
          'Mitglieder: Wählen Sie unsere nächste Geschichte',
          'Nur für Mitglieder: Welches Thema sollen wir als Nächstes recherchieren?',
          '',
        ),
      },
    },
    {
      slug: 'name-the-new-bridge',
      values: {
        starts: at(-60),
        expires: at(-30),
        opened_at: at(-60),
        access: 'anonymous',
        form_schema: JSON.stringify(pollForm),
      },
      variants: {
        default: texts('Name the new bridge', 'The vote has closed. Thank you to everyone who took part.', ''),
        de: texts(
          'Wie soll die neue Brücke heißen?',
          'Die Abstimmung ist beendet. Danke an alle, die mitgemacht haben.',
          '',
        ),
      },
    },
  ];
}
