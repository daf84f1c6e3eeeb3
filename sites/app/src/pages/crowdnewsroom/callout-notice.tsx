import { useSnapshot } from 'valtio';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { errorCatalogue } from '@masthead/core';
import { useAppContext } from '../../app-context.ts';
import { AppLink } from './app-link.tsx';
import type { CalloutAvailability } from './callout-availability.ts';
import * as css from './crowdnewsroom.css.ts';

interface CalloutNoticeProps {
  availability: Exclude<CalloutAvailability, 'open'>;
  /** Where to come back to after logging in. */
  next: string;
}

/** Why the reader cannot answer the call-out now, with the way on where there is one. */
export function CalloutNotice({ availability, next }: CalloutNoticeProps) {
  const { i18n } = useLingui();
  const { settings, sandboxed } = useAppContext();
  const { newsroomMode } = useSnapshot(settings);
  let body;
  switch (availability) {
    case 'ended':
      body = <p>{i18n._(errorCatalogue['callout-closed'].text)}</p>;
      break;
    case 'not-open':
      body = (
        <p>
          <Trans>This call-out is not open yet. Please come back later.</Trans>
        </p>
      );
      break;
    case 'log-in':
      body = sandboxed ? (
        <SandboxedLogIn next={next} />
      ) : (
        <>
          <p>{i18n._(errorCatalogue['members-only'].text)}</p>
          <AppLink href={`/auth/login?next=${encodeURIComponent(next)}`} variant="primary">
            <Trans>Log in</Trans>
          </AppLink>
        </>
      );
      break;
    case 'members-only':
      body = (
        <>
          <p>
            <Trans>This call-out is open to members only.</Trans>
          </p>
          {newsroomMode ? null : (
            <AppLink href="/join" embeddable variant="primaryOutlined">
              <Trans>Become a member</Trans>
            </AppLink>
          )}
        </>
      );
      break;
    case 'answered':
      body = (
        <>
          <p>{i18n._(errorCatalogue['already-responded'].text)}</p>
          <AppLink href="/crowdnewsroom">
            <Trans>See your responses</Trans>
          </AppLink>
        </>
      );
      break;
  }
  return <div className={css.notice}>{body}</div>;
}

/**
 * Log in from a sandboxed frame: nobody can log in inside it (no cookies), and a sandbox without
 * `allow-popups` opens no window, so the call-out's address is shown as well as linked: the reader
 * can open it where the click is refused.
 */
function SandboxedLogIn({ next }: { next: string }) {
  const { i18n } = useLingui();
  const url = new URL(next, location.href).href;
  const shown = url.replace(/^https?:\/\//, '');
  return (
    <>
      <p>{i18n._(errorCatalogue['members-only'].text)}</p>
      <p>
        <Trans>
          To log in and answer, open the call-out on our site:{' '}
          <a href={url} target="_blank" rel="noopener">
            {shown}
          </a>
        </Trans>
      </p>
    </>
  );
}
