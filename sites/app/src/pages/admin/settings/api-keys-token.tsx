import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FormAlert, TextField } from '@masthead/ui';
import type { CreatedApiKey } from './api-keys-create-form.tsx';
import * as css from './api-keys-page.css.ts';

/**
 * A new key's token, shown this once: in a read-only field that takes focus
 * (so it is read at once), with a note that it will not be shown again and
 * a Copy button whose outcome is announced. Without clipboard access the
 * token is selected for Ctrl+C instead. "Done" forgets it.
 */
export function ApiKeysToken({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useLingui();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const { description, token } = created;

  useEffect(() => field.current?.focus(), [token]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied('yes');
    } catch {
      field.current?.focus();
      field.current?.select();
      setCopied('no');
    }
  };

  return (
    <div className={css.form}>
      <FormAlert variant="success" title={t`The API key “${description}” has been created.`}>
        <p>
          <Trans>Copy its token now and keep it somewhere safe: it will not be shown again.</Trans>
        </p>
      </FormAlert>
      <TextField
        ref={field}
        label={t`Token`}
        description={t`Send it as “Authorization: Bearer <token>”. Whoever has it acts as an admin.`}
        readOnly
        className={css.token}
        value={token}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={css.actions}>
        <Button variant="primaryOutlined" onClick={() => void copy()}>
          <Trans>Copy token</Trans>
        </Button>
        <Button variant="greyOutlined" onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
        <p role="status" className={css.result}>
          {copied === 'yes' && <Trans>Copied</Trans>}
          {copied === 'no' && <Trans>The token is selected: press Ctrl+C (or ⌘+C) to copy it.</Trans>}
        </p>
      </div>
    </div>
  );
}
