import { msg } from '@lingui/core/macro';
import { ApiError } from '@masthead/client';
import { useAppContext } from '../../app-context.ts';
import { saveLocaleChoice } from '../../i18n/locale-choice.ts';

// One save at a time, in the order chosen: the account ends with the last choice.
let saving: Promise<unknown> = Promise.resolve();

/**
 * What the language switcher does: the choice is saved in the browser,
 * outranks `?lang=` from now on (the address drops it), and is stored on the
 * contact when logged in, so their next session starts in it.
 */
export function useChangeLocale(): (code: string) => void {
  const { api, session, router, notifications } = useAppContext();
  return (code) => {
    saveLocaleChoice(code);
    const params = new URLSearchParams(router.location.search);
    if (params.has('lang')) {
      params.delete('lang');
      const query = params.toString();
      router.navigate(router.location.pathname + (query ? `?${query}` : '') + location.hash, { replace: true });
    }
    const contact = session.contact;
    if (!contact) return;
    contact.locale = code;
    saving = saving.then(() =>
      api.contacts.update({ params: { id: 'me' }, body: { locale: code } }).catch((error: unknown) => {
        // A 5xx already raised the app's generic notification.
        if (error instanceof ApiError && error.isServerError) return;
        notifications.notify({
          variant: 'error',
          title: msg`Your language could not be saved to your account. It applies in this browser only.`,
        });
      }),
    );
  };
}
