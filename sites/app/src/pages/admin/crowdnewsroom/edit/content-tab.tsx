import { Trans, useLingui } from '@lingui/react/macro';
import { FormBuilder } from '@masthead/forms/builder';
import { FormAlert } from '@masthead/ui';
import { RichTextEditor } from '@masthead/ui/rich-text';
import { useWidgetsI18n } from '../../../../i18n/use-widgets-i18n.ts';
import { fieldId } from './edit-errors.ts';
import type { TabProps } from './tab-props.ts';

/** The introduction and the form (the builder). */
export function ContentTab({ draft, update, setTexts, errors, callout }: TabProps) {
  const { t } = useLingui();
  const widgets = useWidgetsI18n();
  const live = callout?.status === 'open' || callout?.status === 'ended';
  return (
    <>
      {live && (
        <FormAlert variant="info" title={<Trans>This call-out has been published</Trans>}>
          <p>
            <Trans>
              Changing the form’s questions, keys or options now may make earlier answers unusable. Change texts freely;
              add new questions rather than changing old ones.
            </Trans>
          </p>
        </FormAlert>
      )}
      <RichTextEditor
        id={fieldId('intro')}
        label={t`Introduction`}
        description={t`Shown above the form.`}
        value={draft.variants.default?.intro ?? ''}
        onChange={(intro) => setTexts('default', { intro })}
        error={errors.intro}
      />
      <h2 id={fieldId('formSchema')} tabIndex={-1}>
        <Trans>Form</Trans>
      </h2>
      <div aria-live="polite">{errors.formSchema && <FormAlert>{errors.formSchema}</FormAlert>}</div>
      {/* The preview's texts are the widgets' (their catalog, not the app's): it waits until they load. */}
      <FormBuilder schema={draft.formSchema} onChange={(formSchema) => update({ formSchema })} previewI18n={widgets} />
    </>
  );
}
