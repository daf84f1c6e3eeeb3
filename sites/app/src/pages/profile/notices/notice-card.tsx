import { useId, type MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Notice } from '@masthead/core';
import { sanitizeHtml } from '@masthead/forms/renderer';
import { Button, visuallyHidden } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import * as css from './notices.css.ts';

/** A notice's address as the app opens it: `internal` ones move within the app, the rest open a new tab. */
export function noticeLink(url: string, origin = location.origin): { href: string; internal: boolean } | null {
  if (url === '') return null;
  if (url.startsWith('/')) return { href: url, internal: true };
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.origin === origin
      ? { href: parsed.pathname + parsed.search + parsed.hash, internal: true }
      : { href: parsed.href, internal: false };
  } catch {
    return null;
  }
}

interface NoticeCardProps {
  notice: Pick<Notice, 'id' | 'name' | 'text' | 'buttonText' | 'url'>;
  /** 2 on the member's home, 3 inside the admin's preview section. */
  headingLevel?: 2 | 3;
  /** Offers "Dismiss" when given. */
  onDismiss?: () => void;
  /** false inside a preview: a plain box, since the page around already is a region of the same name. */
  region?: boolean;
}

/**
 * One notice as members see it: a region named by its heading (the
 * notice's name), the sanitised text, and its button when it has both a
 * text and an address. Another site's address opens in a new tab with
 * `rel="noopener noreferrer"`, and says so to screen readers.
 */
export function NoticeCard({ notice, headingLevel = 2, onDismiss, region = true }: NoticeCardProps) {
  const { router } = useAppContext();
  const { t } = useLingui();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Box = region ? 'section' : 'div';
  const link = notice.buttonText ? noticeLink(notice.url) : null;
  const follow = (event: MouseEvent<HTMLElement>) => {
    if (!link?.internal || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    router.navigate(link.href);
  };
  return (
    <Box
      aria-labelledby={region ? headingId : undefined}
      className={css.card}
      data-notice={notice.id}
      tabIndex={region ? -1 : undefined}
    >
      <Heading id={headingId} className={css.heading}>
        {notice.name}
      </Heading>
      {notice.text && (
        // The markup is rebuilt from an allow-list by sanitizeHtml (the server sanitised it too).
        <div className={css.text} dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.text) }} />
      )}
      {(link || onDismiss) && (
        <div className={css.actions}>
          {link &&
            (link.internal ? (
              <Button href={link.href} onClick={follow}>
                {notice.buttonText}
              </Button>
            ) : (
              <Button href={link.href} target="_blank" rel="noopener noreferrer">
                {notice.buttonText}
                <span className={visuallyHidden}> {t`(opens in a new tab)`}</span>
              </Button>
            ))}
          {onDismiss && (
            <Button variant="greyOutlined" aria-label={t`Dismiss the notice “${notice.name}”`} onClick={onDismiss}>
              {t`Dismiss`}
            </Button>
          )}
        </div>
      )}
    </Box>
  );
}
