import { useLingui } from '@lingui/react/macro';
import { TextField } from '@masthead/ui';
import { RichTextEditor } from '@masthead/ui/rich-text';
import { fieldId } from './edit-errors.ts';
import { RadioGroup } from './radio-group.tsx';
import type { TabProps } from './tab-props.ts';

/** What people see after answering: a thank-you message, or another page. */
export function EndMessageTab({ draft, update, setTexts, errors }: TabProps) {
  const { t } = useLingui();
  const texts = draft.variants.default!;
  return (
    <>
      <RadioGroup
        legend={t`After responding`}
        value={draft.thanksMode}
        options={[
          { value: 'message', label: t`Show a thank-you message` },
          { value: 'redirect', label: t`Send people to another page` },
        ]}
        onChange={(thanksMode) => update({ thanksMode })}
      />
      {draft.thanksMode === 'message' ? (
        <>
          <TextField
            id={fieldId('thanksTitle')}
            label={t`Thank-you title`}
            value={texts.thanksTitle}
            onValueChange={(thanksTitle) => setTexts('default', { thanksTitle })}
            error={errors.thanksTitle}
          />
          <RichTextEditor
            label={t`Thank-you text`}
            value={texts.thanksText}
            onChange={(thanksText) => setTexts('default', { thanksText })}
          />
        </>
      ) : (
        <TextField
          id={fieldId('thanksRedirect')}
          label={t`Page address`}
          description={t`Starting with https:// or http://.`}
          inputMode="url"
          value={texts.thanksRedirect}
          onValueChange={(thanksRedirect) => setTexts('default', { thanksRedirect })}
          error={errors.thanksRedirect}
        />
      )}
    </>
  );
}
