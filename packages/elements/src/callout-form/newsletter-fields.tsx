import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { NewsletterOptIn } from '@masthead/core';
import { CheckboxField, Fieldset } from '@masthead/ui';
import type { ResponseBody } from './form-calls.ts';
import * as styles from './callout-form.css.ts';

/**
 * The newsletter sign-up of a call-out: the opt-in checkbox and, once ticked,
 * one checkbox per group the call-out offers (those it marks `checked`
 * ticked to start with). `body` is the response's `newsletter` part: the
 * chosen groups' ids, in the call-out's order, only with the opt-in.
 */
export function useNewsletterChoice(offer: NewsletterOptIn | null) {
  const { t } = useLingui();
  const [optIn, setOptIn] = useState(false);
  const [chosen, setChosen] = useState(() => new Set(offer?.groups.filter((g) => g.checked).map((g) => g.id)));
  const choose = (id: string, on: boolean) =>
    setChosen((was) => {
      const next = new Set(was);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  let body: ResponseBody['newsletter'] = undefined;
  if (offer) {
    const groups = offer.groups.filter((g) => chosen.has(g.id)).map((g) => g.id);
    body = optIn && offer.groups.length > 0 ? { optIn, groups } : { optIn };
  }

  const fields = offer ? (
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
  ) : null;
  return { fields, body, optIn };
}
