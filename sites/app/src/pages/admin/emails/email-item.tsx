import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OutboxEmail } from '@masthead/core';
import { Button, FormAlert } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { useSubmit } from '../../../common/use-submit.ts';
import { formatDate } from '../../../admin-kit/dates.ts';
import * as list from '../../../admin-kit/admin.css.ts';
import { emailStatusTexts } from './email-texts.ts';
import * as css from './emails.css.ts';
import { EmailBody } from './email-body.tsx';

export interface EmailItemProps {
  email: OutboxEmail;
  /** After a retry was accepted, with the sentence to announce. */
  onRetried: (announcement: string) => void;
}

/**
 * One email of the list: subject, recipient, status, dates, attempts, last error; Retry when it failed.
 * "Read the email" opens its text and HTML below (`EmailBody`, masked by the server).
 */
export function EmailItem({ email, onRetried }: EmailItemProps) {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const subjectId = useId();
  const bodyId = useId();
  const [opened, setOpened] = useState(false);
  const { busy, error, submit } = useSubmit();
  const failure = error ? i18n._(error) : '';
  const retry = () =>
    submit(() => api.outbox.retry({ params: { id: email.id } }), {
      onSuccess: () => {
        const recipient = email.to;
        onRetried(t`The email to ${recipient} is queued to be sent again.`);
      },
    });
  const fact = (term: string, value: string, className = css.value) => (
    <div className={css.fact}>
      <dt className={css.term}>{term}</dt>
      <dd className={className}>{value}</dd>
    </div>
  );

  return (
    <li className={list.listItem}>
      <h2 className={css.subject} id={subjectId}>
        {email.subject}
      </h2>
      <dl className={css.facts}>
        {fact(t({ message: 'To', context: 'email recipient' }), email.to)}
        {fact(
          t({ message: 'Status', context: 'email' }),
          i18n._(emailStatusTexts[email.status]),
          email.status === 'failed' ? css.failed : css.value,
        )}
        {fact(t`Written`, formatDate(i18n, email.createdAt))}
        {email.sentAt && fact(t({ message: 'Sent', context: 'email sent at' }), formatDate(i18n, email.sentAt))}
        {email.attempts > 0 && fact(t`Attempts`, i18n.number(email.attempts))}
        {email.lastError && fact(t`Last error`, email.lastError)}
      </dl>
      <p className={css.actions}>
        <Button
          variant="greyOutlined"
          aria-expanded={opened}
          aria-controls={bodyId}
          aria-describedby={subjectId}
          onClick={() => setOpened(!opened)}
        >
          {opened ? <Trans>Hide the email</Trans> : <Trans>Read the email</Trans>}
        </Button>
        {email.status === 'failed' && (
          <Button variant="greyOutlined" disabled={busy} onClick={() => void retry()} aria-describedby={subjectId}>
            <Trans>Retry</Trans>
          </Button>
        )}
      </p>
      <div id={bodyId}>{opened && <EmailBody id={email.id} />}</div>
      {failure && <FormAlert>{failure}</FormAlert>}
    </li>
  );
}
