import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Button } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import * as css from '../profile.css.ts';

/**
 * The recovery codes, shown once right after 2FA is turned on (the server
 * keeps only their hashes): to copy or download, with the note that each
 * works once on the "Lost your 2FA device?" page.
 */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useLingui();
  const { notifications } = useAppContext();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const text = `${codes.join('\n')}\n`;

  // The form that had focus is gone: readers start again at the codes.
  useEffect(() => headingRef.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notifications.notify({ variant: 'success', title: msg`The recovery codes are copied` });
    } catch {
      notifications.notify({
        variant: 'error',
        title: msg`Copying did not work. Select the codes and copy them, or download them.`,
      });
    }
  };

  return (
    <div>
      <h3 ref={headingRef} tabIndex={-1}>
        <Trans>Your recovery codes</Trans>
      </h3>
      <p>
        <Trans>
          If you lose your phone, use one of these codes on the page "Lost your 2FA device?" to turn off two-factor
          authentication. Each code works only once.
        </Trans>
      </p>
      <p>
        <strong>
          <Trans>Save them now somewhere safe, for example in a password manager. You will not see them again.</Trans>
        </strong>
      </p>
      <ul className={css.codes} aria-label={t`Recovery codes`}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={css.row}>
        <Button variant="primaryOutlined" onClick={() => void copy()}>
          <Trans>Copy codes</Trans>
        </Button>
        <Button
          variant="primaryOutlined"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="recovery-codes.txt"
        >
          <Trans>Download codes</Trans>
        </Button>
        <Button onClick={onDone}>
          <Trans>I have saved my codes</Trans>
        </Button>
      </div>
    </div>
  );
}
