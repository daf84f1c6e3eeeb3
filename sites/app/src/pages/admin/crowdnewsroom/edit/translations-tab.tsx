import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { localeTable } from '@masthead/core';
import { Button, FormAlert, TextField } from '@masthead/ui';
import { RichTextEditor } from '@masthead/ui/rich-text';
import { emptyTexts, type VariantTexts } from './callout-draft.ts';
import { ControlField } from './control-field.tsx';
import { fieldId } from './edit-errors.ts';
import type { TabProps } from './tab-props.ts';

/** Every text of the call-out per locale (SPEC.md s. 1: de@easy and el included); empty ones use the default texts. */
export function TranslationsTab({ draft, update, setTexts, errors }: TabProps) {
  const { t } = useLingui();
  const locales = localeTable.filter((l) => l.code !== 'en' && l.availability.callouts);
  const [locale, setLocale] = useState(locales[0]!.code);
  const texts: VariantTexts = draft.variants[locale] ?? emptyTexts();
  const base = draft.variants.default!;
  const set = (changes: Partial<VariantTexts>) => setTexts(locale, changes);
  const line = (name: 'title' | 'excerpt' | 'thanksTitle' | 'shareTitle' | 'shareDescription', label: string) => (
    <TextField
      key={`${locale}-${name}`}
      label={label}
      description={base[name] ? t`Default: ${base[name]}` : undefined}
      value={texts[name]}
      onValueChange={(value) => set({ [name]: value })}
    />
  );

  return (
    <>
      <div aria-live="polite">{errors.translations && <FormAlert>{errors.translations}</FormAlert>}</div>
      <ControlField
        id={fieldId('translations')}
        label={t`Language`}
        description={t`Texts left empty are shown in the default language (German variants fall back to each other first).`}
      >
        {(attributes) => (
          <select {...attributes} value={locale} onChange={(event) => setLocale(event.currentTarget.value)}>
            {locales.map((l) => (
              <option key={l.code} value={l.code}>
                {l.displayName} ({l.code})
              </option>
            ))}
          </select>
        )}
      </ControlField>
      {line('title', t`Title`)}
      {line('excerpt', t`Description`)}
      <RichTextEditor
        key={`${locale}-intro`}
        label={t`Introduction`}
        value={texts.intro}
        onChange={(intro) => set({ intro })}
      />
      {line('thanksTitle', t`Thank-you title`)}
      <RichTextEditor
        key={`${locale}-thanks`}
        label={t`Thank-you text`}
        value={texts.thanksText}
        onChange={(thanksText) => set({ thanksText })}
      />
      {draft.thanksMode === 'redirect' && (
        <TextField
          label={t`Page address after responding`}
          value={texts.thanksRedirect}
          onValueChange={(thanksRedirect) => set({ thanksRedirect })}
        />
      )}
      {line('shareTitle', t`Share title`)}
      {line('shareDescription', t`Share description`)}
      {draft.variants[locale] && (
        <Button
          variant="dangerOutlined"
          size="sm"
          onClick={() => {
            const variants = { ...draft.variants };
            delete variants[locale];
            update({ variants, removedVariants: [...draft.removedVariants, locale] });
          }}
        >
          <Trans>Remove this translation</Trans>
        </Button>
      )}
    </>
  );
}
