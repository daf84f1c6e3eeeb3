import { useState } from 'react';
import type { NewsletterOptIn } from '@masthead/core';
import type { ResponseBody } from './form-calls.ts';

/**
 * The newsletter sign-up of a call-out, as the reader chose it: the opt-in and the groups
 * (those the call-out marks `checked` chosen to start with). `body` is the response's
 * `newsletter` part: the chosen groups' ids, in the call-out's order, only with the opt-in.
 * Its checkboxes (`newsletter-fields.tsx`) load with the form's other lazy parts.
 */
export function useNewsletterChoice(offer: NewsletterOptIn | null) {
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
  return { offer, optIn, setOptIn, chosen, choose, body };
}

export type NewsletterChoice = ReturnType<typeof useNewsletterChoice>;
