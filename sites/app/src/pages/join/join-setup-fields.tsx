import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { JoinSetup } from '@masthead/core';
import { CheckboxField, Fieldset, TextField, type AddressValue } from '@masthead/ui';
import { NewPasswordFields } from '../../common/new-password-fields.tsx';
import { JoinText } from './join-text.tsx';
import type { SetupField, SetupValues } from './join-setup-form.ts';
import * as css from './join-steps.css.ts';

interface FieldsProps {
  values: SetupValues;
  change: (next: Partial<SetupValues>) => void;
  /** Each field's error text, already translated. */
  errorOf: (field: SetupField) => string | undefined;
}

/** The opt-in to post, which reveals the delivery address (line 1, city or town and postcode needed). */
export function AddressFields({ values, change, errorOf }: FieldsProps) {
  const { t } = useLingui();
  const set = (key: keyof AddressValue) => (value: string) => change({ address: { ...values.address, [key]: value } });
  return (
    <div className={css.block}>
      <CheckboxField
        label={<Trans>Send things to me by post</Trans>}
        description={<Trans>For example a magazine or a thank-you gift, where we offer one.</Trans>}
        checked={values.mailOptIn}
        onCheckedChange={(mailOptIn) => change({ mailOptIn })}
      />
      {values.mailOptIn && (
        <Fieldset legend={<Trans>Delivery address</Trans>}>
          <TextField
            label={t`Address line 1`}
            autoComplete="address-line1"
            required
            value={values.address.line1}
            onValueChange={set('line1')}
            error={errorOf('line1')}
          />
          <TextField
            label={t`Address line 2`}
            autoComplete="address-line2"
            value={values.address.line2}
            onValueChange={set('line2')}
            error={errorOf('line2')}
          />
          <TextField
            label={t`City or town`}
            autoComplete="address-level2"
            required
            value={values.address.city}
            onValueChange={set('city')}
            error={errorOf('city')}
          />
          <TextField
            label={t`Postcode`}
            autoComplete="postal-code"
            required
            value={values.address.postcode}
            onValueChange={set('postcode')}
            error={errorOf('postcode')}
          />
        </Fieldset>
      )}
    </div>
  );
}

type NewsletterSettings = Pick<
  JoinSetup,
  'newsletterTitle' | 'newsletterText' | 'newsletterOptIn' | 'newsletterGroups'
>;

/** The newsletter block as the settings word it: title, text, the opt-in, and its groups once opted in. */
export function NewsletterFields({
  values,
  change,
  setup,
}: Omit<FieldsProps, 'errorOf'> & { setup: NewsletterSettings }) {
  const { t } = useLingui();
  const toggle = (id: string, on: boolean) =>
    change({ groups: on ? [...values.groups, id] : values.groups.filter((group) => group !== id) });
  return (
    <section aria-labelledby="join-newsletter-title" className={css.block}>
      <h2 id="join-newsletter-title">{setup.newsletterTitle.trim() || t`Newsletter`}</h2>
      <JoinText text={setup.newsletterText} />
      <CheckboxField
        label={setup.newsletterOptIn.trim() || t`Send me the newsletter`}
        checked={values.newsletterOptIn}
        onCheckedChange={(newsletterOptIn) => change({ newsletterOptIn })}
      />
      {values.newsletterOptIn && setup.newsletterGroups.length > 0 && (
        <Fieldset legend={<Trans>What would you like to receive?</Trans>}>
          {setup.newsletterGroups.map((group) => (
            <CheckboxField
              key={group.id}
              label={group.label}
              checked={values.groups.includes(group.id)}
              onCheckedChange={(on) => toggle(group.id, on)}
            />
          ))}
        </Fieldset>
      )}
    </section>
  );
}

/** The password a member who has none yet (one who just joined) logs in with from now on: required. */
export function PasswordFields({
  values,
  change,
  errors,
}: Omit<FieldsProps, 'errorOf'> & { errors: Partial<Record<SetupField, MessageDescriptor>> }) {
  return (
    <div className={css.block}>
      <Fieldset
        legend={<Trans>Choose a password</Trans>}
        description={<Trans>You log in with your email address and this password.</Trans>}
      >
        <NewPasswordFields
          password={values.password}
          confirmation={values.confirmation}
          onPasswordChange={(password) => change({ password })}
          onConfirmationChange={(confirmation) => change({ confirmation })}
          errors={errors}
        />
      </Fieldset>
    </div>
  );
}
