import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { FormAlert } from '@masthead/ui';
import { errorCode, errorText } from '../../common/error-text.ts';
import { Link } from '../../routes/link.tsx';

export interface LoginFailureState {
  text: MessageDescriptor;
  /** Too many tries (429) or a lock from before the back-off: a password reset is the way out that does not wait. */
  locked: boolean;
}

/** What a failed password check shows; null where the app already reported it (5xx). */
export function loginFailure(error: unknown): LoginFailureState | null {
  const text = errorText(error);
  const code = errorCode(error);
  return text ? { text, locked: code === 'TOO_MANY_REQUESTS' || code === 'account-locked' } : null;
}

/** The form-level alert of a failed password check, with the reset link for a locked account. */
export function LoginFailure({ failure }: { failure: LoginFailureState }) {
  const { i18n } = useLingui();
  return (
    <FormAlert>
      <p>{i18n._(failure.text)}</p>
      {failure.locked && (
        <p>
          <Link href="/auth/forgot-password">
            <Trans>Reset your password</Trans>
          </Link>
        </p>
      )}
    </FormAlert>
  );
}
