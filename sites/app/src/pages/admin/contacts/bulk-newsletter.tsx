import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { newsletterStatuses, type NewsletterStatus, type RuleGroup } from '@masthead/core';
import { Button, FormAlert } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { useSubmit } from '../../../common/use-submit.ts';
import { newsletterStatusTexts } from './account-texts.ts';
import * as css from '../../../admin-kit/admin.css.ts';
import * as own from './contacts-list.css.ts';

/**
 * Sets the newsletter status of every contact the list matches (the whole
 * filter, not only the page) in one `PATCH contact`, after a confirmation
 * naming the count and the status; a progress bar shows while it runs and
 * the server's count is announced, as the bulk tag change does.
 */
export function BulkNewsletter({
  rules,
  total,
  onDone,
}: {
  /** The list's matching rules (`matchingRules`). */
  rules: RuleGroup;
  /** How many contacts the list matches, for the heading and the question. */
  total: number;
  onDone: () => void;
}) {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const id = useId();
  const [status, setStatus] = useState<NewsletterStatus>('subscribed');
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState('');
  const { busy, error: failure, submit } = useSubmit();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);

  const count = i18n.number(total);
  const statusName = i18n._(newsletterStatusTexts[status]);
  const question = t({
    message: plural(total, {
      one: `Set the newsletter status of # contact to ${statusName}?`,
      other: `Set the newsletter status of ${count} contacts to ${statusName}?`,
    }),
  });

  const refocus = useRef(false);
  // After a cancel the confirmation's buttons are gone: focus goes back to where the question
  // was asked, once the button is rendered again (an effect, not a frame callback, which a
  // hidden tab may hold back).
  useEffect(() => {
    if (confirming || !refocus.current) return;
    refocus.current = false;
    changeButton.current?.focus();
  }, [confirming]);

  const cancel = () => {
    refocus.current = true;
    setConfirming(false);
  };

  const run = async () => {
    setDone('');
    await submit(() => api.contacts.bulkUpdate({ body: { rules, updates: { newsletterStatus: status } } }), {
      onSuccess: ({ affected }) => {
        setDone(
          t({
            message: plural(affected, {
              one: `Newsletter status set to ${statusName} for # contact`,
              other: `Newsletter status set to ${statusName} for # contacts`,
            }),
          }),
        );
        setConfirming(false);
        onDone();
        statusRef.current?.focus();
      },
    });
  };

  return (
    <div role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={css.label}>
        {t({
          message: plural(total, {
            one: `Change the newsletter status of the # matching contact`,
            other: `Change the newsletter status of all ${count} matching contacts`,
          }),
        })}
      </p>
      <div className={css.toolbar}>
        <div className={css.inlineField}>
          <label htmlFor={`${id}-status`}>{t`New newsletter status`}</label>
          <select
            id={`${id}-status`}
            className={css.select}
            value={status}
            disabled={busy}
            onChange={(event) => {
              setStatus(event.currentTarget.value as NewsletterStatus);
              setConfirming(false);
            }}
          >
            {newsletterStatuses.map((value) => (
              <option key={value} value={value}>
                {i18n._(newsletterStatusTexts[value])}
              </option>
            ))}
          </select>
        </div>
        {confirming ? (
          <span role="group" aria-label={question} className={own.actions}>
            <span>{question}</span>
            <Button size="sm" loading={busy} autoFocus onClick={() => void run()}>
              <Trans>Yes, change it</Trans>
            </Button>
            <Button size="sm" variant="greyOutlined" disabled={busy} onClick={cancel}>
              <Trans>Cancel</Trans>
            </Button>
          </span>
        ) : (
          <Button ref={changeButton} size="sm" disabled={total === 0} onClick={() => setConfirming(true)}>
            <Trans>Change newsletter status</Trans>
          </Button>
        )}
      </div>
      {busy && <progress aria-label={t`Changing contacts`} />}
      {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
      <p role="status" ref={statusRef} tabIndex={-1} style={{ margin: 0 }}>
        {done}
      </p>
    </div>
  );
}
