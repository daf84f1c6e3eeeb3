import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { JoinSettings, JoinSettingsPatch } from '@masthead/core';
import { useAppContext } from '../../../app-context.ts';
import { AmountFields } from './amount-fields.tsx';
import { JoinOptions, JoinAppearance } from './join-options.tsx';
import { joinDraftOf, joinFieldOf, joinPatch, previewOf, type JoinDraft } from './join-draft.ts';
import { JoinPreview } from './join-preview.tsx';
import { SaveBar, TabLoadState } from './save-bar.tsx';
import { useContentForm } from './use-content-form.ts';
import * as styles from './membership-builder.css.ts';

/**
 * The join form tab: every field of content/join (amounts, options,
 * payment methods, appearance) beside a live preview of the form built
 * from the draft. Save sends `PATCH content/join` with what changed.
 */
export function JoinFormTab() {
  const { api } = useAppContext();
  const form = useContentForm<JoinSettings, JoinDraft, JoinSettingsPatch>({
    load: () => api.content.join(),
    save: (body) => api.content.updateJoin({ body }),
    draftOf: joinDraftOf,
    patchOf: joinPatch,
    fieldOf: joinFieldOf,
    savedText: msg`The join form has been saved`,
  });
  const { ready, update, errors } = form;
  if (!ready) return <TabLoadState loaded={form.loaded} />;
  const { draft, saved } = ready;
  return (
    <div className={styles.columns}>
      <form
        ref={form.form}
        noValidate
        className={styles.form}
        aria-labelledby="join-settings-title"
        onSubmit={(event) => void form.submit(event)}
      >
        <h2 id="join-settings-title">
          <Trans>Join form settings</Trans>
        </h2>
        <AmountFields draft={draft} update={update} errors={errors} currency={saved.currency} />
        <JoinOptions draft={draft} update={update} errors={errors} />
        <JoinAppearance draft={draft} update={update} errors={errors} />
        <SaveBar form={form} />
      </form>
      <JoinPreview settings={previewOf(draft, saved)} />
    </div>
  );
}
