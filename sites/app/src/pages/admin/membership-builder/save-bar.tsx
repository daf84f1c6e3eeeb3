import { Trans, useLingui } from '@lingui/react/macro';
import { genericTexts } from '@masthead/core';
import { Button, FormAlert } from '@masthead/ui';
import { errorText } from '../../../common/error-text.ts';
import type { ContentForm } from './use-content-form.ts';
import * as styles from './membership-builder.css.ts';

/**
 * Under a tab's fields: why the save was refused (where "check the fields
 * above" is true), "No changes to save", and the Save button.
 */
export function SaveBar({ form }: { form: Pick<ContentForm<unknown, unknown>, 'failure' | 'unchanged' | 'busy'> }) {
  const { i18n } = useLingui();
  return (
    <>
      {form.failure && <FormAlert>{i18n._(form.failure)}</FormAlert>}
      <div role="status">{form.unchanged && <Trans>There are no changes to save.</Trans>}</div>
      <div className={styles.actions}>
        <Button type="submit" loading={form.busy}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </>
  );
}

/** A tab's section while it loads, or why it could not be loaded. */
export function TabLoadState({ loaded }: { loaded: ContentForm<unknown, unknown>['loaded'] }) {
  const { i18n } = useLingui();
  if (loaded.state === 'failed') {
    return <FormAlert>{i18n._(errorText(loaded.error) ?? genericTexts.reload)}</FormAlert>;
  }
  return (
    <p role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}
