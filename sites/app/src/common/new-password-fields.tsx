import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { TextField } from '@masthead/ui';

interface Props {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  errors: { password?: MessageDescriptor | undefined; confirmation?: MessageDescriptor | undefined };
  /** Required on the reset pages; optional on the account page (empty keeps the old one). */
  required?: boolean;
}

/** A new password with the rule spelled out, and its confirmation. */
export function NewPasswordFields(props: Props) {
  const { t, i18n } = useLingui();
  const { errors, required = true } = props;
  return (
    <>
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        required={required}
        description={<Trans>At least 8 characters, with a number, an uppercase and a lowercase letter.</Trans>}
        value={props.password}
        onValueChange={props.onPasswordChange}
        error={errors.password && i18n._(errors.password)}
      />
      <TextField
        label={t`Confirm new password`}
        type="password"
        autoComplete="new-password"
        required={required}
        value={props.confirmation}
        onValueChange={props.onConfirmationChange}
        error={errors.confirmation && i18n._(errors.confirmation)}
      />
    </>
  );
}
