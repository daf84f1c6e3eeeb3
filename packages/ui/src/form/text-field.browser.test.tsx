import { useState, type FormEvent } from 'react';
import {
  assert,
  createTestI18n,
  describe,
  findAccessible,
  getByLabelText,
  getByRole,
  it,
  render,
  sleep,
  typeInto,
  waitFor,
} from '@masthead/test/browser-setup';
import { CheckboxField } from './checkbox-field.tsx';
import { Fieldset } from './fieldset.tsx';
import { FormAlert } from './form-alert.tsx';
import { TextField } from './text-field.tsx';
import { checkAddress, checkNewPassword, hasErrors, type AddressValue } from './rules.ts';
import { useFocusFirstInvalid } from './use-focus-first-invalid.ts';
import { textsFor } from './validation-texts.ts';

const i18n = createTestI18n();

/** A small form like the account page's: an address and a new password. */
function AddressAndPassword() {
  const [address, setAddress] = useState<AddressValue>({ line1: '', line2: '', city: '', postcode: '' });
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const set = (key: keyof AddressValue) => (value: string) => setAddress((a) => ({ ...a, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = textsFor({
      ...checkAddress(address),
      ...checkNewPassword(password, confirmation, { optional: true }),
    });
    setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, i18n._(v!)])));
    if (hasErrors(found)) focusFirstInvalid();
  };
  return (
    <form ref={ref} noValidate onSubmit={submit}>
      <Fieldset legend="Address" description="Optional">
        <TextField label="Address line 1" value={address.line1} onValueChange={set('line1')} error={errors.line1} />
        <TextField label="Address line 2" value={address.line2} onValueChange={set('line2')} />
        <TextField label="City or town" value={address.city} onValueChange={set('city')} error={errors.city} />
        <TextField label="Postcode" value={address.postcode} onValueChange={set('postcode')} error={errors.postcode} />
      </Fieldset>
      <TextField
        label="New password"
        type="password"
        value={password}
        onValueChange={setPassword}
        error={errors.password}
      />
      <TextField
        label="Confirm new password"
        type="password"
        value={confirmation}
        onValueChange={setConfirmation}
        error={errors.confirmation}
      />
      <button type="submit">Save</button>
    </form>
  );
}

const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('TextField', () => {
  it('is named by its label and described by its description and error', async () => {
    render(
      <TextField
        label="Email"
        type="email"
        value="x"
        description="We write to you here."
        error="Please enter a valid email address"
        required
      />,
    );
    const input = getByRole('textbox', { name: 'Email' });
    const [node] = await findAccessible('textbox', 'Email');
    assert.ok(node, 'Chromium names the input by its label');
    assert.equal(input.getAttribute('aria-invalid'), 'true');
    assert.equal(input.getAttribute('aria-required'), 'true');
    assert.equal(describedBy(input), 'We write to you here. | Please enter a valid email address');
  });

  it('is valid and described only by its description without an error', () => {
    render(<TextField label="Name" value="" description="As on your card" />);
    const input = getByRole('textbox', { name: 'Name' });
    assert.equal(input.getAttribute('aria-invalid'), null);
    assert.equal(describedBy(input), 'As on your card');
  });

  it('shows an error in a live region that was there before the error', async () => {
    const { rerender } = render(<TextField label="Name" value="" />);
    const region = document.querySelector('[aria-live="polite"]')!;
    assert.equal(region.textContent, '');
    rerender(<TextField label="Name" value="" error="This field is required" />);
    await waitFor(() => assert.equal(document.querySelector('[aria-live="polite"]'), region));
    assert.equal(region.textContent, 'This field is required');
  });
});

describe('CheckboxField, Fieldset and FormAlert', () => {
  it('names the checkbox by its label and the group by its legend', async () => {
    let checked = false;
    render(
      <Fieldset legend="Post">
        <CheckboxField label="Send things by post" checked={false} onCheckedChange={(c) => (checked = c)} />
      </Fieldset>,
    );
    getByRole('checkbox', { name: 'Send things by post' }).click();
    assert.equal(checked, true);
    assert.equal((await findAccessible('checkbox', 'Send things by post')).length, 1);
    assert.equal(document.querySelector('fieldset > legend')?.textContent, 'Post');
  });

  it('announces a form error as an alert and other messages as a status', () => {
    render(
      <>
        <FormAlert>Invalid password/email combination</FormAlert>
        <FormAlert variant="success">Sent</FormAlert>
      </>,
    );
    assert.equal(getByRole('alert').textContent, 'Invalid password/email combination');
    assert.equal(getByRole('status').textContent, 'Sent');
  });
});

describe('Form checks', () => {
  it('requires line 1, city and postcode once any part of the address is given, and focuses the first', async () => {
    render(<AddressAndPassword />);
    typeInto(getByLabelText('Address line 2'), 'Flat 2');
    await sleep(10); // Preact renders typed state in a microtask, before the next press.
    getByRole('button', { name: 'Save' }).click();
    const message = 'This field is required if you want to add an address';
    await waitFor(() => assert.equal(document.activeElement?.getAttribute('aria-invalid'), 'true'));
    const invalid = [...document.querySelectorAll('input[aria-invalid="true"]')] as HTMLElement[];
    assert.deepEqual(
      invalid.map((el) => describedBy(el)),
      [message, message, message],
    );
    assert.equal(document.activeElement, invalid[0], 'focus on line 1');
    assert.equal((await findAccessible('textbox', 'Address line 1'))[0]?.focused, true);
  });

  it('an empty address and empty passwords are fine', async () => {
    render(<AddressAndPassword />);
    getByRole('button', { name: 'Save' }).click();
    await new Promise((r) => setTimeout(r, 20));
    assert.equal(document.querySelectorAll('[aria-invalid="true"]').length, 0);
  });

  it("says when the password breaks the rule or the passwords don't match", async () => {
    render(<AddressAndPassword />);
    const password = getByLabelText('New password');
    const confirmation = getByLabelText('Confirm new password');
    typeInto(password, 'short');
    typeInto(confirmation, 'shorter');
    await sleep(10);
    getByRole('button', { name: 'Save' }).click();
    await waitFor(() => assert.equal(document.activeElement, password));
    assert.equal(
      describedBy(password),
      'Use at least 8 characters, with a number, an uppercase and a lowercase letter',
    );
    assert.equal(describedBy(confirmation), "The passwords don't match");
    typeInto(password, 'Passw0rd!');
    typeInto(confirmation, 'Passw0rd!');
    await sleep(10);
    getByRole('button', { name: 'Save' }).click();
    await waitFor(() => assert.equal(password.getAttribute('aria-invalid'), null));
    assert.equal(confirmation.getAttribute('aria-invalid'), null);
  });
});
