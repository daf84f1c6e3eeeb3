import { Trans, useLingui } from '@lingui/react/macro';
import { errorCatalogue } from '@masthead/core';
import { FormAlert } from '@masthead/ui';
import { Link } from '../../routes/link.tsx';

/** Shown when a reset or set-password link is unknown, expired or used: the way to a new one. */
export function LinkExpired({ requestAgain }: { requestAgain: string }) {
  const { i18n } = useLingui();
  return (
    <>
      <FormAlert title={<Trans>This link has expired</Trans>}>
        <p>{i18n._(errorCatalogue['link-expired'].text)}</p>
      </FormAlert>
      <p>
        <Link href={requestAgain}>
          <Trans>Ask for a new link</Trans>
        </Link>
      </p>
    </>
  );
}
