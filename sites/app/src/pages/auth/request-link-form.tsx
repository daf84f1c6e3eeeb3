import { useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Button, FormAlert, TextField, checkEmail, textsFor, useFocusFirstInvalid } from '@masthead/ui';
import { errorText, fieldError } from '../../common/error-text.ts';
import { useSubmit } from '../../common/use-submit.ts';
import { Link } from '../../routes/link.tsx';
import * as css from './auth-page.css.ts';

interface Props {
  intro: ReactNode;
  submitLabel: ReactNode;
  /** Sends the request; the server answers 204 whether or not the account exists. */
  send: (email: string) => Promise<unknown>;
  sent: (email: string) => ReactNode;
}

/** Asks for an email and sends a link to it (forgot password, lost 2FA device). */
export function RequestLinkForm({ intro, submitLabel, send, sent }: Props) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<MessageDescriptor | undefined>();
  const failureOf = (cause: unknown): ReactNode => {
    const refusal = fieldError(cause, 'resetUrl', 'sameSite');
    const text = errorText(cause);
    return refusal ? <NotTheSite siteUrl={refusal.params?.siteUrl} /> : text && i18n._(text);
  };
  const { busy, error: failure, setError: setFailure, submit: request } = useSubmit(failureOf);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = textsFor({ email: checkEmail(email) }).email;
    setError(found);
    setFailure(null);
    if (found) return focusFirstInvalid();
    await request(() => send(email.trim()), { onSuccess: () => setSentTo(email.trim()) });
  };

  if (sentTo !== null) {
    return (
      <>
        <FormAlert variant="success">
          <p>{sent(sentTo)}</p>
        </FormAlert>
        <p>
          <Link href="/auth/login">
            <Trans>Back to log in</Trans>
          </Link>
        </p>
      </>
    );
  }

  return (
    <form ref={ref} noValidate onSubmit={(e) => void submit(e)}>
      <p className={css.intro}>{intro}</p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        required
        value={email}
        onValueChange={setEmail}
        error={error && i18n._(error)}
      />
      <div className={css.actions}>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        <Link href="/auth/login">
          <Trans>Back to log in</Trans>
        </Link>
      </div>
    </form>
  );
}

/**
 * The server sends links to the organisation's own site only; a page opened
 * at another address whose app could not learn that site's URL is told so,
 * with the way there when the site URL is known.
 */
function NotTheSite({ siteUrl }: { siteUrl: unknown }) {
  const site = typeof siteUrl === 'string' && URL.canParse(siteUrl) ? new URL(siteUrl).origin : null;
  if (!site || site === 'null') {
    return (
      <Trans>
        No link can be sent from this address because the organisation's site address is not set up. Please tell the
        organisation.
      </Trans>
    );
  }
  return (
    <Trans>
      Links are only sent from the organisation's own site. Please ask for the link again at{' '}
      <a href={`${site}${location.pathname}`}>{site}</a>.
    </Trans>
  );
}
