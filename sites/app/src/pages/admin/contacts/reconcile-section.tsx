import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { OperationOutput } from '@masthead/core';
import { Button, FormAlert } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { useSubmit } from '../../../common/use-submit.ts';
import { useFormatMoney } from '@masthead/forms/contribution';
import { paymentErrorText } from '../../profile/contribution/payment-error-text.ts';
import { paymentStatusTexts } from '../payments/payment-texts.ts';
import { useDay } from './use-day.ts';
import * as css from '../../../admin-kit/admin.css.ts';
import * as styles from './contacts.css.ts';

type Finding = OperationOutput<'POST /contact/{id}/contribution/reconcile'>['findings'][number];

/** One fixed payment: when, how much, and what Masthead had before. */
function FindingLine({ finding }: { finding: Finding }) {
  const { i18n } = useLingui();
  const money = useFormatMoney();
  const date = useDay()(finding.chargeDate);
  const amount = money(finding.amount);
  const now = i18n._(paymentStatusTexts[finding.now]);
  const was = finding.was ? i18n._(paymentStatusTexts[finding.was]) : null;
  const reference = finding.providerPaymentId;
  return (
    <li>
      {was ? (
        <Trans>
          Payment of {amount} on {date} (provider reference {reference}): was {was}, now {now}.
        </Trans>
      ) : (
        <Trans>
          Payment of {amount} on {date} (provider reference {reference}): missing, now recorded as {now}.
        </Trans>
      )}
    </li>
  );
}

/**
 * "Check with the payment provider" (`POST contact/{id}/contribution/reconcile`):
 * the nightly reconciliation for this contact now. Says what it found and
 * fixed, or that nothing needed fixing, and moves focus to that answer;
 * `onFixed` lets the page reload what the fixes changed.
 */
export function ReconcileSection({ contactId, onFixed }: { contactId: string; onFixed: () => void }) {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const id = useId();
  const [findings, setFindings] = useState<Finding[] | null>(null);
  const { busy, error: failure, submit } = useSubmit(paymentErrorText);
  const resultRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (findings) resultRef.current?.focus();
  }, [findings]);

  const run = () =>
    submit(() => api.contributions.reconcile({ params: { id: contactId } }), {
      onSuccess: (answer) => {
        setFindings(answer.findings);
        if (answer.findings.length > 0) onFixed();
      },
    });

  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} className={css.sectionTitle}>
        {t`Check with the payment provider`}
      </h2>
      <p>
        <Trans>
          Compares this contact’s payments with their payment provider’s and fixes what Masthead missed. This also runs
          every night.
        </Trans>
      </p>
      {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
      <Button variant="primaryOutlined" loading={busy} onClick={() => void run()}>
        <Trans>Check with the payment provider</Trans>
      </Button>
      {findings && (
        <div>
          <h3 ref={resultRef} tabIndex={-1} className={styles.resultTitle}>
            {t`Result of the check`}
          </h3>
          {findings.length === 0 ? (
            <p>
              <Trans>Nothing needed fixing: the payments here match the payment provider’s.</Trans>
            </p>
          ) : (
            <>
              <p>
                {t({
                  message: plural(findings.length, {
                    one: 'The check found and fixed # payment:',
                    other: 'The check found and fixed # payments:',
                  }),
                })}
              </p>
              <ul className={styles.findings}>
                {findings.map((finding) => (
                  <FindingLine key={`${finding.providerPaymentId}-${finding.now}`} finding={finding} />
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}
