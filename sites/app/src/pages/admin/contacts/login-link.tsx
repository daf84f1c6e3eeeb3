import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@masthead/ui';
import * as styles from './contacts.css.ts';
import * as own from './account.css.ts';
import { useCopyText } from '../../../common/use-copy-text.ts';

/** How long an emergency login link works (the server's rule: once, within an hour). */
export const loginLinkLifetimeMs = 60 * 60 * 1000;

/**
 * A new emergency login link in a read-only field (focused, so it is read
 * at once), with its expiry and a Copy button whose outcome is announced.
 * Without clipboard access the link is selected for Ctrl+C instead.
 */
export function LoginLinkResult({ url, madeAt }: { url: string; madeAt: Date }) {
  const { t, i18n } = useLingui();
  const { field, copied, copy } = useCopyText<HTMLInputElement>(url);
  const until = i18n.date(new Date(madeAt.getTime() + loginLinkLifetimeMs), { timeStyle: 'short' });

  useEffect(() => field.current?.focus(), [field, url]);

  return (
    <div>
      <TextField
        ref={field}
        label={t`Login link`}
        description={
          <Trans>
            It works once, until {until} (one hour). Whoever opens it is logged in as this contact: give it to them
            only, by a way you trust.
          </Trans>
        }
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={styles.actions}>
        <Button variant="primaryOutlined" size="sm" onClick={() => void copy()}>
          <Trans>Copy link</Trans>
        </Button>
        <p role="status" className={own.result}>
          {copied === 'yes' && <Trans>Copied to the clipboard.</Trans>}
          {copied === 'no' && <Trans>The link is selected: press Ctrl+C (or ⌘+C) to copy it.</Trans>}
        </p>
      </div>
    </div>
  );
}
