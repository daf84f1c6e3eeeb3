import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import type { JoinSetup, JoinSetupPatch } from '@masthead/core';
import { useAppContext } from '../../../app-context.ts';
import { ConfirmationFields, EmailFields } from './email-fields.tsx';
import { IntroFields } from './intro-fields.tsx';
import { SaveBar, TabLoadState } from './save-bar.tsx';
import { setupFieldOf, setupPatch, setupTabFields, type SetupTab as Tab } from './setup-draft.ts';
import { useContentForm } from './use-content-form.ts';
import * as styles from './membership-builder.css.ts';

const savedTexts: Record<Tab, MessageDescriptor> = {
  intro: msg`The intro has been saved`,
  email: msg`The emails have been saved`,
  confirmation: msg`The confirmation page has been saved`,
};

/**
 * The intro, email and confirmation tabs: each edits its own fields of
 * content/join/setup and saves only those of them that changed.
 */
export function SetupTab({ tab }: { tab: Tab }) {
  const { api } = useAppContext();
  const fields = setupTabFields[tab];
  const form = useContentForm<JoinSetup, JoinSetup, JoinSetupPatch>({
    load: () => api.content.joinSetup(),
    save: (body) => api.content.updateJoinSetup({ body }),
    draftOf: (saved) => saved,
    patchOf: (draft, saved) => setupPatch(draft, saved, fields),
    fieldOf: (field) => setupFieldOf(field, fields),
    savedText: savedTexts[tab],
  });
  const { ready, update, errors } = form;
  if (!ready) return <TabLoadState loaded={form.loaded} />;
  const props = { draft: ready.draft, update, errors };
  return (
    <form
      ref={form.form}
      noValidate
      className={styles.form}
      aria-labelledby="setup-title"
      onSubmit={(event) => void form.submit(event)}
    >
      <h2 id="setup-title">
        {tab === 'intro' && <Trans>After joining</Trans>}
        {tab === 'email' && <Trans>Join emails</Trans>}
        {tab === 'confirmation' && <Trans>Confirm your email page</Trans>}
      </h2>
      {tab === 'intro' && <IntroFields {...props} />}
      {tab === 'email' && <EmailFields {...props} />}
      {tab === 'confirmation' && <ConfirmationFields {...props} />}
      <SaveBar form={form} />
    </form>
  );
}
