import {
  assert,
  axeViolations,
  describe,
  getByLabelText as getLabelled,
  getByRole,
  getByText,
  it,
  queryAllByRole,
  sleep,
  waitFor,
} from '@masthead/test/browser-setup';
import { validationAnswer } from '@masthead/client/testing';
import { builderServer, openBuilder, typeText } from './builder.test-helper.ts';

const preview = () => getByRole('region', { name: 'Preview' });
/** A field of the settings (the preview has fields of its own, such as the payment methods). */
const getByLabelText = (label: string | RegExp, scope: ParentNode = document.querySelector('form')!) =>
  getLabelled(label, scope);
const ready = () => waitFor(() => getByRole('heading', { name: 'Join us' }, preview()));

describe('Membership builder: join form tab', () => {
  it('shows the tabs, every saved setting and the join form as readers see it', async () => {
    const api = builderServer();
    await openBuilder(api, '');
    await ready();
    getByRole('heading', { level: 1, name: 'Membership builder' });
    const links = queryAllByRole('link', {}, getByRole('navigation', { name: 'Membership builder' }));
    assert.deepEqual(
      links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]),
      [
        ['Join form', '/admin/membership-builder', 'page'],
        ['Intro', '/admin/membership-builder/intro', null],
        ['Email', '/admin/membership-builder/email', null],
        ['Confirmation', '/admin/membership-builder/confirmation', null],
      ],
    );
    assert.equal((getByLabelText('Minimum monthly amount') as HTMLInputElement).value, '1');
    assert.equal((getByLabelText('Default amount') as HTMLInputElement).value, '10');
    assert.deepEqual(
      [1, 2, 3].map((n) => (getByLabelText(`Suggested monthly amount ${n}`) as HTMLInputElement).value),
      ['5', '10', '15'],
    );
    assert.equal((getByLabelText('Suggested annual amount 3') as HTMLInputElement).value, '180');
    assert.ok((getByLabelText('Ask members to cover the payment fee') as HTMLInputElement).checked);
    assert.ok((getByLabelText('PayPal') as HTMLInputElement).checked);
    assert.equal((getByLabelText(/^Title/) as HTMLInputElement).value, '', 'the standard title, translated');
    for (const amount of ['€5', '€10', '€15', 'Other']) getByRole('radio', { name: amount }, preview());
    assert.equal((getByRole('radio', { name: '€10' }, preview()) as HTMLInputElement).checked, true);
    assert.deepEqual(await axeViolations(), []);
  });

  it('changes the preview as the amounts and the title change, before anything is saved', async () => {
    const api = builderServer();
    await openBuilder(api, '');
    await ready();
    typeText(getByLabelText('Title'), 'Become a member');
    await waitFor(() => getByRole('heading', { name: 'Become a member' }, preview()));
    typeText(getByLabelText('Suggested monthly amount 2'), '12');
    await waitFor(() => getByRole('radio', { name: '€12' }, preview()));
    assert.equal(queryAllByRole('radio', { name: '€10' }, preview()).length, 0);
    getByRole('button', { name: 'Remove suggested monthly amount 1' }).click();
    await waitFor(() => assert.equal(queryAllByRole('radio', { name: '€5' }, preview()).length, 0));
    // Focus stays in the list: on the amount that took the removed one's place.
    assert.equal(document.activeElement, getByLabelText('Suggested monthly amount 1'));
    getByRole('button', { name: 'Add a suggested monthly amount' }).click();
    await waitFor(() => assert.equal(document.activeElement, getByLabelText('Suggested monthly amount 3')));
    typeText(getByLabelText('Suggested monthly amount 3'), '40');
    await waitFor(() => getByRole('radio', { name: '€40' }, preview()));
    typeText(getByLabelText('Minimum monthly amount'), '3');
    getByRole('radio', { name: 'Other' }, preview()).click();
    await waitFor(() => getByText('At least €3.00 per month', preview()));
    typeText(getByLabelText('Default amount'), '40');
    await waitFor(() =>
      assert.equal((getByRole('radio', { name: '€40' }, preview()) as HTMLInputElement).checked, true),
    );
    // The preview sends nothing, even when its button is pressed.
    getByRole('button', { name: 'Continue to payment' }, preview()).click();
    await sleep(50);
    assert.deepEqual(
      api.calls.map((c) => c.method),
      ['GET'],
    );
  });

  it('saves only what changed with one PATCH, and says so', async () => {
    const api = builderServer();
    await openBuilder(api, '');
    await ready();
    typeText(getByLabelText('Title'), 'Become a member');
    typeText(getByLabelText('Minimum monthly amount'), '2.50');
    getByRole('button', { name: 'Add a suggested annual amount' }).click();
    await waitFor(() => getByLabelText('Suggested annual amount 4'));
    typeText(getByLabelText('Suggested annual amount 4'), '240');
    getByLabelText('Ask members to cover the payment fee').click();
    getByLabelText('PayPal').click();
    await sleep(10);
    getByRole('button', { name: 'Save' }).click();
    await waitFor(() => getByText(/^Success: The join form has been saved$/));
    assert.deepEqual(
      api.patches().map((c) => c.body),
      [
        {
          title: 'Become a member',
          minMonthlyAmount: 2.5,
          periods: [
            { name: 'monthly', presetAmounts: [5, 10, 15] },
            { name: 'annually', presetAmounts: [60, 120, 180, 240] },
          ],
          showAbsorbFee: false,
          paymentMethods: ['s_card', 's_sepa', 's_bacs', 's_ideal', 'gc_direct-debit'],
        },
      ],
    );
    // Saved: a second Save has nothing to send.
    getByRole('button', { name: 'Save' }).click();
    await waitFor(() => getByText('There are no changes to save.'));
    assert.equal(api.patches().length, 1);
  });

  it("puts the server's refusal on the amount it names, focuses it, and keeps the draft", async () => {
    const api = builderServer((call) =>
      call.method === 'PATCH'
        ? validationAnswer([{ field: 'periods.0.presetAmounts.1', rule: 'min', params: { min: 12 } }])
        : undefined,
    );
    await openBuilder(api, '');
    await ready();
    typeText(getByLabelText('Minimum monthly amount'), '12');
    await sleep(10);
    getByRole('button', { name: 'Save' }).click();
    const field = getByLabelText('Suggested monthly amount 2');
    await waitFor(() => assert.equal(field.getAttribute('aria-invalid'), 'true'));
    assert.equal(document.activeElement, field);
    assert.match(field.getAttribute('aria-describedby') ?? '', /error/);
    getByText('Enter at least 12.');
    getByText('Something is missing. Please check the fields above.');
    assert.equal(getByLabelText('Suggested monthly amount 1').getAttribute('aria-invalid'), null);
    assert.equal((getByLabelText('Minimum monthly amount') as HTMLInputElement).value, '12');
    assert.deepEqual(api.patches()[0]!.body, { minMonthlyAmount: 12 });
  });

  it('sends nothing while an amount is not a number, and says which', async () => {
    const api = builderServer();
    await openBuilder(api, '');
    await ready();
    typeText(getByLabelText('Default amount'), 'ten');
    await sleep(10);
    getByRole('button', { name: 'Save' }).click();
    const field = getByLabelText('Default amount');
    await waitFor(() => assert.equal(document.activeElement, field));
    getByText('Enter an amount such as 5 or 5.50.');
    assert.equal(api.patches().length, 0);
  });
});
