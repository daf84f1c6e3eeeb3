import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NewsletterFailedPush, NewsletterSync } from '@masthead/core';
import { useCallback, useEffect, useState } from 'react';
import { Button, FormAlert, TextField } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { errorText } from '../../../common/error-text.ts';
import { useCopyText } from '../../../common/use-copy-text.ts';
import * as css from './api-keys-page.css.ts';

const failureText = (i18n: I18n, error: unknown) => {
  const text = errorText(error);
  return text ? i18n._(text) : '';
};

/** How often a running sync's progress is asked for. */
export const syncPollMs = 1000;

/** The webhook's address, to give Mailchimp, with a Copy button whose outcome is announced. */
export function NewsletterWebhook({ url }: { url: string }) {
  const { t } = useLingui();
  const absolute = url.startsWith('/') ? `${location.origin}${url}` : url;
  const { field, copied, copy } = useCopyText<HTMLInputElement>(absolute);
  return (
    <section aria-labelledby="newsletter-webhook" className={css.form}>
      <h2 id="newsletter-webhook">
        <Trans>Webhook</Trans>
      </h2>
      <TextField
        ref={field}
        label={t`Webhook address`}
        description={t`In Mailchimp: Audience, Settings, Webhooks. Changes made there then reach Masthead at once.`}
        readOnly
        className={css.token}
        value={absolute}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={css.actions}>
        <Button variant="primaryOutlined" onClick={() => void copy()}>
          <Trans>Copy address</Trans>
        </Button>
        <p role="status" className={css.result}>
          {copied === 'yes' && <Trans>Copied</Trans>}
          {copied === 'no' && <Trans>The address is selected: press Ctrl+C (or ⌘+C) to copy it.</Trans>}
        </p>
      </div>
    </section>
  );
}

/** "Sync now": starts a full sync, shows its progress and announces how it ended. */
export function NewsletterSyncSection() {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const [sync, setSync] = useState<NewsletterSync | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const active = sync?.state === 'queued' || sync?.state === 'running';

  useEffect(() => {
    api.newsletter.sync().then(setSync, () => setSync(null));
  }, [api]);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => {
      api.newsletter.sync().then(setSync, (error: unknown) => {
        setFailure(failureText(i18n, error));
        setSync(null);
      });
    }, syncPollMs);
    return () => clearTimeout(timer);
    // Each answer (a new `sync`) sets up the next poll while the sync runs.
  }, [active, api, i18n, sync]);

  const start = async () => {
    setFailure(null);
    try {
      // A 202 with the sync's state (the client types 200 answers only).
      setSync((await api.newsletter.startSync()) as unknown as NewsletterSync);
    } catch (error) {
      setFailure(failureText(i18n, error));
    }
  };
  const { done = 0, total = 0, failed = 0 } = sync ?? {};
  return (
    <section aria-labelledby="newsletter-sync" className={css.form}>
      <h2 id="newsletter-sync">
        <Trans>Sync</Trans>
      </h2>
      <p>
        <Trans>
          Every night Masthead compares every contact with Mailchimp. Where they differ, a change made in Mailchimp
          wins, unless a change made in Masthead is still on its way there.
        </Trans>
      </p>
      <div className={css.actions}>
        <Button onClick={() => void start()} loading={active}>
          <Trans>Sync now</Trans>
        </Button>
      </div>
      {active && (
        <progress aria-label={t`Sync progress`} value={done} max={Math.max(total, 1)}>
          {done} / {total}
        </progress>
      )}
      {failure && <FormAlert>{failure}</FormAlert>}
      <p role="status" className={css.result}>
        {active && (
          <Trans>
            Syncing: {done} of {total} done.
          </Trans>
        )}
        {sync?.state === 'done' && (
          <Trans>
            The last sync finished: {done} of {total} done, {failed} failed.
          </Trans>
        )}
        {sync?.state === 'failed' && <Trans>The last sync failed. Check the settings and try again.</Trans>}
      </p>
    </section>
  );
}

/** The pushes Mailchimp refused after every attempt: address, error, when, and Retry. */
export function NewsletterFailedPushes() {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const [failed, setFailed] = useState<NewsletterFailedPush[] | null>(null);
  const [status, setStatus] = useState('');
  const load = useCallback(
    () =>
      api.newsletter.failed({ query: { limit: 100 } }).then(
        (list) => setFailed(list.items),
        () => setFailed([]),
      ),
    [api],
  );
  useEffect(() => void load(), [load]);
  const retry = async (push: NewsletterFailedPush) => {
    try {
      await api.newsletter.retryFailed({ params: { id: push.id } });
      setStatus(t`The change for ${push.email} is sent again.`);
      await load();
    } catch (error) {
      setStatus(failureText(i18n, error));
    }
  };
  return (
    <section aria-labelledby="newsletter-failed" className={css.form}>
      <h2 id="newsletter-failed">
        <Trans>Failed pushes</Trans>
      </h2>
      {failed && failed.length === 0 && (
        <p>
          <Trans>Every change has reached Mailchimp.</Trans>
        </p>
      )}
      {failed && failed.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Email</Trans>
              </th>
              <th scope="col">
                <Trans>Error</Trans>
              </th>
              <th scope="col">
                <Trans>When</Trans>
              </th>
              <th scope="col">
                <Trans>Action</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {failed.map((push) => (
              <tr key={push.id}>
                <td>{push.email}</td>
                <td>{push.error}</td>
                <td>{i18n.date(new Date(push.failedAt), { dateStyle: 'medium', timeStyle: 'short' })}</td>
                <td>
                  <Button variant="greyOutlined" onClick={() => void retry(push)}>
                    <Trans>Retry {push.email}</Trans>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p role="status" className={css.result}>
        {status}
      </p>
    </section>
  );
}
