import { useLingui } from '@lingui/react/macro';
import { CheckboxField, Fieldset } from '@masthead/ui';
import type { NewsletterChoice } from './newsletter-choice.ts';
import * as styles from './before-submit.css.ts';

/**
 * The newsletter sign-up's checkboxes: the opt-in and, once ticked, one
 * checkbox per group the call-out offers (`useNewsletterChoice` holds the choice).
 */
export function NewsletterFields({ choice }: { choice: NewsletterChoice }) {
  const { t } = useLingui();
  const { offer, optIn, setOptIn, chosen, choose } = choice;
  if (!offer) return null;
  return (
    <div className={styles.newsletter}>
      {offer.title ? <h3 className={styles.subtitle}>{offer.title}</h3> : null}
      <CheckboxField
        label={offer.label || t`Keep me up to date by email`}
        description={offer.text || undefined}
        checked={optIn}
        onCheckedChange={setOptIn}
      />
      {optIn && offer.groups.length > 0 ? (
        <Fieldset legend={t`What would you like to hear about?`} className={styles.groups}>
          {offer.groups.map((group) => (
            <CheckboxField
              key={group.id}
              label={group.label}
              checked={chosen.has(group.id)}
              onCheckedChange={(on) => choose(group.id, on)}
            />
          ))}
        </Fieldset>
      ) : null}
    </div>
  );
}
