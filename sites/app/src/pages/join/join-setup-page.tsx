import { useEffect, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { setSession } from '@masthead/client';
import { genericTexts, type JoinSetup } from '@masthead/core';
import { Button, FormAlert, TextField, hasErrors, textsFor, useFocusFirstInvalid } from '@masthead/ui';
import { useAppContext } from '../../app-context.ts';
import { errorText, serverFieldErrors } from '../../common/error-text.ts';
import { useSubmit } from '../../common/use-submit.ts';
import { PageSection } from '../../common/page-section.tsx';
import type { PageProps } from '../../routes/pages.ts';
import { AddressFields, NewsletterFields, PasswordFields } from './join-setup-fields.tsx';
import {
  checkSetup,
  initialSetupValues,
  setupPatch,
  setupServerFields,
  type SetupField,
  type SetupShown,
  type SetupValues,
} from './join-setup-form.ts';
import { loadSetupStep } from './join-steps.ts';
import { JoinText } from './join-text.tsx';
import * as css from './join-steps.css.ts';

type State =
  | { phase: 'loading' }
  | { phase: 'ready'; setup: JoinSetup; choosePassword: boolean }
  | { phase: 'failed'; error: unknown };

/**
 * `/join/setup`, the new member's last step: the welcome message, their
 * names, a password to choose while they have none (the emailed link logged
 * them in without one), the delivery address and the newsletter where the
 * settings offer them. "Continue" saves all of it with one
 * `PATCH contact/me` and goes to `/profile`.
 */
export function JoinSetupPage({ route }: PageProps) {
  const { api } = useAppContext();
  const { i18n } = useLingui();
  const [state, setState] = useState<State>({ phase: 'loading' });
  useEffect(() => {
    let live = true;
    loadSetupStep(api).then(
      (step) => live && setState({ phase: 'ready', ...step }),
      (error: unknown) => live && setState({ phase: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [api]);

  return (
    <PageSection title={route.title}>
      {state.phase === 'loading' && (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {state.phase === 'failed' && <FormAlert>{i18n._(errorText(state.error) ?? genericTexts.reload)}</FormAlert>}
      {state.phase === 'ready' && (
        <SetupForm setup={state.setup} shown={{ ...state.setup, choosePassword: state.choosePassword }} />
      )}
    </PageSection>
  );
}

function SetupForm({ setup, shown }: { setup: JoinSetup; shown: SetupShown }) {
  const { api, session, router, notifications } = useAppContext();
  const { t, i18n } = useLingui();
  const contact = useSnapshot(session).contact;
  const [values, setValues] = useState<SetupValues>(() =>
    initialSetupValues({ firstname: contact?.firstname ?? '', lastname: contact?.lastname ?? '' }, setup),
  );
  const [errors, setErrors] = useState<Partial<Record<SetupField, MessageDescriptor>>>({});
  const { busy, error: failure, setError: setFailure, submit: send } = useSubmit();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const change = (next: Partial<SetupValues>) => setValues((now) => ({ ...now, ...next }));
  const errorOf = (field: SetupField) => errors[field] && i18n._(errors[field]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = textsFor<SetupField>(checkSetup(values, shown));
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return focusFirstInvalid();
    await send(() => api.contacts.update({ params: { id: 'me' }, body: setupPatch(values, shown) }), {
      onSuccess: (saved) => {
        if (session.contact) {
          const { firstname, lastname, displayName } = saved;
          setSession(session, { ...session.contact, firstname, lastname, displayName });
        }
        notifications.notify({
          variant: 'success',
          title: msg`Your account is set up. Welcome!`,
          ...(saved.profile?.newsletterStatus === 'pending'
            ? { description: msg`Please confirm your newsletter subscription in the email we sent you.` }
            : {}),
        });
        router.navigate('/profile', { replace: true });
      },
      onError: (error) => {
        const fields = serverFieldErrors<SetupField>(error, setupServerFields);
        setErrors(fields);
        if (!hasErrors(fields)) return errorText(error);
        focusFirstInvalid();
        return null;
      },
      keepBusy: true,
    });
  };

  return (
    <form ref={ref} noValidate onSubmit={(event) => void submit(event)} className={css.form}>
      <JoinText text={setup.welcome} />
      {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
      <TextField
        label={t`First name`}
        autoComplete="given-name"
        required
        value={values.firstname}
        onValueChange={(firstname) => change({ firstname })}
        error={errorOf('firstname')}
      />
      <TextField
        label={t`Last name`}
        autoComplete="family-name"
        required
        value={values.lastname}
        onValueChange={(lastname) => change({ lastname })}
        error={errorOf('lastname')}
      />
      {shown.choosePassword && <PasswordFields values={values} change={change} errors={errors} />}
      {setup.showMailOptIn && <AddressFields values={values} change={change} errorOf={errorOf} />}
      {setup.showNewsletterOptIn && <NewsletterFields values={values} change={change} setup={setup} />}
      <div className={css.actions}>
        <Button type="submit" loading={busy}>
          <Trans>Continue</Trans>
        </Button>
      </div>
    </form>
  );
}
