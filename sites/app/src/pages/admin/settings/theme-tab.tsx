import { useLayoutEffect, useRef } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  colourPattern,
  themeColorNames,
  themeFonts,
  type GeneralSettings,
  type Theme,
  type ThemeFont,
} from '@masthead/core';
import { applyTheme, minimumTextContrast } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { Link } from '../../../routes/link.tsx';
import { BuilderSelect, BuilderText } from '../membership-builder/builder-fields.tsx';
import type { FieldErrors } from '../membership-builder/builder-errors.ts';
import { SaveBar, TabLoadState } from '../membership-builder/save-bar.tsx';
import { useContentForm } from '../membership-builder/use-content-form.ts';
import * as builder from '../membership-builder/membership-builder.css.ts';
import { settingsErrorText } from './settings-errors.ts';
import { contrastOnWhite, ThemeSample, TintSwatches, useColourNames } from './theme-samples.tsx';
import { previewTheme, themeFieldOf, themePatch } from './theme-draft.ts';
import * as styles from './settings.css.ts';

const colour = new RegExp(colourPattern);

/**
 * The theme tab: the six colours (picker and hex), their tints and a
 * contrast warning, the fonts, the name, and a preview that wears the
 * unsaved theme. Saving applies the theme to the whole app at once.
 */
export function ThemeTab() {
  const { api, settings } = useAppContext();
  const { t } = useLingui();
  const form = useContentForm<GeneralSettings, Theme, { theme?: Theme }>({
    load: () => api.content.general(),
    save: async (body) => {
      const saved = await api.content.updateGeneral({ body });
      // main.tsx applies settings.theme to the page whenever it changes.
      Object.assign(settings, saved);
      return saved;
    },
    draftOf: (saved) => saved.theme,
    patchOf: themePatch,
    fieldOf: themeFieldOf,
    savedText: msg`The theme has been saved`,
    leaveText: t`The theme has changes that are not saved. Leave this page and lose them?`,
    errorText: settingsErrorText,
  });
  const preview = useRef<HTMLDivElement>(null);
  const ready = form.ready;
  const shown = ready ? previewTheme(ready.draft, ready.saved.theme) : null;
  useLayoutEffect(() => {
    if (preview.current && shown) applyTheme(preview.current, shown);
  });
  if (!ready) return <TabLoadState loaded={form.loaded} />;
  const { draft } = ready;
  const update = (theme: Partial<Theme>) => form.update(theme);
  return (
    <div className={builder.columns}>
      <form
        ref={form.form}
        noValidate
        className={builder.form}
        aria-labelledby="theme-title"
        onSubmit={(e) => void form.submit(e)}
      >
        <h2 id="theme-title">
          <Trans>Theme</Trans>
        </h2>
        <p>
          <Trans>
            Everyone can see the saved theme on the <Link href="/_theme">theme page</Link>, without logging in.
          </Trans>
        </p>
        <BuilderText
          name="theme.name"
          label={t`Theme name`}
          errors={form.errors}
          value={draft.name ?? ''}
          onChange={(name) => update({ name })}
        />
        <ColourFields theme={draft} errors={form.errors} onChange={(colors) => update({ colors })} />
        <FontFields theme={draft} errors={form.errors} onChange={(fonts) => update({ fonts })} />
        <SaveBar form={form} />
      </form>
      <section aria-labelledby="theme-preview-title" className={builder.preview}>
        <h2 id="theme-preview-title">
          <Trans>Preview</Trans>
        </h2>
        <div ref={preview} data-testid="theme-preview">
          <ThemeSample heading={<Trans>A sample heading</Trans>} />
        </div>
      </section>
    </div>
  );
}

function ColourFields({
  theme,
  errors,
  onChange,
}: {
  theme: Theme;
  errors: FieldErrors;
  onChange: (colors: Theme['colors']) => void;
}) {
  const { t } = useLingui();
  const names = useColourNames();
  return (
    <fieldset>
      <legend>
        <Trans>Colours</Trans>
      </legend>
      {themeColorNames.map((name) => {
        const value = theme.colors[name];
        const valid = colour.test(value);
        const set = (next: string) => onChange({ ...theme.colors, [name]: next });
        const ratio = valid ? contrastOnWhite(value) : null;
        return (
          <div key={name}>
            <div className={styles.colourRow}>
              <BuilderText
                name={`theme.colors.${name}`}
                label={t`${names[name]} colour (hex)`}
                errors={errors}
                value={value}
                onChange={set}
              />
              <input
                type="color"
                className={styles.picker}
                aria-label={t`${names[name]} colour picker`}
                value={valid ? value.toLowerCase() : '#000000'}
                onChange={(event) => set(event.currentTarget.value)}
              />
            </div>
            {valid && <TintSwatches hex={value} label={names[name]} />}
            {ratio !== null && ratio < minimumTextContrast && (
              <p className={styles.warning}>
                <Trans>
                  Text in this colour is hard to read on white: contrast {ratio}:1, at least {minimumTextContrast}:1 is
                  needed.
                </Trans>
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

function FontFields({
  theme,
  errors,
  onChange,
}: {
  theme: Theme;
  errors: FieldErrors;
  onChange: (fonts: Theme['fonts']) => void;
}) {
  const { t } = useLingui();
  const fonts = themeFonts.map((font) => ({ value: font, label: font }));
  return (
    <fieldset>
      <legend>
        <Trans>Fonts</Trans>
      </legend>
      <BuilderSelect<ThemeFont>
        name="theme.fonts.body"
        label={t`Body font`}
        errors={errors}
        value={theme.fonts.body}
        options={fonts}
        onChange={(body) => onChange({ ...theme.fonts, body })}
      />
      <BuilderSelect<ThemeFont | ''>
        name="theme.fonts.title"
        label={t`Title font`}
        errors={errors}
        value={theme.fonts.title ?? ''}
        options={[{ value: '', label: t`Same as the body font` }, ...fonts]}
        onChange={(title) => onChange({ ...theme.fonts, title: title || null })}
      />
    </fieldset>
  );
}
