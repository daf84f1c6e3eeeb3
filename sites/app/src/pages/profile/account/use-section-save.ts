import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { errorText } from '../../../common/error-text.ts';

/**
 * Busy flag and form-level failure of one account section. `save` runs the
 * call; a failure the section does not handle itself (`onError` returns
 * false) becomes the section's alert.
 */
export function useSectionSave() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);

  async function save(call: () => Promise<void>, onError: (error: unknown) => boolean = () => false) {
    setBusy(true);
    setFailure(null);
    try {
      await call();
    } catch (error) {
      if (!onError(error)) setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return { busy, failure, setFailure, save };
}
