import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  profileSettingsSchema,
  shareDescriptionMax,
  shareSettingsSchema,
  type ProfileSettings,
  type ShareSettings,
} from '@masthead/core';
import { useAppContext } from '../../../app-context.ts';
import { BuilderText, BuilderTextArea } from '../membership-builder/builder-fields.tsx';
import { SaveBar, TabLoadState } from '../membership-builder/save-bar.tsx';
import { useContentForm } from '../membership-builder/use-content-form.ts';
import * as builder from '../membership-builder/membership-builder.css.ts';
import { settingsErrorText } from './settings-errors.ts';
import { changedFields, checkStrings } from './settings-draft.ts';

/** A flat section's PATCH: what changed, checked by its schema's string rules. */
function flatPatch<T extends object>(properties: Readonly<Record<string, unknown>>) {
  return (draft: T, saved: T) => {
    const patch = changedFields(draft, saved);
    return { patch, errors: checkStrings(patch as Record<string, unknown>, properties) };
  };
}

/** Social sharing (content/share): what a shared link shows. */
export function ShareForm() {
  const { api } = useAppContext();
  const { t } = useLingui();
  const form = useContentForm<ShareSettings, ShareSettings, Partial<ShareSettings>>({
    load: () => api.content.share(),
    save: (body) => api.content.updateShare({ body }),
    draftOf: (saved) => saved,
    patchOf: flatPatch(shareSettingsSchema.properties),
    fieldOf: (field) => (field in shareSettingsSchema.properties ? field : null),
    savedText: msg`The social sharing settings have been saved`,
    leaveText: t`The settings have changes that are not saved. Leave this page and lose them?`,
    errorText: settingsErrorText,
  });
  const { ready, update, errors } = form;
  if (!ready) return <TabLoadState loaded={form.loaded} />;
  const { draft } = ready;
  const left = shareDescriptionMax - draft.description.length;
  return (
    <form
      ref={form.form}
      noValidate
      className={builder.form}
      aria-labelledby="share-title"
      onSubmit={(e) => void form.submit(e)}
    >
      <h2 id="share-title">
        <Trans>Social sharing</Trans>
      </h2>
      <BuilderText
        name="title"
        label={t`Share title`}
        errors={errors}
        value={draft.title}
        onChange={(title) => update({ title })}
      />
      <BuilderTextArea
        name="description"
        label={t`Share description`}
        description={left >= 0 ? t`${left} of ${shareDescriptionMax} characters left` : t`${-left} characters too many`}
        errors={errors}
        value={draft.description}
        onChange={(description) => update({ description })}
      />
      <BuilderText
        name="image"
        label={t`Share image address`}
        errors={errors}
        value={draft.image}
        onChange={(image) => update({ image })}
      />
      <BuilderText
        name="handle"
        label={t`Social handle`}
        description={t`Such as @dailyexample`}
        errors={errors}
        value={draft.handle}
        onChange={(handle) => update({ handle })}
      />
      <SaveBar form={form} />
    </form>
  );
}

/** The member home's intro (content/profile). */
export function ProfileIntroForm() {
  const { api } = useAppContext();
  const { t } = useLingui();
  const form = useContentForm<ProfileSettings, ProfileSettings, Partial<ProfileSettings>>({
    load: () => api.content.profile(),
    save: (body) => api.content.updateProfile({ body }),
    draftOf: (saved) => saved,
    patchOf: flatPatch(profileSettingsSchema.properties),
    fieldOf: (field) => (field === 'introText' ? field : null),
    savedText: msg`The member home text has been saved`,
    leaveText: t`The settings have changes that are not saved. Leave this page and lose them?`,
    errorText: settingsErrorText,
  });
  const { ready, update, errors } = form;
  if (!ready) return <TabLoadState loaded={form.loaded} />;
  return (
    <form
      ref={form.form}
      noValidate
      className={builder.form}
      aria-labelledby="profile-intro-title"
      onSubmit={(e) => void form.submit(e)}
    >
      <h2 id="profile-intro-title">
        <Trans>Member home</Trans>
      </h2>
      <BuilderTextArea
        name="introText"
        label={t`Intro text`}
        description={t`Shown at the top of /profile; a blank line starts a new paragraph`}
        errors={errors}
        value={ready.draft.introText}
        onChange={(introText) => update({ introText })}
      />
      <SaveBar form={form} />
    </form>
  );
}
