import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { genericTexts } from '@masthead/core';
import { FormAlert } from '@masthead/ui';
import { errorText } from '../common/error-text.ts';
import type { Loaded } from './use-load.ts';

/** Loading and failure states of a `useLoad` result; `children` renders the value. */
export function LoadState<T>({ result, children }: { result: Loaded<T>; children: (value: T) => ReactNode }) {
  const { i18n } = useLingui();
  if (result.state === 'done') return <>{children(result.value)}</>;
  if (result.state === 'failed') {
    return <FormAlert>{i18n._(errorText(result.error) ?? genericTexts.reload)}</FormAlert>;
  }
  return (
    <p role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}
