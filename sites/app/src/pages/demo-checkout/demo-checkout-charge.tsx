import { Trans, useLingui } from '@lingui/react/macro';
import type { OperationOutput } from '@masthead/core';
import { formatMoney, perPeriod, type Currency } from '@masthead/forms/contribution';
import { useSnapshot } from 'valtio';
import { useAppContext } from '../../app-context.ts';
import * as css from './demo-checkout-page.css.ts';

type Checkout = OperationOutput<'GET /demo-checkout/{id}'>;

/**
 * The demo checkout's facts about the money, as a provider's checkout
 * lists them: whom the member pays, how much each month or year (the fee
 * included when they cover it), what is taken today and when the next
 * payment falls. Rows of the page's facts list (`<dt>`/`<dd>` pairs).
 */
export function DemoCheckoutCharge({ checkout }: { checkout: Checkout }) {
  const { currencyCode, currencySymbol } = useSnapshot(useAppContext().settings);
  const { charge, newsroom } = checkout;
  return (
    <>
      <dt className={css.term}>
        <Trans>Pay to</Trans>
      </dt>
      <dd className={css.value}>{newsroom}</dd>
      {charge ? (
        <ChargeRows charge={charge} currency={{ currencyCode, currencySymbol }} />
      ) : (
        <>
          <dt className={css.term}>
            <Trans>Amount</Trans>
          </dt>
          <dd className={css.value}>
            <Trans>Nothing is charged now: this only sets up the payment method.</Trans>
          </dd>
        </>
      )}
    </>
  );
}

type Charge = NonNullable<Checkout['charge']>;

function ChargeRows({ charge, currency }: { charge: Charge; currency: Currency }) {
  const { i18n } = useLingui();
  // The newsroom's symbol for its own currency; any other as the language writes it.
  const own = charge.currency === currency.currencyCode.toUpperCase();
  const money = (amount: number) =>
    own ? formatMoney(i18n, amount, currency) : i18n.number(amount, { style: 'currency', currency: charge.currency });
  const each = perPeriod(i18n, money(charge.amount), charge.period);
  const fee = money(charge.fee);
  const today = money(charge.today);
  const date = i18n.date(new Date(charge.nextPaymentDate), { dateStyle: 'long' });
  return (
    <>
      <dt className={css.term}>
        <Trans>Amount</Trans>
      </dt>
      <dd className={css.value}>
        {each}
        {charge.fee > 0 && (
          <>
            {' '}
            <Trans>(including the payment fee of {fee})</Trans>
          </>
        )}
      </dd>
      <dt className={css.term}>
        <Trans>Today</Trans>
      </dt>
      <dd className={css.value}>{charge.today > 0 ? today : <Trans>Nothing today</Trans>}</dd>
      <dt className={css.term}>{charge.today > 0 ? <Trans>Next payment</Trans> : <Trans>First payment</Trans>}</dt>
      <dd className={css.value}>{date}</dd>
    </>
  );
}
