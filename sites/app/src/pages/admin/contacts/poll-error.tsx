import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Button, FormAlert } from '@masthead/ui';

/**
 * A job's progress could not be read (the import's, the adoption's): what
 * went wrong, and a button that reads it again.
 */
export function PollError({ error, onRetry }: { error: MessageDescriptor; onRetry: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <FormAlert>{i18n._(error)}</FormAlert>
      <Button type="button" variant="primaryOutlined" onClick={onRetry}>
        {t`Read the progress again`}
      </Button>
    </>
  );
}
