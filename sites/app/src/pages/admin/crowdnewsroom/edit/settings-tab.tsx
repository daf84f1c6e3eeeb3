import { Trans, useLingui } from '@lingui/react/macro';
import { CheckboxField, Fieldset, TextField } from '@masthead/ui';
import { collectsContact } from '@masthead/core';
import { ControlField } from '../../../../admin-kit/control-field.tsx';
import { fieldId } from './edit-errors.ts';
import { RadioGroup } from './radio-group.tsx';
import type { TabProps } from './tab-props.ts';
import * as formCss from '../../../../admin-kit/form.css.ts';
import * as styles from './callout-edit.css.ts';

/** Who may answer, what is asked of them, how responses behave, and when the call-out ends. */
export function SettingsTab({
  draft,
  update,
  errors,
  newsletterError,
  onNewsletterError,
}: TabProps & {
  newsletterError: string | undefined;
  onNewsletterError: (text: string | undefined) => void;
}) {
  const { t } = useLingui();
  const membersOnly = draft.access === 'member';
  const refused = newsletterError || errors.newsletter;
  const refusal = t`Newsletter sign-up on a call-out cannot be enabled without collecting contact information.`;

  const setNewsletter = (enabled: boolean) => {
    if (enabled && !collectsContact(draft.access)) return onNewsletterError(refusal);
    onNewsletterError(undefined);
    update({ newsletter: { ...draft.newsletter, enabled } });
  };

  return (
    <>
      <RadioGroup
        legend={t`Who can respond`}
        value={membersOnly ? 'member' : 'everyone'}
        options={[
          { value: 'everyone', label: t`Everyone` },
          { value: 'member', label: t`Members only (they log in)` },
        ]}
        onChange={(value) => {
          update({ access: value === 'member' ? 'member' : 'guest' });
          onNewsletterError(undefined);
        }}
      />
      {!membersOnly && (
        <RadioGroup
          legend={t`Contact information`}
          description={t`Members who are logged in are always known.`}
          value={draft.access}
          options={[
            { value: 'guest', label: t`Ask guests for their name and email address` },
            { value: 'anonymous', label: t`Don't ask guests for contact information` },
            { value: 'only-anonymous', label: t`Anonymous only: don't link responses to anyone, not even members` },
          ]}
          onChange={(access) => {
            // Without contact details there is nobody to sign up; the sign-up goes with them.
            update({
              access,
              ...(collectsContact(access) ? {} : { newsletter: { ...draft.newsletter, enabled: false } }),
            });
            onNewsletterError(undefined);
          }}
        />
      )}
      <Fieldset legend={t`Newsletter`}>
        {/* A native checkbox: its description is the refusal, linked with aria-describedby. */}
        <div className={styles.choice}>
          <input
            type="checkbox"
            id={fieldId('newsletter')}
            checked={draft.newsletter.enabled}
            onChange={(event) => setNewsletter(event.currentTarget.checked)}
            aria-invalid={refused ? true : undefined}
            aria-describedby={refused ? `${fieldId('newsletter')}-error` : undefined}
          />
          <label htmlFor={fieldId('newsletter')}>{t`Offer a newsletter sign-up with the form`}</label>
        </div>
        <div aria-live="polite">
          {refused && (
            <p id={`${fieldId('newsletter')}-error`} className={formCss.error}>
              {refused}
            </p>
          )}
        </div>
        {draft.newsletter.enabled && (
          <>
            <TextField
              label={t`Sign-up label`}
              value={draft.newsletter.label}
              onValueChange={(label) => update({ newsletter: { ...draft.newsletter, label } })}
            />
            <TextField
              label={t`Sign-up text`}
              value={draft.newsletter.text}
              onValueChange={(text) => update({ newsletter: { ...draft.newsletter, text } })}
            />
            <TextField
              label={t`Newsletter groups`}
              description={t`Separated by commas.`}
              value={draft.newsletter.groups}
              onValueChange={(groups) => update({ newsletter: { ...draft.newsletter, groups } })}
            />
          </>
        )}
      </Fieldset>
      <RadioGroup
        legend={t`Check that people are not robots (captcha)`}
        value={draft.captcha}
        options={[
          { value: 'none', label: t`Never` },
          { value: 'guest', label: t`For guests; members are not asked` },
          { value: 'all', label: t`For everyone` },
        ]}
        onChange={(captcha) => update({ captcha })}
      />
      <Fieldset legend={t`Responses`}>
        <CheckboxField
          label={t`People can change their response while the call-out is open`}
          checked={draft.allowUpdate}
          onCheckedChange={(allowUpdate) => update({ allowUpdate })}
        />
        <CheckboxField
          label={t`People can respond more than once`}
          checked={draft.allowMultiple}
          onCheckedChange={(allowMultiple) => update({ allowMultiple })}
        />
      </Fieldset>
      <Fieldset legend={t`Where it is shown`}>
        <CheckboxField
          label={t`Show on members' dashboards`}
          checked={draft.showOnDashboard}
          onCheckedChange={(showOnDashboard) => update({ showOnDashboard })}
        />
        <CheckboxField
          label={t`Hide from public lists (reachable by its link and embeds only)`}
          checked={draft.hidden}
          onCheckedChange={(hidden) => update({ hidden })}
        />
      </Fieldset>
      <RadioGroup
        legend={t`End`}
        description={
          <Trans>When it opens is set by Publish or Schedule above. An ended call-out reopens with a new end.</Trans>
        }
        value={draft.expires ? 'scheduled' : 'never'}
        options={[
          { value: 'never', label: t`Never: stays open until ended by hand` },
          { value: 'scheduled', label: t`On a date` },
        ]}
        onChange={(mode) => {
          if (mode === 'never') return update({ expires: '' });
          const week = new Date(Date.now() + 7 * 24 * 3600_000 - new Date().getTimezoneOffset() * 60_000);
          update({ expires: week.toISOString().slice(0, 16) });
        }}
      />
      {draft.expires && (
        <ControlField id={fieldId('expires')} label={t`Ends at`} error={errors.expires}>
          {(attributes) => (
            <input
              {...attributes}
              type="datetime-local"
              value={draft.expires}
              onChange={(event) => update({ expires: event.currentTarget.value })}
            />
          )}
        </ControlField>
      )}
      {!draft.expires && errors.expires && (
        <p id={fieldId('expires')} tabIndex={-1} className={formCss.error}>
          {errors.expires}
        </p>
      )}
    </>
  );
}
