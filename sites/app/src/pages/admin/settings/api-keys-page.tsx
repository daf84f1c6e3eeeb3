import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Trans } from '@lingui/react/macro';
import { useAppContext } from '../../../app-context.ts';
import { PageSection } from '../../../common/page-section.tsx';
import type { PageProps } from '../../../routes/pages.ts';
import { ApiKeysCreateForm, type CreatedApiKey } from './api-keys-create-form.tsx';
import { ApiKeysList } from './api-keys-list.tsx';
import { ApiKeysToken } from './api-keys-token.tsx';
import { SettingsTabs } from './settings-tabs.tsx';
import * as css from './api-keys-page.css.ts';

/**
 * Only a superadmin logged in with a session creates keys (docs/product/api.md, "Who may call what"); others see why
 * there is no form.
 */
function useIsSuperadmin(): boolean {
  const { session } = useAppContext();
  const { contact } = useSnapshot(session);
  return contact?.activeRoles.includes('superadmin') ?? false;
}

/**
 * "Create API key", then the new token in its place until "Done"; focus
 * then returns to the section's heading.
 */
function CreateSection({ onCreated }: { onCreated: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const done = () => {
    setCreated(null);
    // After the form is back: the heading stays, so it can take focus at once.
    heading.current?.focus();
  };
  return (
    <section aria-labelledby="api-keys-create">
      <h2 id="api-keys-create" ref={heading} tabIndex={-1} className={css.focusTarget}>
        <Trans>Create API key</Trans>
      </h2>
      {created ? (
        <ApiKeysToken created={created} onDone={done} />
      ) : (
        <ApiKeysCreateForm
          onCreated={(key) => {
            setCreated(key);
            onCreated();
          }}
        />
      )}
    </section>
  );
}

/**
 * `/admin/settings/api-keys`: the settings' tabs, "Create API key" (for a
 * superadmin) with the token shown once, and the list of keys with Revoke.
 */
export function ApiKeysPage({ route }: PageProps) {
  const canCreate = useIsSuperadmin();
  // A new key is the newest: the list starts again at its first page.
  const [listKey, setListKey] = useState(0);
  return (
    <PageSection title={route.title}>
      <SettingsTabs current="api-keys" />
      <p>
        <Trans>
          An API key lets another system use Masthead's API as an admin. Give each system its own key, so that you can
          revoke one without the others.
        </Trans>
      </p>
      {canCreate ? (
        <CreateSection onCreated={() => setListKey((n) => n + 1)} />
      ) : (
        <p>
          <Trans>Only a superadmin can create API keys.</Trans>
        </p>
      )}
      <ApiKeysList key={listKey} />
    </PageSection>
  );
}
