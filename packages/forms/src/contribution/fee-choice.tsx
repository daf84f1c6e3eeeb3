import { Trans, useLingui } from '@lingui/react/macro';
import { coverFeeRequiredUpTo, fromCents } from '@masthead/core';
import { CheckboxField } from '@masthead/ui';
import { useFormatMoney } from './format-money.ts';
import { perPeriod } from './contribution-texts.ts';
import type { ContributionDraftState } from './use-contribution-draft.ts';
import * as css from './contribution.css.ts';

/**
 * "Cover the fee" where the newsroom asks (monthly only, core's `coverFee`),
 * with the fee of the chosen method; required, and so ticked and fixed, at
 * the smallest amounts. `brief` (the join form's short step): "Cover the
 * £0.43 fee", explained only where covering is required.
 */
export function FeeChoice({ state, brief }: { state: ContributionDraftState; brief?: boolean }) {
  const { t } = useLingui();
  const money = useFormatMoney();
  const { review, update } = state;
  if (review.coverFee === 'never') return null;
  const fee = review.fee === null ? null : money(fromCents(review.fee));
  const limit = money(fromCents(coverFeeRequiredUpTo));
  let description = t`The fee depends on the payment method.`;
  if (review.coverFee === 'required') description = t`Contributions of ${limit} a month or less must cover the fee.`;
  else if (fee) description = t`So that the newsroom receives all of your contribution.`;
  if (brief && fee) {
    return (
      <CheckboxField
        label={t`Cover the ${fee} fee`}
        checked={review.payFee}
        disabled={review.coverFee === 'required'}
        onCheckedChange={(payFee) => update({ payFee })}
        description={review.coverFee === 'required' ? description : undefined}
      />
    );
  }
  return (
    <CheckboxField
      label={fee ? t`Cover the ${fee} payment fee` : t`Cover the payment fee`}
      checked={review.payFee}
      disabled={review.coverFee === 'required'}
      onCheckedChange={(payFee) => update({ payFee })}
      description={description}
    />
  );
}

/** What each payment will charge, said again as the draft changes; `brief`: the total alone (the fee is said beside its box). */
export function ChargeLine({ state, brief }: { state: ContributionDraftState; brief?: boolean }) {
  const { i18n } = useLingui();
  const money = useFormatMoney();
  const { review, draft } = state;
  const show = review.charge !== null && !review.errors.some((e) => e.field === 'amount');
  const total = show ? perPeriod(i18n, money(fromCents(review.charge!)), draft.period) : '';
  const amount = money(fromCents(review.amount ?? 0));
  const fee = money(fromCents(review.fee ?? 0));
  const withFee = !brief && review.payFee && (review.fee ?? 0) > 0;
  return (
    <p aria-live="polite" className={css.line}>
      {show &&
        (withFee ? (
          <Trans>
            You will pay {total} ({amount} and a {fee} fee).
          </Trans>
        ) : (
          <Trans>You will pay {total}.</Trans>
        ))}
    </p>
  );
}
