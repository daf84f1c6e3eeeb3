import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  defaultLocale,
  fallbackChain,
  formTexts,
  localeTable,
  missingTranslations,
  navigationTexts,
  type FormTextKind,
  type NavigationText,
} from '@masthead/core';
import { Button, FormAlert, TextField } from '@masthead/ui';
import { RichTextEditor } from '@masthead/ui/rich-text';
import {
  emptyFormTranslation,
  emptyTexts,
  type CalloutDraft,
  type FormTranslation,
  type VariantTexts,
} from './callout-draft.ts';
import { ControlField } from '../../../../admin-kit/control-field.tsx';
import { fieldId } from './edit-errors.ts';
import type { TabProps } from './tab-props.ts';
import * as css from '../../../../admin-kit/form.css.ts';

/**
 * The form texts a reader of `code` gets translated: the locale's own, and each one it leaves
 * empty taken from its fallback locales (de@easy → de@informal → de), as the server picks them
 * (callout-serialiser.ts `pickTexts`). Only what falls through to the default language is missing.
 */
function inheritedForm(draft: Pick<CalloutDraft, 'formTranslations'>, code: string): FormTranslation {
  const chain = fallbackChain(code).filter((c) => c === code || c !== defaultLocale);
  const merged: FormTranslation = { componentText: {}, slideNavigation: {} };
  for (const c of chain.reverse()) {
    const own = draft.formTranslations[c];
    if (!own) continue;
    for (const [text, value] of Object.entries(own.componentText)) {
      if (value.trim() !== '') merged.componentText[text] = value;
    }
    for (const [slideId, buttons] of Object.entries(own.slideNavigation)) {
      const set = Object.entries(buttons).filter(([, value]) => typeof value === 'string' && value.trim() !== '');
      merged.slideNavigation[slideId] = { ...merged.slideNavigation[slideId], ...Object.fromEntries(set) };
    }
  }
  return merged;
}

/**
 * Every text of the call-out per locale (docs/product/limits.md, "Locales": de@easy and el included); empty ones use
 * the default texts.
 */
export function TranslationsTab({ draft, update, setTexts, errors }: TabProps) {
  const { t } = useLingui();
  const locales = localeTable.filter((l) => l.code !== 'en' && l.availability.callouts);
  const [locale, setLocale] = useState(locales[0]!.code);
  const texts: VariantTexts = draft.variants[locale] ?? emptyTexts();
  const base = draft.variants.default!;
  const set = (changes: Partial<VariantTexts>) => setTexts(locale, changes);
  const translation = draft.formTranslations[locale] ?? emptyFormTranslation();
  const formTextList = formTexts(draft.formSchema);
  const buttons = navigationTexts(draft.formSchema);
  const kindText: Record<FormTextKind, string> = {
    slideTitle: t`Slide title`,
    label: t`Label`,
    description: t`Description`,
    placeholder: t`Placeholder`,
    option: t`Option`,
    title: t`Panel title`,
  };
  const buttonText = ({ field }: NavigationText) =>
    field === 'prevText' ? t`Back button` : field === 'nextText' ? t`Next button` : t`Submit button`;
  /** Keeps the locale's other texts; a new locale starts with empty texts so the defaults show. */
  const setForm = (next: FormTranslation) =>
    update({
      formTranslations: { ...draft.formTranslations, [locale]: next },
      variants: { ...draft.variants, [locale]: draft.variants[locale] ?? emptyTexts() },
    });
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
      <h2 id="translations-missing">
        <Trans>Missing translations</Trans>
      </h2>
      <ul aria-labelledby="translations-missing" className={css.hint}>
        {locales.map((l) => {
          const form = inheritedForm(draft, l.code);
          const count = missingTranslations(draft.formSchema, form.componentText, form.slideNavigation);
          const name = l.displayName;
          return <li key={l.code}>{t`${name}: ${count} missing`}</li>;
        })}
      </ul>
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
      <h2 id="translations-form">
        <Trans>Form texts</Trans>
      </h2>
      <p className={css.hint}>
        <Trans>Each field is labelled with the text in the default language; empty ones show it.</Trans>
      </p>
      {formTextList.length + buttons.length === 0 && (
        <p>
          <Trans>The form has no texts yet.</Trans>
        </p>
      )}
      {formTextList.map(({ text, kind }) => (
        <TextField
          key={`${locale}-text-${text}`}
          label={text}
          description={kindText[kind]}
          value={translation.componentText[text] ?? ''}
          onValueChange={(value) =>
            setForm({ ...translation, componentText: { ...translation.componentText, [text]: value } })
          }
        />
      ))}
      {buttons.map((button) => (
        <TextField
          key={`${locale}-nav-${button.slideId}-${button.field}`}
          label={button.text}
          description={buttonText(button)}
          value={translation.slideNavigation[button.slideId]?.[button.field] ?? ''}
          onValueChange={(value) =>
            setForm({
              ...translation,
              slideNavigation: {
                ...translation.slideNavigation,
                [button.slideId]: { ...translation.slideNavigation[button.slideId], [button.field]: value },
              },
            })
          }
        />
      ))}
      {draft.variants[locale] && (
        <Button
          variant="dangerOutlined"
          size="sm"
          onClick={() => {
            const variants = { ...draft.variants };
            delete variants[locale];
            const formTranslations = { ...draft.formTranslations };
            delete formTranslations[locale];
            update({ variants, formTranslations, removedVariants: [...draft.removedVariants, locale] });
          }}
        >
          <Trans>Remove this translation</Trans>
        </Button>
      )}
    </>
  );
}
