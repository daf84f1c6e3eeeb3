import { Trans, useLingui } from '@lingui/react/macro';
import { useAppContext } from '../../../app-context.ts';
import { useLoad } from '../../../admin-kit/use-load.ts';
import { LoadState } from '../../../admin-kit/load-state.tsx';
import * as css from './emails.css.ts';

/**
 * The body of one email as `GET outbox/{id}` answers it: the plain text, and
 * the HTML in a sandboxed frame (no scripts, no forms, no navigation of this
 * page). The server masks the live links (reset, join, login) of any email
 * before an admin reads it (server email/mask-secrets.ts), so what shows here
 * is the masked copy.
 */
export function EmailBody({ id }: { id: string }) {
  const { api } = useAppContext();
  const { t } = useLingui();
  const { result } = useLoad(() => api.outbox.get({ params: { id } }), [id]);
  return (
    <LoadState result={result}>
      {({ subject, text, html }) => (
        <div className={css.body}>
          <div>
            <h3 className={css.bodyTitle}>
              <Trans>Plain text</Trans>
            </h3>
            <pre className={css.text}>{text}</pre>
          </div>
          <div>
            <h3 className={css.bodyTitle}>
              <Trans>HTML</Trans>
            </h3>
            <iframe className={css.html} sandbox="" srcDoc={html} title={t`HTML of the email: ${subject}`} />
          </div>
        </div>
      )}
    </LoadState>
  );
}
