import { useState } from 'react';
import { checkGuestDetails, type CalloutAccess, type GuestDetails } from '@masthead/core';
import { useFocusFirstInvalid } from '@masthead/ui';

/** Which of a guest's details are missing or not valid, as `checkGuestDetails` found them. */
export type GuestProblems = Partial<Record<keyof GuestDetails, string>>;

/**
 * A guest's contact details as the call-out asks for them: what they typed, what is wrong
 * with it, and `check`, which returns the details to send, `null` for none (optional ones
 * left empty), or `false` when something is missing (its messages shown, focus on the first).
 * `needed` makes optional details required (a newsletter sign-up needs someone to send it
 * to). Core's `checkGuestDetails` judges them, as it does on the server. The fields
 * themselves (`contact-fields.tsx`) load with the form's other lazy parts.
 */
export function useGuestDetails(access: CalloutAccess) {
  const [guest, setGuest] = useState<GuestDetails>({ firstname: '', lastname: '', email: '' });
  const [problems, setProblems] = useState<GuestProblems>({});
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();
  const check = (needed: boolean): GuestDetails | null | false => {
    const checked = checkGuestDetails(access, guest, { required: needed });
    if (checked.ok) {
      setProblems({});
      return checked.guest;
    }
    setProblems(checked.problems);
    focusFirstInvalid();
    return false;
  };
  return { guest, setGuest, problems, ref, check };
}

export type GuestDetailsState = ReturnType<typeof useGuestDetails>;
