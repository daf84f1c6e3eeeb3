import type { NewCallout, VariantValues } from '../callouts/callout-repository.ts';
import { housingForm, membersForm, pollForm, pollResponseView } from './demo-forms.ts';

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
        response_view_schema: JSON.stringify(pollResponseView),
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
