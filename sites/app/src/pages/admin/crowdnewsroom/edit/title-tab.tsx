import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CheckboxField, Fieldset, TextField } from '@masthead/ui';
import { useAppContext } from '../../../../app-context.ts';
import { useSubmit } from '../../../../common/use-submit.ts';
import { autoSlug, descriptionMaxLength, shareDescriptionMaxLength } from './callout-draft.ts';
import { ControlField } from '../../../../admin-kit/control-field.tsx';
import { fieldId } from './edit-errors.ts';
import { LengthCount } from './length-count.tsx';
import type { TabProps } from './tab-props.ts';
import * as styles from './callout-edit.css.ts';

/** Title, description, slug, cover image and the texts shown when the call-out is shared. */
export function TitleTab({ draft, update, setTexts, errors, slugLocked }: TabProps & { slugLocked: boolean }) {
  const { t, i18n } = useLingui();
  const { api } = useAppContext();
  const texts = draft.variants.default!;
  const { busy: uploading, error: uploadFailure, submit } = useSubmit();
  const uploadError = uploadFailure ? i18n._(uploadFailure) : undefined;
  const slug = draft.slugManual ? draft.slug : autoSlug(draft);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    await submit(() => api.upload('POST /images', file), { onSuccess: ({ url }) => update({ image: url }) });
  };

  return (
    <>
      <TextField
        id={fieldId('title')}
        label={t`Title`}
        required
        value={texts.title}
        onValueChange={(title) => setTexts('default', { title })}
        error={errors.title}
      />
      <ControlField
        id={fieldId('excerpt')}
        label={t`Description`}
        description={t`A short summary for lists and previews, at most ${descriptionMaxLength} characters.`}
        error={errors.excerpt}
      >
        {(attributes) => (
          <textarea
            {...attributes}
            aria-describedby={[attributes['aria-describedby'], `${fieldId('excerpt')}-count`].filter(Boolean).join(' ')}
            rows={3}
            value={texts.excerpt}
            onChange={(event) => setTexts('default', { excerpt: event.currentTarget.value })}
          />
        )}
      </ControlField>
      <LengthCount id={`${fieldId('excerpt')}-count`} length={texts.excerpt.length} max={descriptionMaxLength} />
      <Fieldset legend={t`Slug`} description={t`The call-out's address: /crowdnewsroom/${slug || '…'}`}>
        <CheckboxField
          label={t`Set the slug myself`}
          checked={draft.slugManual}
          disabled={slugLocked}
          onCheckedChange={(slugManual) => update({ slugManual, slug: slugManual ? slug : draft.slug })}
        />
        <TextField
          id={fieldId('slug')}
          label={t`Slug`}
          value={slug}
          readOnly={slugLocked || !draft.slugManual}
          description={
            slugLocked
              ? t`Locked: the call-out has been published, and links to it are out.`
              : !draft.slugManual
                ? t`Made from the title.`
                : undefined
          }
          onValueChange={(value) => update({ slug: value.trim().toLowerCase() })}
          error={errors.slug}
        />
      </Fieldset>
      <Fieldset legend={t`Cover image`}>
        {draft.image && <img src={draft.image} alt="" className={styles.cover} />}
        <ControlField id={fieldId('image')} label={t`Upload an image`} error={uploadError ?? errors.image}>
          {(attributes) => (
            <input
              {...attributes}
              type="file"
              accept="image/*"
              disabled={uploading}
              onChange={(event) => void upload(event.currentTarget.files?.[0])}
            />
          )}
        </ControlField>
        {uploading && (
          <p role="status">
            <Trans>Uploading…</Trans>
          </p>
        )}
        <TextField label={t`Image address`} value={draft.image} onValueChange={(image) => update({ image })} />
        {draft.image && (
          <Button variant="dangerText" size="sm" onClick={() => update({ image: '' })}>
            <Trans>Remove the image</Trans>
          </Button>
        )}
      </Fieldset>
      <Fieldset
        legend={t`Sharing`}
        description={t`Optional: what shows when the call-out is shared, instead of the title and description.`}
      >
        <TextField
          id={fieldId('shareTitle')}
          label={t`Share title`}
          value={texts.shareTitle}
          onValueChange={(shareTitle) => setTexts('default', { shareTitle })}
          error={errors.shareTitle}
        />
        <ControlField id={fieldId('shareDescription')} label={t`Share description`} error={errors.shareDescription}>
          {(attributes) => (
            <textarea
              {...attributes}
              aria-describedby={[attributes['aria-describedby'], `${fieldId('shareDescription')}-count`]
                .filter(Boolean)
                .join(' ')}
              rows={2}
              value={texts.shareDescription}
              onChange={(event) => setTexts('default', { shareDescription: event.currentTarget.value })}
            />
          )}
        </ControlField>
        <LengthCount
          id={`${fieldId('shareDescription')}-count`}
          length={texts.shareDescription.length}
          max={shareDescriptionMaxLength}
        />
      </Fieldset>
    </>
  );
}
