import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { genericTexts, localeCodes, localeTable, type EmailTemplateSummary } from '@masthead/core';
import { Button, FormAlert } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { errorText } from '../../../common/error-text.ts';
import { PageSection } from '../../../common/page-section.tsx';
import type { PageProps } from '../../../routes/pages.ts';
import { useLoad } from '../../../admin-kit/use-load.ts';
import { EmailEditor } from './email-editor.tsx';
import { SettingsTabs } from './settings-tabs.tsx';
import * as css from './email-page.css.ts';

/** The app's own (translated) names of the emails; the server's English one for any other. */
function useEmailNames(): Record<string, string> {
  const { t } = useLingui();
  return {
    'reset-password': t`Reset password`,
    'reset-device': t`Reset two-step verification`,
    'emergency-link': t`Login link`,
    'change-email': t`Confirm a new email address`,
    'email-changed': t`Email address changed`,
    'response-confirmation': t`Response confirmation`,
    'response-notification': t`New response (to admins)`,
    'payment-failed': t`Payment failed`,
    'contribution-cancelled': t`Cancellation`,
    'join-confirm-email': t`Confirm email when joining`,
    'join-email-exists-login': t`Joining: already has an account`,
    'join-email-exists-set-password': t`Joining: account without a password`,
    'join-welcome': t`Welcome`,
    'contact-import-invite': t`Invitation (imported contacts)`,
  };
}

/**
 * `/admin/settings/email`: every email Masthead sends; choosing one and a
 * language opens its subject and body with the merge fields, a preview,
 * Save and "Reset to default". Switching away from unsaved changes asks first.
 * A security email (`secureLink`) is read-only but for a superadmin, as the API has it.
 */
export function EmailSettingsPage({ route }: PageProps) {
  const { api, settings, session } = useAppContext();
  const { contact } = useSnapshot(session);
  const superadmin = contact?.activeRoles.includes('superadmin') ?? false;
  const { t, i18n } = useLingui();
  const names = useEmailNames();
  const { result } = useLoad(() => api.emailTemplates.list(), []);
  const [chosen, setChosen] = useState<string | null>(null);
  const [locale, setLocale] = useState(localeCodes.includes(settings.locale) ? settings.locale : 'en');
  const [round, setRound] = useState(0);
  const dirty = useRef(false);
  const leave = () =>
    !dirty.current || window.confirm(t`The email has changes that are not saved. Leave and lose them?`);

  const items: EmailTemplateSummary[] = result.state === 'done' ? result.value.items : [];
  const current = items.find((item) => item.id === chosen) ?? null;
  const nameOf = (item: EmailTemplateSummary) => names[item.id] ?? item.name;

  return (
    <PageSection title={route.title}>
      <SettingsTabs current="email" />
      <p>
        <Trans>
          Every email Masthead sends, in every language. Without your own text, members get the default translation.
        </Trans>
      </p>
      {result.state === 'loading' && (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {result.state === 'failed' && <FormAlert>{i18n._(errorText(result.error) ?? genericTexts.reload)}</FormAlert>}
      <div className={css.layout}>
        <nav aria-label={t`Emails`}>
          <ul className={css.templateList}>
            {items.map((item) => (
              <li key={item.id}>
                <Button
                  variant={item.id === chosen ? 'primary' : 'greyOutlined'}
                  className={css.templateButton}
                  aria-current={item.id === chosen ? 'true' : undefined}
                  onClick={() => item.id !== chosen && leave() && (setChosen(item.id), (dirty.current = false))}
                >
                  {nameOf(item)}
                </Button>
              </li>
            ))}
          </ul>
        </nav>
        {current && (
          <div>
            <label htmlFor="email-locale">
              <Trans>Language</Trans>
            </label>{' '}
            <select
              id="email-locale"
              value={locale}
              onChange={(event) => {
                const next = event.currentTarget.value;
                if (leave()) {
                  dirty.current = false;
                  setLocale(next);
                } else event.currentTarget.value = locale;
              }}
            >
              {localeTable.map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {entry.displayName}
                </option>
              ))}
            </select>
            <EmailEditor
              key={`${current.id} ${locale} ${round}`}
              id={current.id}
              locale={locale}
              name={nameOf(current)}
              secureLink={current.secureLink}
              canChange={!current.secureLink || superadmin}
              onDirty={(now) => (dirty.current = now)}
              onReset={() => {
                dirty.current = false;
                setRound((n) => n + 1);
              }}
            />
          </div>
        )}
      </div>
    </PageSection>
  );
}
