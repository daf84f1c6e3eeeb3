import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Fieldset } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { BuilderCheck, BuilderSelect, BuilderTextArea } from './builder-fields.tsx';
import type { SetupPartProps } from './email-fields.tsx';
import { NewsletterFields } from './newsletter-fields.tsx';
import * as styles from './membership-builder.css.ts';

type CalloutChoice = { slug: string; title: string };

/** The call-outs a survey may be, by title (`GET callout`); null while loading, 'failed' when refused. */
function useCalloutChoices() {
  const { api } = useAppContext();
  const [choices, setChoices] = useState<CalloutChoice[] | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    api.callouts.list({ query: { sort: 'title', order: 'ASC', limit: 100 } }).then(
      (page) => live && setChoices(page.items.map(({ slug, title }) => ({ slug, title }))),
      () => live && setChoices('failed'),
    );
    return () => {
      live = false;
    };
  }, [api]);
  return choices;
}

/** What follows the payment: the welcome, the join survey, the opt-ins and the captcha. */
export function IntroFields({ draft, update, errors }: SetupPartProps) {
  const { t } = useLingui();
  const choices = useCalloutChoices();
  const listed = Array.isArray(choices) ? choices : [];
  // The saved survey stays choosable even when the list leaves it out (not loaded, or beyond the first hundred).
  const options = [
    { value: '', label: t`No survey` },
    ...(draft.surveySlug && !listed.some((c) => c.slug === draft.surveySlug)
      ? [{ value: draft.surveySlug, label: draft.surveySlug }]
      : []),
    ...listed.map((c) => ({ value: c.slug, label: c.title })),
  ];
  return (
    <>
      <BuilderTextArea
        name="welcome"
        label={t`Welcome message`}
        description={t`Shown to new members when they set up their account.`}
        value={draft.welcome}
        onChange={(welcome) => update({ welcome })}
        errors={errors}
      />
      <Fieldset legend={t`Join survey`}>
        <BuilderSelect
          name="surveySlug"
          label={t`Survey call-out`}
          description={t`New members are asked to answer this call-out after joining.`}
          value={draft.surveySlug ?? ''}
          options={options}
          onChange={(slug) => update({ surveySlug: slug || null })}
          errors={errors}
        />
        {choices === null && <p className={styles.hint} role="status">{t`Loading the call-outs…`}</p>}
        {choices === 'failed' && (
          <p
            className={styles.error}
            role="alert"
          >{t`The call-outs could not be loaded. Reload the page to try again.`}</p>
        )}
        <BuilderCheck
          name="surveyRequired"
          label={t`New members must answer the survey`}
          description={t`A required survey must be an open call-out, and cannot be ended while it is the survey.`}
          checked={draft.surveyRequired}
          onChange={(surveyRequired) => update({ surveyRequired })}
          errors={errors}
        />
        <BuilderTextArea
          name="surveyText"
          label={t`Survey text`}
          description={t`Shown above the survey.`}
          value={draft.surveyText}
          onChange={(surveyText) => update({ surveyText })}
          errors={errors}
        />
      </Fieldset>
      <Fieldset legend={t`Delivery address`}>
        <BuilderCheck
          name="showMailOptIn"
          label={t`Ask new members for a delivery address`}
          description={t`For a print edition or gifts sent by post; members may leave it out.`}
          checked={draft.showMailOptIn}
          onChange={(showMailOptIn) => update({ showMailOptIn })}
          errors={errors}
        />
      </Fieldset>
      <NewsletterFields draft={draft} update={update} errors={errors} />
      <Fieldset legend={t`Spam protection`}>
        <BuilderCheck
          name="captcha"
          label={t`Ask readers to pass a captcha when they join`}
          description={t`The same check as on call-outs: the reader's browser does a short calculation; nobody types anything.`}
          checked={draft.captcha}
          onChange={(captcha) => update({ captcha })}
          errors={errors}
        />
      </Fieldset>
    </>
  );
}
