import { Trans } from '@lingui/react/macro';
import {
  forwardRef,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { visuallyHidden } from '../visually-hidden.css.ts';
import * as styles from './button.css.ts';

/** docs/product/limits.md, Theme: the ten button variants and four sizes. */
export const buttonVariants = [
  'primary',
  'link',
  'primaryOutlined',
  'linkOutlined',
  'dangerOutlined',
  'greyOutlined',
  'text',
  'danger',
  'dangerText',
  'dangerGhost',
] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['xs', 'sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  disabled?: boolean;
  /** Shows a spinner, keeps the width, sets aria-busy and ignores presses. */
  loading?: boolean;
  className?: string;
  children?: ReactNode;
}

type AsButton = CommonProps & { href?: undefined } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof CommonProps>;
type AsLink = CommonProps & { href: string } & Omit<
    AnchorHTMLAttributes<HTMLAnchorElement>,
    keyof CommonProps | 'href'
  >;
export type ButtonProps = AsButton | AsLink;

/**
 * A button, or a link styled as one when given `href`.
 *
 * Loading uses aria-disabled rather than the `disabled` attribute: a native
 * disabled button drops keyboard focus, and the reader who just pressed
 * "Save" would be thrown back to the top of the page. Presses are ignored
 * in code instead (which also stops a form submitting).
 *
 * @example <Button variant="danger" loading={saving} onClick={remove}>Delete</Button>
 */
export const Button = forwardRef<HTMLButtonElement | HTMLAnchorElement, ButtonProps>(function Button(props, ref) {
  const { variant = 'primary', size = 'md', disabled = false, loading = false, className, children, ...rest } = props;
  const blocked = disabled || loading;
  const classes = [styles.base, styles.variants[variant], styles.sizes[size], className].filter(Boolean).join(' ');
  const onClick = rest.onClick as ((e: MouseEvent<HTMLElement>) => void) | undefined;
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (blocked) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    onClick?.(event);
  };
  const content = (
    <>
      <span className={styles.label}>{children}</span>
      {loading && (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {/* The space keeps the name "Save Loading", not "SaveLoading". */}{' '}
          <span className={visuallyHidden}>
            <Trans>Loading</Trans>
          </span>
        </>
      )}
    </>
  );

  if (rest.href !== undefined) {
    const { href, ...anchorProps } = rest;
    // A link cannot be disabled; without href it leaves the tab order and
    // does nothing, and role/aria-disabled keep telling readers what it is.
    return (
      <a
        {...anchorProps}
        ref={ref as Ref<HTMLAnchorElement>}
        className={classes}
        href={blocked ? undefined : href}
        role={blocked ? 'link' : undefined}
        aria-disabled={blocked || undefined}
        aria-busy={loading || undefined}
        onClick={handleClick}
      >
        {content}
      </a>
    );
  }

  const { type = 'button', ...buttonProps } = rest;
  return (
    <button
      {...buttonProps}
      ref={ref as Ref<HTMLButtonElement>}
      type={type}
      className={classes}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {content}
    </button>
  );
});
