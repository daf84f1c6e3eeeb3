import { useCallback, useEffect, useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ApiError } from '@masthead/client';
import { genericTexts, type OperationOutput, type PaymentMethod } from '@masthead/core';
import { Button, FormAlert } from '@masthead/ui';
import { useAppContext } from '../../app-context.ts';
import { errorText } from '../../common/error-text.ts';
import { PageSection } from '../../common/page-section.tsx';
import { Link } from '../../routes/link.tsx';
import type { PageProps } from '../../routes/pages.ts';
import { DemoCheckoutCharge } from './demo-checkout-charge.tsx';
import * as css from './demo-checkout-page.css.ts';
import { safeReturn } from './safe-return.ts';

type Checkout = OperationOutput<'GET /demo-checkout/{id}'>;
type Outcome = 'succeed' | 'fail';

const methodNames: Record<PaymentMethod, MessageDescriptor> = {
  s_card: msg`Card`,
  s_sepa: msg`SEPA Direct Debit`,
  s_bacs: msg`Bacs Direct Debit`,
  s_paypal: msg`PayPal`,
  s_ideal: msg`iDEAL`,
  'gc_direct-debit': msg`Direct Debit`,
};

/**
 * `/demo-checkout/:id?return=…`: the demo payment provider's checkout, where
 * a member "pays" when no real provider is set up. Plainly marked: nothing
 * is charged and no card or bank details are asked for. Like a provider's
 * checkout it says whom the member pays, how much, today and next. Paying
 * or declining sends the member back to `return` (a page of this site, or
 * the article the server accepted for the flow), where the join or
 * payment-method flow completes, or fails.
 */
export function DemoCheckoutPage({ route, params }: PageProps) {
  const { api, router } = useAppContext();
  const { i18n } = useLingui();
  const calls = api.demoCheckout;
  const id = params.id ?? '';
  const asked = new URLSearchParams(router.location.search).get('return');
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  // A page of this site, or the address the server accepted for this flow (an article on a site
  // EMBED_ORIGINS lists, where a <join-form> sent the reader from): never one only the link names.
  const back = safeReturn(asked, location.origin) ?? (asked && asked === checkout?.returnUrl ? asked : null);
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const [busy, setBusy] = useState<Outcome | null>(null);
  const [answered, setAnswered] = useState(false);
  const result = useRef<HTMLParagraphElement>(null);

  // Loaded once per checkout.
  const load = useCallback(async () => {
    try {
      setCheckout(await calls.get({ params: { id } }));
    } catch (cause) {
      if (cause instanceof ApiError && cause.httpCode === 404) setMissing(true);
      else setFailure(errorText(cause) ?? genericTexts.reload);
    }
  }, [calls, id]);
  useEffect(() => {
    void load();
  }, [load]);
  // Staying here after answering: the outcome takes the focus the pressed button had.
  useEffect(() => {
    if (answered) result.current?.focus();
  }, [answered]);

  const answer = async (outcome: Outcome) => {
    setBusy(outcome);
    setFailure(null);
    try {
      const decided = await calls.decide({ params: { id }, body: { outcome } });
      // Back to the flow; replacing, so Back does not land on an answered checkout.
      if (back?.startsWith('/')) {
        router.navigate(back, { replace: true });
        return;
      }
      if (back) {
        location.replace(back);
        return;
      }
      setCheckout(decided);
      setAnswered(true);
    } catch (cause) {
      // Answered in another tab meanwhile: show how.
      if (cause instanceof ApiError && cause.httpCode === 409) await load();
      else setFailure(errorText(cause) ?? genericTexts.reload);
    } finally {
      setBusy(null);
    }
  };

  return (
    <PageSection title={route.title}>
      <div className={css.notice} role="note" aria-labelledby="demo-checkout-notice">
        <p id="demo-checkout-notice" className={css.noticeTitle}>
          <Trans>Demo — no money moves</Trans>
        </p>
        <p className={css.noticeText}>
          <Trans>
            This site has no payment provider set up yet. Nothing is charged here, and no card or bank details are asked
            for.
          </Trans>
        </p>
      </div>
      {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
      {missing && (
        <FormAlert>
          <Trans>This demo checkout does not exist. Please start again from the page that sent you here.</Trans>
        </FormAlert>
      )}
      {checkout && !back && (
        <FormAlert variant="info">
          <Trans>This checkout does not say where to go back to on this site, so you will stay on this page.</Trans>
        </FormAlert>
      )}
      {checkout && (
        <>
          <dl className={css.facts}>
            <DemoCheckoutCharge checkout={checkout} />
            <dt className={css.term}>
              <Trans>Payment method</Trans>
            </dt>
            <dd className={css.value}>{i18n._(methodNames[checkout.method])}</dd>
            <dt className={css.term}>
              <Trans>Email</Trans>
            </dt>
            <dd className={css.value}>{checkout.email}</dd>
            {checkout.description && (
              <>
                <dt className={css.term}>
                  <Trans>Payment for</Trans>
                </dt>
                <dd className={css.value}>{checkout.description}</dd>
              </>
            )}
          </dl>
          {checkout.status === 'open' ? (
            <div className={css.actions}>
              <Button
                type="button"
                loading={busy === 'succeed'}
                disabled={!!busy}
                onClick={() => void answer('succeed')}
              >
                <Trans>Pay (succeeds)</Trans>
              </Button>
              <Button
                type="button"
                variant="dangerOutlined"
                loading={busy === 'fail'}
                disabled={!!busy}
                onClick={() => void answer('fail')}
              >
                <Trans>Decline (fails)</Trans>
              </Button>
            </div>
          ) : (
            <>
              <p ref={result} tabIndex={-1} role="status">
                {checkout.status === 'succeeded' ? (
                  <Trans>This demo checkout has been paid.</Trans>
                ) : (
                  <Trans>This demo checkout has been declined.</Trans>
                )}
              </p>
              <p>
                {back?.startsWith('/') ? (
                  <Link href={back}>
                    <Trans>Continue</Trans>
                  </Link>
                ) : back ? (
                  <a href={back}>
                    <Trans>Continue</Trans>
                  </a>
                ) : (
                  <Link href="/">
                    <Trans>Go to the home page</Trans>
                  </Link>
                )}
              </p>
            </>
          )}
        </>
      )}
    </PageSection>
  );
}
