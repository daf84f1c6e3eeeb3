import assert from 'node:assert/strict';
import { test } from 'node:test';
import { goCardlessMethods, isPaymentMethod, isStripeMethod, providerOf, stripeMethods } from './payment-methods.ts';

test('each Masthead payment method has its provider', () => {
  const rows = [
    ['s_card', 'stripe'],
    ['s_sepa', 'stripe'],
    ['s_bacs', 'stripe'],
    ['s_paypal', 'stripe'],
    ['s_ideal', 'stripe'],
    ['gc_direct-debit', 'gocardless'],
  ] as const;
  for (const [method, provider] of rows) {
    assert.equal(isPaymentMethod(method), true, method);
    assert.equal(providerOf(method), provider, method);
    assert.equal(isStripeMethod(method), provider === 'stripe', method);
  }
  for (const other of ['card', 'gc_direct_debit', 'S_CARD', '']) {
    assert.equal(isPaymentMethod(other), false, other);
    assert.equal(isStripeMethod(other), false, other);
  }
});

test('the providers’ method lists split core’s methods between them', () => {
  assert.deepEqual(stripeMethods, ['s_card', 's_sepa', 's_bacs', 's_paypal', 's_ideal']);
  assert.deepEqual(goCardlessMethods, ['gc_direct-debit']);
});
