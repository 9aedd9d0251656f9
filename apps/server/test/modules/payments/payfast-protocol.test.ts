// PayFast's signature rules: PHP urlencode of trimmed non-empty values in the given order,
// `&passphrase=` appended, MD5; checkout fields in PayFast's documented order.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_FIELD_ORDER,
  centsOfAmount,
  randOf,
  hasValidSignature,
  paramString,
  pfEncode,
  signedCheckout,
  signFields,
} from '../../../src/modules/payments/payfast-protocol';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe('PayFast protocol', () => {
  it('encodes as PHP urlencode does', () => {
    expect(pfEncode('Test Product')).toBe('Test+Product');
    expect(pfEncode('https://shop.example/a?b=c')).toBe('https%3A%2F%2Fshop.example%2Fa%3Fb%3Dc');
    expect(pfEncode("it's (free)! *~")).toBe('it%27s+%28free%29%21+%2A%7E');
    expect(pfEncode('Ündine-_.')).toBe('%C3%9Cndine-_.');
  });

  it('builds the parameter string from trimmed non-empty fields in order, without the signature', () => {
    expect(paramString({ merchant_id: '10000100', name_first: '', amount: ' 100.00 ', item_name: 'A pack', signature: 'x' })).toBe(
      'merchant_id=10000100&amount=100.00&item_name=A+pack',
    );
  });

  it('signs with the passphrase appended and checks signatures', () => {
    const fields = { merchant_id: '10000100', amount: '100.00', item_name: 'A pack' };
    expect(signFields(fields, 'jt7NOE43FZPn')).toBe(md5('merchant_id=10000100&amount=100.00&item_name=A+pack&passphrase=jt7NOE43FZPn'));
    const signed = { ...fields, signature: signFields(fields, 'jt7NOE43FZPn') };
    expect(hasValidSignature(signed, 'jt7NOE43FZPn')).toBe(true);
    expect(hasValidSignature(signed, 'another')).toBe(false);
    expect(hasValidSignature({ ...signed, amount: '1.00' }, 'jt7NOE43FZPn')).toBe(false);
    expect(hasValidSignature({ ...fields, signature: 'nonsense' }, 'jt7NOE43FZPn')).toBe(false);
  });

  // The known answer of PayFast's own PHP SDK (payfast-php-sdk, tests/unit/AuthTest.php): a
  // subscription checkout signed with the passphrase 'payfastsandbox' in the SDK's field order.
  // The shop and its fakes share pfEncode and signFields, so only an outside answer can catch a
  // misreading both would make alike.
  it("matches PayFast's documented signature example", () => {
    const payfastExample: [string, string][] = [
      ['merchant_id', '10028084'],
      ['merchant_key', '4hjoenwbwnuso'],
      ['return_url', 'https://test.com/billing/success'],
      ['cancel_url', 'https://test.com/billing/cancel'],
      ['notify_url', 'https://test.com/payfast/webhook'],
      ['name_first', 'Test'],
      ['name_last', 'Test'],
      ['email_address', 'test@test.com'],
      ['m_payment_id', '5'],
      ['amount', '5.00'],
      ['item_name', 'Test'],
      ['custom_int1', '1'],
      ['custom_int2', '1'],
      ['custom_str1', Buffer.from('Some Test String').toString('base64').replace(/=+$/, '')],
      ['custom_str2', Buffer.from('Another Test String').toString('base64').replace(/=+$/, '')],
      ['email_confirmation', '1'],
      ['confirmation_address', 'test@test.test'],
      ['subscription_type', '1'],
      ['billing_date', '2023-01-01'],
      ['recurring_amount', '5'],
      ['frequency', '3'],
      ['cycles', '0'],
    ];
    expect(signFields(payfastExample, 'payfastsandbox')).toBe('3441682c5d8a65486f5b7cc8ce41d146');
    expect(
      hasValidSignature({ ...Object.fromEntries(payfastExample), signature: '3441682c5d8a65486f5b7cc8ce41d146' }, 'payfastsandbox'),
    ).toBe(true);
    // The checkout fields the shop sends keep the SDK's relative order.
    const sdkOrder = payfastExample.map(([key]) => key);
    const shared = CHECKOUT_FIELD_ORDER.filter((key) => sdkOrder.includes(key));
    expect(shared).toEqual(sdkOrder.filter((key) => (CHECKOUT_FIELD_ORDER as readonly string[]).includes(key)));
    expect(shared.length).toBeGreaterThan(10);
  });

  it('orders checkout fields as PayFast documents and signs them last', () => {
    const fields = signedCheckout({ item_name: 'X', amount: '5.00', m_payment_id: 'R1', merchant_key: 'k', merchant_id: '1' }, 'p');
    expect(fields.map(([key]) => key)).toEqual(['merchant_id', 'merchant_key', 'm_payment_id', 'amount', 'item_name', 'signature']);
    expect(fields.at(-1)![1]).toBe(md5('merchant_id=1&merchant_key=k&m_payment_id=R1&amount=5.00&item_name=X&passphrase=p'));
  });

  it('reads amounts into cents', () => {
    expect(centsOfAmount('189.00')).toBe(18_900);
    expect(centsOfAmount('5.5')).toBe(550);
    expect(centsOfAmount('-2.28')).toBe(-228);
    expect(centsOfAmount('12,00')).toBeNull();
    expect(centsOfAmount(undefined)).toBeNull();
  });

  it('writes cents as PayFast amounts without float error, fees negative', () => {
    expect(randOf(18_900)).toBe('189.00');
    expect(randOf(1_005)).toBe('10.05');
    expect(randOf(-228)).toBe('-2.28');
    expect(randOf(123_456_789_012)).toBe('1234567890.12');
  });
});
