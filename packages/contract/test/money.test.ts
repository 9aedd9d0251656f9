import { describe, expect, it } from 'vitest';
import { centsToRand, centsToWire, filterBoundToCents, formatMoney, parseMoney, randToCents, wireToCents } from '../src/money';

describe('formatMoney', () => {
  it.each([
    [0, 'R0.00'],
    [5, 'R0.05'],
    [99, 'R0.99'],
    [100, 'R1.00'],
    [9900, 'R99.00'],
    [123450, 'R1 234.50'],
    [100000, 'R1 000.00'],
    [99999999, 'R999 999.99'],
    [123456789012, 'R1 234 567 890.12'],
  ])('formats %s cents as %s', (cents, shown) => {
    expect(formatMoney(cents)).toBe(shown);
  });

  it('formats bigint cents beyond the safe integer range', () => {
    expect(formatMoney(123n)).toBe('R1.23');
    expect(formatMoney(900719925474099312n)).toBe('R9 007 199 254 740 993.12');
  });

  it('shows negative amounts with the sign before R', () => {
    expect(formatMoney(-1200)).toBe('-R12.00');
    expect(formatMoney(-5n)).toBe('-R0.05');
    expect(formatMoney('-1234.5')).toBe('-R1 234.50');
    expect(formatMoney('-0.00')).toBe('R0.00');
  });

  it('formats decimal rand strings', () => {
    expect(formatMoney('1234.50')).toBe('R1 234.50');
    expect(formatMoney('1234.5')).toBe('R1 234.50');
    expect(formatMoney('1234')).toBe('R1 234.00');
    expect(formatMoney(' 0.10 ')).toBe('R0.10');
    expect(formatMoney('1000000')).toBe('R1 000 000.00');
  });

  it('rounds extra decimals half away from zero', () => {
    expect(formatMoney('0.125')).toBe('R0.13');
    expect(formatMoney('0.124')).toBe('R0.12');
    expect(formatMoney('0.995')).toBe('R1.00');
    expect(formatMoney('-0.125')).toBe('-R0.13');
    expect(formatMoney(10.5)).toBe('R0.11');
  });

  it('rejects values that are not amounts', () => {
    expect(() => formatMoney('abc')).toThrow(RangeError);
    expect(() => formatMoney('')).toThrow(RangeError);
    expect(() => formatMoney('1,234.50')).toThrow(RangeError);
    expect(() => formatMoney('R12')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('centsToWire and wireToCents', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [123450, '1234.50'],
    [100000000, '1000000.00'],
  ])('%s cents <-> %s', (cents, wire) => {
    expect(centsToWire(cents)).toBe(wire);
    expect(wireToCents(wire)).toBe(cents);
  });

  it('accepts bigint cents', () => {
    expect(centsToWire(9900n)).toBe('99.00');
  });

  it('refuses negative or fractional cents on the wire', () => {
    expect(() => centsToWire(-1)).toThrow(RangeError);
    expect(() => centsToWire(-1n)).toThrow(RangeError);
    expect(() => centsToWire(1.5)).toThrow(RangeError);
    expect(() => centsToWire(Number.NaN)).toThrow(RangeError);
  });

  it.each(['1234.5', '1234', '-1.00', '01.00', ' 1.00', '1.000', 'R1.00', '', '1e3'])('wireToCents refuses %j', (wire) => {
    expect(() => wireToCents(wire)).toThrow(RangeError);
  });
});

describe('parseMoney', () => {
  it('keeps only digits and the point', () => {
    expect(parseMoney('R1 234.50')).toBe(123450);
    expect(parseMoney('R 0.10')).toBe(10);
    expect(parseMoney('1,234.5')).toBe(123450);
    expect(parseMoney('12')).toBe(1200);
    expect(parseMoney('R1\u00a0234.50')).toBe(123450);
  });

  it('drops the minus sign like every other non-digit', () => {
    expect(parseMoney('-R12.00')).toBe(1200);
  });

  it('reads only up to a second point and rounds to cents', () => {
    expect(parseMoney('1.2.3')).toBe(120);
    expect(parseMoney('.5')).toBe(50);
    expect(parseMoney('5.')).toBe(500);
    expect(parseMoney('0.129')).toBe(13);
  });

  it('gives null when no digits remain', () => {
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('R')).toBeNull();
    expect(parseMoney('.')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
  });

  it('gives null beyond the safe integer range', () => {
    expect(parseMoney('9'.repeat(30))).toBeNull();
  });
});

describe('rand numbers', () => {
  it('converts between cents and rand', () => {
    expect(centsToRand(9900)).toBe(99);
    expect(centsToRand(18950)).toBe(189.5);
    expect(randToCents(449)).toBe(44900);
    expect(randToCents(0.1 + 0.2)).toBe(30);
    expect(randToCents(1.005)).toBe(101);
    expect(randToCents(-2.5)).toBe(-250);
  });

  it('refuses rand that is not a number', () => {
    expect(() => randToCents(Number.NaN)).toThrow(RangeError);
    expect(() => randToCents(1e20)).toThrow(RangeError);
  });
});

describe('filterBoundToCents', () => {
  it('rounds a lower bound up and an upper bound down to whole cents, free of float error', () => {
    expect(filterBoundToCents(10, 'min')).toBe(1000);
    expect(filterBoundToCents(10, 'max')).toBe(1000);
    expect(filterBoundToCents(10.004, 'min')).toBe(1001);
    expect(filterBoundToCents(10.004, 'max')).toBe(1000);
    expect(filterBoundToCents(10.1, 'min')).toBe(1010);
    expect(filterBoundToCents(1.005, 'max')).toBe(100);
    expect(filterBoundToCents(1.005, 'min')).toBe(101);
    expect(filterBoundToCents(0, 'min')).toBe(0);
  });

  it('clamps a bound past every price to the largest safe integer, which bigint holds', () => {
    for (const rand of [1e13, 92233720368547760, 1e300, Number.MAX_VALUE]) {
      expect(filterBoundToCents(rand, 'min')).toBe(Number.MAX_SAFE_INTEGER);
      expect(filterBoundToCents(rand, 'max')).toBe(Number.MAX_SAFE_INTEGER);
    }
    expect(filterBoundToCents(9_999_999_999_999.99, 'max')).toBe(999_999_999_999_999);
  });
});
