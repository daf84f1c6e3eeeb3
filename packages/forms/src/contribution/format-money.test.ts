import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatMoney, type Currency, type MoneyLocale } from './format-money.ts';

const pounds: Currency = { currencyCode: 'GBP', currencySymbol: '£' };
const euros: Currency = { currencyCode: 'EUR', currencySymbol: '€' };

test('writes amounts as the language does, with the symbol of the settings', () => {
  const rows: [MoneyLocale, number, Currency, string][] = [
    [{ locale: 'en', locales: ['en'] }, 5, pounds, '£5.00'],
    [{ locale: 'en' }, 1234.5, pounds, '£1,234.50'],
    [{ locale: 'de@informal', locales: ['de'] }, 5.28, euros, '5,28\u00a0€'],
    [{ locale: 'fr', locales: ['fr'] }, 1234.5, euros, '1\u202f234,50\u00a0€'],
    [{ locale: 'en', locales: ['en'] }, 12, { currencyCode: 'CHF', currencySymbol: 'Fr.' }, 'Fr.\u00a012.00'],
    [{ locale: 'nl', locales: ['nl'] }, 0.3, { currencyCode: 'EUR', currencySymbol: 'EUR' }, 'EUR\u00a00,30'],
  ];
  for (const [language, amount, currency, expected] of rows) {
    assert.equal(formatMoney(language, amount, currency), expected, `${language.locale} ${amount}`);
  }
});
