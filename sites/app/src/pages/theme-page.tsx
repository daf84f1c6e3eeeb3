import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { Theme } from '@masthead/core';
import { useAppContext } from '../app-context.ts';
import type { PageProps } from '../routes/pages.ts';
import { ColourTable, ThemeSample } from './admin/settings/theme-samples.tsx';

/**
 * `/_theme` (no login): the theme the app wears now, its colours with their
 * tints and hex values, its fonts and sample components.
 */
export function ThemePage({ route }: PageProps) {
  const { i18n } = useLingui();
  const { settings } = useAppContext();
  const theme = useSnapshot(settings).theme as Theme;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{i18n._(route.title)}</h1>
      {theme.name && (
        <p>
          <Trans>Theme: {theme.name}</Trans>
        </p>
      )}
      <h2>
        <Trans>Colours</Trans>
      </h2>
      <ColourTable theme={theme} />
      <h2>
        <Trans>Fonts</Trans>
      </h2>
      <dl>
        <dt>
          <Trans>Body font</Trans>
        </dt>
        <dd>{theme.fonts.body}</dd>
        <dt>
          <Trans>Title font</Trans>
        </dt>
        <dd>{theme.fonts.title ?? theme.fonts.body}</dd>
      </dl>
      <h2>
        <Trans>Components</Trans>
      </h2>
      <ThemeSample heading={<Trans>A sample heading</Trans>} />
    </section>
  );
}
