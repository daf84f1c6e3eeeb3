import { useLingui } from '@lingui/react/macro';
import type { JoinSetup } from '@masthead/core';
import { BuilderText, BuilderTextArea } from './builder-fields.tsx';
import type { FieldErrors } from './builder-errors.ts';

/** What each part of the setup form gets. */
export interface SetupPartProps {
  draft: JoinSetup;
  update: (changes: Partial<JoinSetup>) => void;
  errors: FieldErrors;
}

/** The welcome and cancellation emails' own texts; empty sends the standard text in the member's language. */
export function EmailFields({ draft, update, errors }: SetupPartProps) {
  const { t } = useLingui();
  const standard = t`Leave empty to send the standard text, translated into each member's language.`;
  // Said as it is typed: a placeholder the server fills in, not one of this message's own.
  const date = '{date}';
  return (
    <>
      <BuilderTextArea
        name="welcomeEmailText"
        label={t`Welcome email`}
        description={t`Sent when a new member has confirmed their email. ${standard}`}
        value={draft.welcomeEmailText}
        onChange={(welcomeEmailText) => update({ welcomeEmailText })}
        errors={errors}
      />
      <BuilderTextArea
        name="cancellationEmailText"
        label={t`Cancellation email`}
        description={t`Sent when a member cancels their contribution; ${date} in your text becomes the day their membership ends. ${standard}`}
        value={draft.cancellationEmailText}
        onChange={(cancellationEmailText) => update({ cancellationEmailText })}
        errors={errors}
      />
    </>
  );
}

/** The "check your inbox" page (`/join/confirm-email`): its title and text. */
export function ConfirmationFields({ draft, update, errors }: SetupPartProps) {
  const { t } = useLingui();
  return (
    <>
      <BuilderText
        name="confirmEmailTitle"
        label={t`Title`}
        description={t`Leave empty for the standard title.`}
        value={draft.confirmEmailTitle}
        onChange={(confirmEmailTitle) => update({ confirmEmailTitle })}
        errors={errors}
      />
      <BuilderTextArea
        name="confirmEmailText"
        label={t`Text`}
        description={t`Shown after joining, while the new member's confirmation email is on its way. Leave empty for the standard text.`}
        value={draft.confirmEmailText}
        onChange={(confirmEmailText) => update({ confirmEmailText })}
        errors={errors}
      />
    </>
  );
}
