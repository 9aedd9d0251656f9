import { describe, expect, it } from 'vitest';
import {
  hasValidTokenClaims,
  isValidEmail,
  isValidPhone,
  normalizeEmail,
  stripWhitespace,
  validateLoginForm,
  validateReportForm,
} from '../src/validation';

describe('isValidEmail', () => {
  it.each(['a@b.co', 'thandi.nkosi@example.co.za', 'x+tag@mail.example', 'a@b.c.d'])('accepts %s', (email) =>
    expect(isValidEmail(email)).toBe(true),
  );

  it.each(['', 'plain', 'a@b', '@b.co', 'a@.co', 'a@b.', 'a b@c.de', 'a@b c.de', 'a@b.c e'])('rejects %j', (email) =>
    expect(isValidEmail(email)).toBe(false),
  );
});

describe('isValidPhone', () => {
  it.each(['0821234567', '+27821234567', '082 123 4567', '+27 82-123-4567', '123456789012345'])('accepts %s', (phone) =>
    expect(isValidPhone(phone)).toBe(true),
  );

  it.each([
    ['too short', '082123456'],
    ['too long', '1234567890123456'],
    ['letters', '08212345ab'],
    ['brackets', '(082)1234567'],
    ['dots', '082.123.4567'],
    ['empty', ''],
    ['only spaces', '            '],
  ])('rejects %s', (_label, phone) => expect(isValidPhone(phone)).toBe(false));

  it('counts length after removing whitespace, including tabs and newlines', () => {
    expect(isValidPhone('08 2\t1 2\n3 4 5 6 7')).toBe(true);
    expect(stripWhitespace(' a \t b\n')).toBe('ab');
  });

  it('normalizes an email address by trimming it and lower-casing it, and nothing else', () => {
    expect(normalizeEmail('  Thandi.Nkosi@Example.CO.ZA\t')).toBe('thandi.nkosi@example.co.za');
    expect(normalizeEmail('a b@c.d')).toBe('a b@c.d');
  });
});

describe('validateLoginForm', () => {
  it('requires an email and a password', () => {
    expect(validateLoginForm({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateLoginForm({ email: '   ', password: 'x' })).toEqual({
      email: 'Email is required',
    });
  });

  it('checks the email pattern', () => {
    expect(validateLoginForm({ email: 'nope', password: 'x' })).toEqual({
      email: 'Email is invalid',
    });
  });

  it('passes a complete form and a sign-up form without password', () => {
    expect(validateLoginForm({ email: 'a@b.co', password: 'secret' })).toEqual({});
    expect(validateLoginForm({ email: ' a@b.co ' })).toEqual({});
  });
});

describe('validateReportForm', () => {
  const good = { fullName: 'Sipho', email: 'sipho@example.co.za', cellNumber: '0821234567' };

  it('accepts a complete report', () => {
    expect(validateReportForm({ ...good, message: 'The timer froze.' })).toBeNull();
  });

  it('checks in SPEC order: message, then email, then cell number', () => {
    expect(validateReportForm({ email: 'bad', cellNumber: 'bad', message: '  \n ' })).toBe('Blank message cannot be submitted.');
    expect(validateReportForm({ email: 'bad', cellNumber: 'bad', message: 'Hi' })).toBe('Invalid email address.');
    expect(validateReportForm({ ...good, cellNumber: '12', message: 'Hi' })).toBe('Invalid cell number.');
  });

  it('does not check the name', () => {
    expect(validateReportForm({ ...good, fullName: '', message: 'Hi' })).toBeNull();
  });
});

describe('hasValidTokenClaims', () => {
  const now = Date.parse('2025-02-15T10:00:00Z');
  const claims = {
    uuid: 'u-1',
    email: 'a@b.co',
    nickname: 'Zola',
    bidToken: 'bt',
    exp: now / 1000 + 60,
  };

  it('accepts complete unexpired claims', () => {
    expect(hasValidTokenClaims(claims, now)).toBe(true);
    expect(hasValidTokenClaims({ ...claims, lastCheckedIn: null }, now)).toBe(true);
  });

  it('rejects expired claims and claims expiring right now', () => {
    expect(hasValidTokenClaims({ ...claims, exp: now / 1000 - 1 }, now)).toBe(false);
    expect(hasValidTokenClaims({ ...claims, exp: now / 1000 }, now)).toBe(false);
  });

  it.each(['uuid', 'email', 'nickname', 'bidToken', 'exp'])('rejects claims without %s', (key) => {
    const partial: Record<string, unknown> = { ...claims };
    delete partial[key];
    expect(hasValidTokenClaims(partial, now)).toBe(false);
  });

  it('rejects wrong types and non-objects', () => {
    expect(hasValidTokenClaims({ ...claims, uuid: 5 }, now)).toBe(false);
    expect(hasValidTokenClaims({ ...claims, exp: String(claims.exp) }, now)).toBe(false);
    expect(hasValidTokenClaims({ ...claims, exp: Number.NaN }, now)).toBe(false);
    expect(hasValidTokenClaims(null, now)).toBe(false);
    expect(hasValidTokenClaims('token', now)).toBe(false);
  });
});
