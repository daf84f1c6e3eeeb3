import type { MastheadDatabase } from '../../packages/server/src/kernel/db/create-database.ts';
import { createCalloutRepository } from '../../packages/server/src/callouts/callout-repository.ts';
import { demoResponses } from '../../packages/server/src/seed/demo-answers.ts';
import { housingForm } from '../../packages/server/src/seed/demo-forms.ts';

/**
 * The demo's answers to its open call-out (every component type but the photos): valid, and of a
 * realistic size. A file answer must name an upload of the site it is sent to, and a bench's has none.
 */
export const benchAnswers = demoResponses('http://localhost')
  .filter((response) => response.slug === 'housing-costs')
  .map(({ answers }) => {
    const { photos: _photos, ...experience } = (answers.experience ?? {}) as Record<string, unknown>;
    return { ...answers, experience };
  });

/** An open call-out with the demo's full form: guests may answer, as often as they like, without captcha. */
export async function createBenchCallout(db: MastheadDatabase['db'], slug: string): Promise<string> {
  const opened = new Date(Date.now() - 86_400_000);
  const callout = await createCalloutRepository({ db }).create({
    slug,
    values: {
      starts: opened,
      opened_at: opened,
      expires: null,
      access: 'guest',
      captcha: 'none',
      allow_multiple: true,
      form_schema: JSON.stringify(housingForm),
    },
    variants: {
      default: {
        title: 'Bench call-out',
        excerpt: '',
        intro: '',
        thanks_title: '',
        thanks_text: '',
        thanks_redirect: null,
        share_title: null,
        share_description: null,
      },
    },
  });
  return callout.id;
}
