import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  Button,
  CheckboxField,
  Fieldset,
  FormAlert,
  TextField,
  checkAddress,
  hasErrors,
  isAddressEmpty,
  textsFor,
  useFocusFirstInvalid,
  type AddressValue,
} from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { errorText, serverFieldErrors } from '../../../common/error-text.ts';
import { useSubmit } from '../../../common/use-submit.ts';
import { CardSection } from '../../../layouts/card-section.tsx';
import { updateContact, type AccountContact } from './account-contact.ts';

type Field = 'line1' | 'city' | 'postcode';
const emptyAddress: AddressValue = { line1: '', line2: '', city: '', postcode: '' };

/** The delivery address (optional, but complete once started) and the opt-in to post. */
export function AddressSection({
  contact,
  onSaved,
}: {
  contact: AccountContact;
  onSaved: (c: AccountContact) => void;
}) {
  const { api, notifications } = useAppContext();
  const { t, i18n } = useLingui();
  const [address, setAddress] = useState<AddressValue>({ ...emptyAddress, ...contact.profile.deliveryAddress });
  const [optIn, setOptIn] = useState(contact.profile.deliveryOptIn);
  const [errors, setErrors] = useState<Partial<Record<Field, MessageDescriptor>>>({});
  const { busy, error: failure, submit: save } = useSubmit();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const set = (key: keyof AddressValue) => (value: string) => setAddress((a) => ({ ...a, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = textsFor<Field>(checkAddress(address));
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid();
    const trimmed = {
      line1: address.line1.trim(),
      line2: address.line2.trim(),
      city: address.city.trim(),
      postcode: address.postcode.trim(),
    };
    const deliveryAddress = isAddressEmpty(trimmed) ? null : trimmed;
    void save(
      async () => {
        onSaved(await updateContact(api, { profile: { deliveryOptIn: optIn, deliveryAddress } }));
        notifications.notify({ variant: 'success', title: msg`Your delivery address has been saved` });
      },
      {
        onError: (error) => {
          const fields = serverFieldErrors<Field>(error, {
            'profile.deliveryAddress.line1': 'line1',
            'profile.deliveryAddress.city': 'city',
            'profile.deliveryAddress.postcode': 'postcode',
          });
          setErrors(fields);
          if (hasErrors(fields)) focusFirstInvalid();
          return hasErrors(fields) ? null : errorText(error);
        },
      },
    );
  };

  const text = (field: Field) => errors[field] && i18n._(errors[field]);
  return (
    <CardSection narrow title={<Trans>Delivery address</Trans>}>
      <form ref={ref} noValidate onSubmit={submit}>
        {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
        <Fieldset
          legend={<Trans>Address</Trans>}
          description={
            <Trans>Optional. If you add an address, we need line 1, the city or town and the postcode.</Trans>
          }
        >
          <TextField
            label={t`Address line 1`}
            autoComplete="address-line1"
            value={address.line1}
            onValueChange={set('line1')}
            error={text('line1')}
          />
          <TextField
            label={t`Address line 2`}
            autoComplete="address-line2"
            value={address.line2}
            onValueChange={set('line2')}
          />
          <TextField
            label={t`City or town`}
            autoComplete="address-level2"
            value={address.city}
            onValueChange={set('city')}
            error={text('city')}
          />
          <TextField
            label={t`Postcode`}
            autoComplete="postal-code"
            value={address.postcode}
            onValueChange={set('postcode')}
            error={text('postcode')}
          />
        </Fieldset>
        <CheckboxField
          label={<Trans>Send things to me by post</Trans>}
          description={<Trans>For example a magazine or a thank-you gift, where we offer one.</Trans>}
          checked={optIn}
          onCheckedChange={setOptIn}
        />
        <Button type="submit" loading={busy}>
          <Trans>Save delivery address</Trans>
        </Button>
      </form>
    </CardSection>
  );
}
