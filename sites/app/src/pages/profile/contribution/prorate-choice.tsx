import { useLingui } from '@lingui/react/macro';
import { fromCents } from '@masthead/core';
import { useFormatMoney, ChoiceFieldset, type ContributionDraftState } from '@masthead/forms/contribution';
import { longDate } from './contribution-summary.tsx';
import { exactProration } from './payment-schedule.ts';

/**
 * docs/product/entities.md, "States and transitions": a higher annual amount
 * applies at renewal, or now with a one-off payment for the rest of the paid year (core's `prorationAmount`;
 * "about" where the provider works out its own: `exactProration`).
 */
export function ProrateChoice({ state }: { state: ContributionDraftState }) {
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  const offer = state.review.prorateOffer;
  if (!offer) return null;
  const oneOff = money(fromCents(offer.oneOff));
  const renewal = longDate(i18n, offer.renewal);
  return (
    <ChoiceFieldset
      legend={t`When should the new amount apply?`}
      value={state.draft.prorate ? 'now' : 'renewal'}
      onChange={(when) => state.update({ prorate: when === 'now' })}
      options={[
        {
          value: 'now',
          label: exactProration(state.draft.method)
            ? t`Now, with a one-off payment of ${oneOff} for the rest of this year`
            : t`Now, with a one-off payment of about ${oneOff} for the rest of this year`,
        },
        { value: 'renewal', label: t`At your renewal on ${renewal}` },
      ]}
    />
  );
}
