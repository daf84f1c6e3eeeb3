import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FormAlert, TextField } from '@masthead/ui';
import type { CreatedApiKey } from './api-keys-create-form.tsx';
import * as css from './api-keys-page.css.ts';
import { useCopyText } from '../../../common/use-copy-text.ts';

/**
 * A new key's token, shown this once: in a read-only field that takes focus
 * (so it is read at once), with a note that it will not be shown again and
 * a Copy button whose outcome is announced. Without clipboard access the
 * token is selected for Ctrl+C instead. "Done" forgets it.
 */
export function ApiKeysToken({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useLingui();
  const { description, token } = created;
  const { field, copied, copy } = useCopyText<HTMLInputElement>(token);

  useEffect(() => field.current?.focus(), [field, token]);

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
