import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { themeColorNames, type Theme, type ThemeColorName } from '@masthead/core';
import {
  Button,
  buttonVariants,
  contrastRatio,
  readableTextOn,
  tint,
  tintLevels,
  vars,
  type ButtonVariant,
} from '@masthead/ui';
import * as styles from './settings.css.ts';

/** A colour's name as the admin reads it. */
export function useColourNames(): Record<ThemeColorName, string> {
  const { t } = useLingui();
  return {
    primary: t`Primary`,
    link: t`Link`,
    body: t`Body text`,
    warning: t`Warning`,
    success: t`Success`,
    danger: t`Danger`,
  };
}

/** A button variant's name as the admin reads it (the code names are for developers: /admin/ui-toolkit). */
export function useButtonVariantNames(): Record<ButtonVariant, string> {
  const { t } = useLingui();
  return {
    primary: t`Primary`,
    link: t`Link`,
    primaryOutlined: t`Primary outlined`,
    linkOutlined: t`Link outlined`,
    dangerOutlined: t`Danger outlined`,
    greyOutlined: t`Grey outlined`,
    text: t`Text`,
    danger: t`Danger`,
    dangerText: t`Danger text`,
    dangerGhost: t`Danger ghost`,
  };
}

/** The tints generated from `hex` (packages/ui `tint`), each with its level and value. */
export function TintSwatches({ hex, label }: { hex: string; label: string }) {
  const { t } = useLingui();
  const swatches = [
    ...tintLevels.map((level) => ({ level: `${level}`, value: tint(hex, level) })),
    { level: '100', value: hex.toLowerCase() },
  ];
  return (
    <ul className={styles.tints} aria-label={t`Tints of ${label}`}>
      {swatches.map(({ level, value }) => (
        <li key={level} className={styles.swatch} style={{ background: value, color: readableTextOn(value) }}>
          {level} % {value}
        </li>
      ))}
    </ul>
  );
}

/** The contrast of `hex` text on white, as a ratio such as 4.5. */
export const contrastOnWhite = (hex: string) => Math.round(contrastRatio(hex, '#ffffff') * 10) / 10;

/** Each colour with its tints, for /_theme. */
export function ColourTable({ theme }: { theme: Theme }) {
  const names = useColourNames();
  return (
    <dl>
      {themeColorNames.map((name) => (
        <div key={name}>
          <dt>
            {names[name]}: <code>{theme.colors[name]}</code>
          </dt>
          <dd>
            <TintSwatches hex={theme.colors[name]} label={names[name]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A sample card in the theme: heading, text, a link, a button of each
 * variant, and notices. The theme comes from the custom properties around it.
 */
export function ThemeSample({ heading }: { heading: ReactNode }) {
  const variantNames = useButtonVariantNames();
  return (
    <div className={styles.preview}>
      <h3 className={styles.previewTitle}>{heading}</h3>
      <p>
        <Trans>
          Body text reads like this.{' '}
          <a href="#theme-sample" style={{ color: vars.color.link }}>
            A link looks like this.
          </a>
        </Trans>
      </p>
      <div className={styles.buttons}>
        {buttonVariants.map((variant) => (
          <Button key={variant} variant={variant} size="sm">
            {variantNames[variant]}
          </Button>
        ))}
      </div>
      <p
        className={styles.notice}
        style={{ borderInlineStartColor: vars.color.success, background: vars.tint.success[10] }}
      >
        <Trans>Success: your changes have been saved.</Trans>
      </p>
      <p
        className={styles.notice}
        style={{ borderInlineStartColor: vars.color.warning, background: vars.tint.warning[10] }}
      >
        <Trans>Warning: this call-out ends tomorrow.</Trans>
      </p>
      <p
        className={styles.notice}
        style={{ borderInlineStartColor: vars.color.danger, background: vars.tint.danger[10] }}
      >
        <Trans>Error: something went wrong.</Trans>
      </p>
    </div>
  );
}
