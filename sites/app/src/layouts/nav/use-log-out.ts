import { clearSession } from '@masthead/client';
import { useAppContext } from '../../app-context.ts';
import { useSubmit } from '../../common/use-submit.ts';

/** Ends the session on the server (`POST auth/logout`) and in the app, then shows the login page. */
export function useLogOut() {
  const { api, session, router } = useAppContext();
  const { busy, submit } = useSubmit();
  const logOut = () =>
    submit(
      // A 5xx is already on screen as a notification; the session may be gone anyway.
      () => api.auth.logout().catch(() => undefined),
      {
        onSuccess: () => {
          // Leave first, so the guard does not send the reader to login with this page as next.
          router.navigate('/auth/login', { replace: true });
          clearSession(session);
        },
      },
    );
  return { logOut, busy };
}
