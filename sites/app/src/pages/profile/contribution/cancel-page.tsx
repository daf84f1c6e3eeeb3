import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { ContributionInfo } from '@masthead/core';
import { Button, FormAlert } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { PageSection } from '../../../common/page-section.tsx';
import { useSubmit } from '../../../common/use-submit.ts';
import { Link } from '../../../routes/link.tsx';
import type { PageProps } from '../../../routes/pages.ts';
import { LoadState } from '../../../admin-kit/load-state.tsx';
import { longDate } from './contribution-summary.tsx';
import { paymentErrorText } from './payment-error-text.ts';
import { isRunning, useContribution } from './use-contribution.ts';
import * as css from './contribution.css.ts';

/** Where the member goes on from here: the contribution page, or in newsroom mode (which has none) the profile. */
function useBackPath() {
  const { newsroomMode } = useSnapshot(useAppContext().settings);
  return newsroomMode ? '/profile' : '/profile/contribution';
}

/**
 * docs/product/entities.md, "States and transitions": cancelling ends the membership with the paid cycle, whose end
 * is the renewal date.
 */
function CancelConfirm({ info }: { info: ContributionInfo }) {
  const { api, router, notifications } = useAppContext();
  const { i18n } = useLingui();
  const { busy, error: failure, submit } = useSubmit(paymentErrorText);
  const back = useBackPath();
  const end = info.renewalDate ?? info.membershipExpiryDate;
  const date = end ? longDate(i18n, end) : null;

  const cancel = () =>
    submit(() => api.contributions.cancel({ params: { id: 'me' } }), {
      onSuccess: () => {
        notifications.notify({ variant: 'success', title: msg`Your contribution has been cancelled.` });
        router.navigate(back);
      },
      keepBusy: true,
    });

  return (
    <>
      {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
      <p>
        <Trans>If you cancel, no further payments will be taken.</Trans>{' '}
        {date ? (
          <Trans>Your membership continues until the end of the period you have paid for, on {date}.</Trans>
        ) : (
          <Trans>Your membership continues until the end of the period you have paid for.</Trans>
        )}
      </p>
      <div className={css.actions}>
        <Button variant="danger" loading={busy} onClick={() => void cancel()}>
          <Trans>Cancel my contribution</Trans>
        </Button>
        <Link href={back}>
          <Trans>Keep my contribution</Trans>
        </Link>
      </div>
    </>
  );
}

/** `/profile/contribution/cancel`: says when the membership ends, then cancels on confirmation. */
export function CancelPage({ route }: PageProps) {
  const { result } = useContribution();
  const back = useBackPath();
  return (
    <PageSection title={route.title}>
      <LoadState result={result}>
        {(info) =>
          isRunning(info) ? (
            <CancelConfirm info={info} />
          ) : (
            <>
              <p>
                <Trans>You have no running contribution to cancel.</Trans>
              </p>
              <p>
                {back === '/profile' ? (
                  <Link href={back}>
                    <Trans>Back to your profile</Trans>
                  </Link>
                ) : (
                  <Link href={back}>
                    <Trans>Go to your contribution</Trans>
                  </Link>
                )}
              </p>
            </>
          )
        }
      </LoadState>
    </PageSection>
  );
}
