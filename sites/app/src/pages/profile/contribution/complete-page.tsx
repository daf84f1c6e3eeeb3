import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { ApiError } from '@masthead/client';
import { errorCatalogue, genericTexts } from '@masthead/core';
import { Button, FormAlert } from '@masthead/ui';
import { useSnapshot } from 'valtio';
import { useAppContext } from '../../../app-context.ts';
import { PageSection } from '../../../common/page-section.tsx';
import { Link } from '../../../routes/link.tsx';
import type { PageProps } from '../../../routes/pages.ts';
import { completeOnce, type FlowKind } from './complete-once.ts';
import { paymentErrorText } from './payment-error-text.ts';
import * as css from './contribution.css.ts';

const texts = {
  contribution: { working: msg`Setting up your contribution…`, done: msg`Your contribution has started. Thank you!` },
  paymentMethod: { working: msg`Saving your new payment method…`, done: msg`Your payment method has been changed.` },
};

const backLink = (
  <Link href="/profile/contribution">
    <Trans>Go to your contribution</Trans>
  </Link>
);

/** What a failed completion says: a used flow was done before (a reload), anything else what went wrong. */
function Failure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { i18n } = useLingui();
  if (error instanceof ApiError && error.code === 'payment-flow-used') {
    return (
      <FormAlert variant="success" title={<Trans>Already done</Trans>}>
        <p>{i18n._(errorCatalogue['payment-flow-used'].text)}</p>
        <p>{backLink}</p>
      </FormAlert>
    );
  }
  const retry = error instanceof ApiError && error.isServerError;
  return (
    <>
      <FormAlert>{i18n._(paymentErrorText(error) ?? genericTexts.serverError)}</FormAlert>
      <div className={css.actions}>
        {retry && (
          <Button onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        )}
        {backLink}
      </div>
    </>
  );
}

/**
 * The page the payment provider sends the member back to: completes the
 * flow named by `?paymentFlowId=` once, then goes to the contribution with
 * a notice, or says what went wrong.
 */
function PaymentFlowComplete({ route, kind }: PageProps & { kind: FlowKind }) {
  const { api, router, notifications } = useAppContext();
  const { i18n } = useLingui();
  const { search } = useSnapshot(router.location);
  const flowId = new URLSearchParams(search).get('paymentFlowId');
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!flowId) return;
    let live = true;
    completeOnce(api, kind, flowId, round > 0).then(
      () => {
        if (!live) return;
        notifications.notify({ variant: 'success', title: texts[kind].done });
        router.navigate('/profile/contribution', { replace: true });
      },
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [api, flowId, kind, notifications, round, router]);

  let body;
  if (!flowId) body = <Failure error={null} onRetry={() => {}} />;
  else if (failure) {
    const retry = () => {
      setFailure(null);
      setRound((n) => n + 1);
    };
    body = <Failure error={failure.error} onRetry={retry} />;
  } else body = <p role="status">{i18n._(texts[kind].working)}</p>;
  return <PageSection title={route.title}>{body}</PageSection>;
}

/** `/profile/contribution/complete`: back from starting a contribution. */
export const ContributionCompletePage = (props: PageProps) => <PaymentFlowComplete {...props} kind="contribution" />;

/** `/profile/contribution/payment-method/complete`: back from changing the payment method. */
export const PaymentMethodCompletePage = (props: PageProps) => <PaymentFlowComplete {...props} kind="paymentMethod" />;
