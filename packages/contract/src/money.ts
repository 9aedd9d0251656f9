// Money helpers: integer cents in the server and database, two-decimal strings on the wire
// ("1234.50"), `R1 234.50` on screen (SPEC.md section 5). String arithmetic avoids float error.
import { CURRENCY_SYMBOL } from './constants';

/** Money on the wire: a non-negative amount in rand with exactly two decimals, e.g. "1234.50". */
export const MONEY_PATTERN = /^(0|[1-9]\d{0,12})\.\d{2}$/;

const DECIMAL_PATTERN = /^(-)?(\d+)(?:\.(\d*))?$/;

/** Cents of a decimal string, rounding half away from zero; null when it is not a decimal. */
function decimalToCents(text: string): bigint | null {
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) return null;
  const [, minus, whole = '0', fraction = ''] = match;
  const padded = (fraction + '000').slice(0, 3);
  let cents = BigInt(whole) * 100n + BigInt(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1n;
  return minus && cents !== 0n ? -cents : cents;
}

function toCentsBigInt(value: number | bigint | string): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not an amount of cents: ${value}`);
    return BigInt(Math.round(value));
  }
  const cents = decimalToCents(value.trim());
  if (cents === null) throw new RangeError(`Not a decimal amount: "${value}"`);
  return cents;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/**
 * `R1 234.50` from cents (number or bigint) or from a decimal rand string ("1234.5", "-12").
 * Negative amounts are shown as `-R12.00`. Throws RangeError on a value that is not an amount.
 */
export function formatMoney(value: number | bigint | string): string {
  const cents = toCentsBigInt(value);
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const rand = groupThousands((abs / 100n).toString());
  const rest = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${CURRENCY_SYMBOL}${rand}.${rest}`;
}

/** Wire money ("1234.50") from non-negative integer cents. */
export function centsToWire(cents: number | bigint): string {
  if (typeof cents === 'number' && !Number.isSafeInteger(cents)) {
    throw new RangeError(`Not a whole number of cents: ${cents}`);
  }
  const value = BigInt(cents);
  if (value < 0n) throw new RangeError(`Wire money cannot be negative: ${cents}`);
  return `${(value / 100n).toString()}.${(value % 100n).toString().padStart(2, '0')}`;
}

/** Integer cents from wire money ("1234.50" -> 123450); throws RangeError on anything else. */
export function wireToCents(wire: string): number {
  if (!MONEY_PATTERN.test(wire)) throw new RangeError(`Not wire money: "${wire}"`);
  const cents = Number(decimalToCents(wire));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount too large: "${wire}"`);
  return cents;
}

/**
 * Cents from text a person or a label shows (SPEC.md: remove all but digits and the point),
 * e.g. "R1 234.50" -> 123450. Only the first point counts; null when no digits remain.
 */
export function parseMoney(text: string): number | null {
  const cleaned = text.replace(/[^\d.]/g, '');
  const [whole = '', fraction = ''] = cleaned.split('.');
  if (!/\d/.test(whole + fraction)) return null;
  const cents = Number(decimalToCents(`${whole || '0'}.${fraction}`));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Rand as a number (bid pack prices, cart amounts) from cents. */
export function centsToRand(cents: number): number {
  return Math.round(cents) / 100;
}

/** Cents from rand as a number, rounded to the nearest cent. */
export function randToCents(rand: number): number {
  if (!Number.isFinite(rand) || Math.abs(rand) > 1e12) {
    throw new RangeError(`Not an amount of rand: ${rand}`);
  }
  // Through a decimal string: 1.005 * 100 is 100.49999... as a float.
  return Number(decimalToCents(rand.toFixed(6)));
}

/**
 * Cents from a non-negative price bound of a list filter (rand, any size the wire allows), so that
 * a price in whole cents passes exactly when it lies within the bound in rand: a lower bound
 * rounds up to the next whole cent, an upper one down. A bound past every possible price clamps to
 * the largest safe integer instead of overflowing the database's bigint.
 */
export function filterBoundToCents(rand: number, bound: 'min' | 'max'): number {
  if (!(rand < 1e13)) return Number.MAX_SAFE_INTEGER;
  // Through a decimal string, as randToCents: 10.1 * 100 is 1009.9999999999999 as a float.
  const [whole = '0', fraction = ''] = rand.toFixed(6).split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.slice(0, 2));
  const beyond = /[1-9]/.test(fraction.slice(2));
  return Number(bound === 'min' && beyond ? cents + 1n : cents);
}
