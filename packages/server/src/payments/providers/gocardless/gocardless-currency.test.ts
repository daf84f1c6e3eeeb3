import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PaymentCurrency } from 'gocardless-nodejs';
import { createGoCardlessProvider } from './create-gocardless-provider.ts';
import { goCardlessCurrencies, goCardlessCurrency } from './gocardless-currency.ts';

test("the currencies written out are the SDK's own", () => {
  assert.deepEqual([...goCardlessCurrencies].sort(), Object.values(PaymentCurrency).sort());
});

test('a currency GoCardless collects is named in upper case; any other is refused', () => {
  const rows = [
    ['GBP', 'GBP'],
    ['gbp', 'GBP'],
    ['Eur', 'EUR'],
    ['sek', 'SEK'],
  ] as const;
  for (const [code, named] of rows) assert.equal(goCardlessCurrency(code), named, code);
  for (const code of ['JPY', 'CHF', '', 'GB']) assert.throws(() => goCardlessCurrency(code), RangeError, code);
});

test('a provider with a currency or minimum payment it cannot take is refused when made, before any call', () => {
  const options = { accessToken: 'token', webhookSecret: 'secret', environment: 'sandbox' } as const;
  assert.throws(() => createGoCardlessProvider({ ...options, currency: 'JPY' }), /GoCardless does not collect JPY/);
  assert.throws(() => createGoCardlessProvider({ ...options, currency: 'GBP', minimumPayment: 0 }), RangeError);
  assert.equal(createGoCardlessProvider({ ...options, currency: 'gbp' }).name, 'gocardless');
});
