import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ContributionInfo } from '@masthead/core';
import { useAppContext } from '../../../app-context.ts';
import { ContributionSummary } from '../../profile/contribution/contribution-summary.tsx';
import { isRunning } from '../../profile/contribution/use-contribution.ts';
import { LoadState } from '../../../admin-kit/load-state.tsx';
import { useLoad } from '../../../admin-kit/use-load.ts';
import { CancelContribution } from './cancel-contribution.tsx';
import { ContactPayments } from './contact-payments.tsx';
import { FailingLine } from './contribution-brief.tsx';
import { ForceContributionForm } from './force-contribution-form.tsx';
import { AdoptedLine } from './import-adoption.tsx';
import { ReconcileSection } from './reconcile-section.tsx';
import * as css from '../../../admin-kit/admin.css.ts';
import * as styles from './contacts.css.ts';

/** The contribution in the member's own words (the profile's summary), with the way to cancel it. */
function CurrentContribution({
  contactId,
  info,
  focusRound,
  onChanged,
}: {
  contactId: string;
  info: ContributionInfo;
  /** Grows after each change: the heading then takes focus, so the new summary is read next. */
  focusRound: number;
  onChanged: (info: ContributionInfo) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusRound > 0) heading.current?.focus();
  }, [focusRound]);
  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} ref={heading} tabIndex={-1} className={`${css.sectionTitle} ${styles.focusTarget}`}>
        {t`The contribution as the member sees it`}
      </h2>
      {info.paymentFailing && <FailingLine since={info.paymentFailing} />}
      <ContributionSummary info={info} />
      <AdoptedLine contactId={contactId} />
      {isRunning(info) && <CancelContribution contactId={contactId} info={info} onCancelled={onChanged} />}
    </section>
  );
}

/**
 * `/admin/contacts/{id}/contribution`: the contribution as the member sees
 * it, their payments, and the admin's actions: set a manual contribution
 * (or none), cancel a running one, check with the payment provider.
 */
export function ContributionTab({ contactId }: { contactId: string }) {
  const { api } = useAppContext();
  const { result, set, reload } = useLoad(() => api.contributions.get({ params: { id: contactId } }), [contactId]);
  const [focusRound, setFocusRound] = useState(0);
  const [paymentsRound, setPaymentsRound] = useState(0);
  const changed = (info: ContributionInfo) => {
    set(info);
    setFocusRound((n) => n + 1);
  };
  return (
    <LoadState result={result}>
      {(info) => (
        <>
          <CurrentContribution contactId={contactId} info={info} focusRound={focusRound} onChanged={changed} />
          <ContactPayments contactId={contactId} round={paymentsRound} />
          <ForceContributionForm contactId={contactId} info={info} onSaved={changed} />
          <ReconcileSection
            contactId={contactId}
            onFixed={() => {
              // Payments the check brought may extend the membership: both are read again.
              reload();
              setPaymentsRound((n) => n + 1);
            }}
          />
        </>
      )}
    </LoadState>
  );
}
