import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NewsletterInterest, NewsletterSettings, NewsletterSettingsPatch } from '@masthead/core';
import { useEffect, useState } from 'react';
import { Button, CheckboxField, SelectField, TextField } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { PageSection } from '../../../common/page-section.tsx';
import type { PageProps } from '../../../routes/pages.ts';
import { SaveBar, TabLoadState } from '../membership-builder/save-bar.tsx';
import { useContentForm } from '../membership-builder/use-content-form.ts';
import * as builder from '../membership-builder/membership-builder.css.ts';
import { newsletterDraftOf, newsletterFieldOf, newsletterPatch, type NewsletterDraft } from './newsletter-draft.ts';
import { newsletterErrorText } from './newsletter-errors.ts';
import { NewsletterFailedPushes, NewsletterSyncSection, NewsletterWebhook } from './newsletter-sync.tsx';
import { SettingsTabs } from './settings-tabs.tsx';

/**
 * `/admin/settings/newsletter`: the newsletter provider (Mailchimp or none),
 * its key, audience, double opt-in and group mapping; then the webhook's
 * address, "Sync now" with its progress, and the pushes that failed.
 */
export function NewsletterSettingsPage({ route }: PageProps) {
  const { api } = useAppContext();
  const { t } = useLingui();
  const [saved, setSaved] = useState<NewsletterSettings | null>(null);
  const form = useContentForm<NewsletterSettings, NewsletterDraft, NewsletterSettingsPatch>({
    load: async () => {
      const loaded = await api.newsletter.settings();
      setSaved(loaded);
      return loaded;
    },
    save: async (body) => {
      const answer = await api.newsletter.updateSettings({ body });
      setSaved(answer);
      return answer;
    },
    draftOf: newsletterDraftOf,
    patchOf: newsletterPatch,
    fieldOf: newsletterFieldOf,
    savedText: msg`The newsletter settings have been saved`,
    leaveText: t`The newsletter settings have changes that are not saved. Leave this page and lose them?`,
    errorText: newsletterErrorText,
  });
  const { ready, update, errors } = form;
  const connected = saved?.provider === 'mailchimp';
  return (
    <PageSection title={route.title}>
      <SettingsTabs current="newsletter" />
      {!ready ? (
        <TabLoadState loaded={form.loaded} />
      ) : (
        <form
          ref={form.form}
          noValidate
          className={builder.form}
          aria-labelledby="newsletter-title"
          onSubmit={(e) => void form.submit(e)}
        >
          <h2 id="newsletter-title">
            <Trans>Newsletter provider</Trans>
          </h2>
          {!connected && (
            <p>
              <Trans>
                No newsletter provider is connected: newsletter statuses and groups stay in Masthead, and the contacts
                export carries them.
              </Trans>
            </p>
          )}
          <SelectField
            label={t`Provider`}
            value={ready.draft.provider}
            options={[
              { value: 'none', label: t`None` },
              { value: 'mailchimp', label: 'Mailchimp' },
            ]}
            onValueChange={(provider) => update({ provider })}
            error={errors.provider}
          />
          {ready.draft.provider === 'mailchimp' && (
            <MailchimpFields draft={ready.draft} saved={ready.saved} update={update} errors={errors} />
          )}
          <SaveBar form={form} />
        </form>
      )}
      {connected && saved && (
        <>
          <NewsletterWebhook url={saved.webhookUrl ?? ''} />
          <NewsletterSyncSection />
          <NewsletterFailedPushes />
        </>
      )}
    </PageSection>
  );
}

interface FieldsProps {
  draft: NewsletterDraft;
  saved: NewsletterSettings;
  update: (changes: Partial<NewsletterDraft>) => void;
  errors: Record<string, string>;
}

function MailchimpFields({ draft, saved, update, errors }: FieldsProps) {
  const { t } = useLingui();
  const masked = saved.apiKey;
  return (
    <>
      <TextField
        label={t`API key`}
        type="password"
        autoComplete="off"
        required={masked === ''}
        description={
          masked === '' ? t`From Mailchimp: Account, Extras, API keys.` : t`Saved: ${masked}. Leave empty to keep it.`
        }
        value={draft.apiKey}
        onValueChange={(apiKey) => update({ apiKey })}
        error={errors.apiKey}
      />
      <TextField
        label={t`Server prefix`}
        description={t`The end of the API key after its dash, such as us21. Taken from the key when empty.`}
        value={draft.serverPrefix}
        onValueChange={(serverPrefix) => update({ serverPrefix })}
        error={errors.serverPrefix}
      />
      <TextField
        label={t`Audience id`}
        required
        description={t`In Mailchimp: Audience, Settings, Audience name and defaults.`}
        value={draft.audienceId}
        onValueChange={(audienceId) => update({ audienceId })}
        error={errors.audienceId}
      />
      <CheckboxField
        label={t`Double opt-in`}
        description={t`New subscribers get an email from Mailchimp asking them to confirm.`}
        checked={draft.doubleOptIn}
        onCheckedChange={(doubleOptIn) => update({ doubleOptIn })}
      />
      <GroupMapping draft={draft} saved={saved} update={update} errors={errors} />
    </>
  );
}

/** The groups Masthead offers (join form, call-outs) and the Mailchimp group each one is. */
function GroupMapping({ draft, saved, update, errors }: FieldsProps) {
  const { api } = useAppContext();
  const { t } = useLingui();
  const [interests, setInterests] = useState<NewsletterInterest[]>([]);
  useEffect(() => {
    if (saved.provider !== 'mailchimp') return;
    api.newsletter.interests().then(setInterests, () => setInterests([]));
  }, [api, saved.provider]);
  const setGroup = (index: number, changes: Partial<NewsletterDraft['groups'][number]>) =>
    update({ groups: draft.groups.map((group, n) => (n === index ? { ...group, ...changes } : group)) });
  const options = [
    { value: '', label: t`Not sent to Mailchimp` },
    ...interests.map((interest) => ({ value: interest.id, label: `${interest.category}: ${interest.name}` })),
  ];
  return (
    <fieldset>
      <legend>
        <Trans>Groups</Trans>
      </legend>
      {draft.groups.map((group, index) => {
        const n = index + 1;
        const known = options.some((option) => option.value === group.interestId);
        return (
          <div key={index} className={builder.row}>
            <TextField
              label={t`Id of group ${n}`}
              value={group.id}
              onValueChange={(id) => setGroup(index, { id })}
              error={errors[`groups.${index}.id`]}
            />
            <TextField
              label={t`Name of group ${n}`}
              value={group.label}
              onValueChange={(label) => setGroup(index, { label })}
              error={errors[`groups.${index}.label`]}
            />
            <SelectField
              label={t`Mailchimp group of group ${n}`}
              value={group.interestId}
              options={known ? options : [...options, { value: group.interestId, label: group.interestId }]}
              onValueChange={(interestId) => setGroup(index, { interestId })}
              error={errors[`groups.${index}.interestId`]}
            />
            <Button
              variant="greyOutlined"
              onClick={() => update({ groups: draft.groups.filter((_, at) => at !== index) })}
            >
              <Trans>Remove group {n}</Trans>
            </Button>
          </div>
        );
      })}
      <Button
        variant="primaryOutlined"
        onClick={() => update({ groups: [...draft.groups, { id: '', label: '', interestId: '' }] })}
      >
        <Trans>Add a group</Trans>
      </Button>
    </fieldset>
  );
}
