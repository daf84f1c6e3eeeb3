import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GeneralSettings } from '@masthead/core';
import { useAppContext } from '../../../app-context.ts';
import { SaveBar, TabLoadState } from '../membership-builder/save-bar.tsx';
import { useContentForm } from '../membership-builder/use-content-form.ts';
import * as builder from '../membership-builder/membership-builder.css.ts';
import { generalDraftOf, generalFieldOf, generalPatch, type GeneralDraft, type GeneralPatch } from './general-draft.ts';
import { LinkFields, OrganisationFields, OtherFields } from './general-fields.tsx';
import { ProfileIntroForm, ShareForm } from './section-forms.tsx';
import { settingsErrorText } from './settings-errors.ts';

/**
 * The general tab: content/general's fields but the theme, then social
 * sharing (content/share) and the member home (content/profile), each a
 * form with its own Save that sends only what changed. A save updates the
 * app's settings at once (its name, links, currency).
 */
export function GeneralTab() {
  return (
    <>
      <GeneralForm />
      <ShareForm />
      <ProfileIntroForm />
    </>
  );
}

function GeneralForm() {
  const { api, settings } = useAppContext();
  const { t } = useLingui();
  const form = useContentForm<GeneralSettings, GeneralDraft, GeneralPatch>({
    load: () => api.content.general(),
    save: async (body) => {
      const saved = await api.content.updateGeneral({ body });
      Object.assign(settings, saved);
      return saved;
    },
    draftOf: generalDraftOf,
    patchOf: generalPatch,
    fieldOf: generalFieldOf,
    savedText: msg`The general settings have been saved`,
    leaveText: t`The settings have changes that are not saved. Leave this page and lose them?`,
    errorText: settingsErrorText,
  });
  const { ready, update, errors } = form;
  if (!ready) return <TabLoadState loaded={form.loaded} />;
  const props = { draft: ready.draft, update, errors };
  return (
    <form
      ref={form.form}
      noValidate
      className={builder.form}
      aria-labelledby="general-title"
      onSubmit={(e) => void form.submit(e)}
    >
      <h2 id="general-title">
        <Trans>General settings</Trans>
      </h2>
      <OrganisationFields {...props} />
      <LinkFields {...props} />
      <OtherFields {...props} />
      <SaveBar form={form} />
    </form>
  );
}
