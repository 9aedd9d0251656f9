import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { decodeJwtPayload, decodeLoginToken, encodeLoginToken, sha256Hex } from '../src/token';

function base64Url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function fakeJwt(payload: unknown): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}

describe('decodeJwtPayload', () => {
  it('reads the claims of a JWT, including URL-safe characters and UTF-8', () => {
    const claims = { uuid: 'u-1', nickname: 'Thandiwe ḓ', exp: 1_900_000_000, bits: '???>>>' };
    expect(decodeJwtPayload(fakeJwt(claims))).toEqual(claims);
  });

  it.each([
    ['an empty string', ''],
    ['two parts', 'a.b'],
    ['four parts', 'a.b.c.d'],
    ['an empty payload', 'a..c'],
    ['a non-base64 payload', 'a.%%%.c'],
    ['a non-JSON payload', `a.${Buffer.from('hello').toString('base64url')}.c`],
  ])('gives null for %s', (_label, token) => {
    expect(decodeJwtPayload(token)).toBeNull();
  });

  it('gives null for payloads that are not objects', () => {
    expect(decodeJwtPayload(fakeJwt([1, 2]))).toBeNull();
    expect(decodeJwtPayload(fakeJwt('text'))).toBeNull();
    expect(decodeJwtPayload(fakeJwt(null))).toBeNull();
  });
});

describe('login token', () => {
  const hash = 'a'.repeat(64);

  it('is base64 of email:hash and round-trips', () => {
    const token = encodeLoginToken('sipho@example.co.za', hash);
    expect(Buffer.from(token, 'base64').toString()).toBe(`sipho@example.co.za:${hash}`);
    expect(decodeLoginToken(token)).toEqual({ email: 'sipho@example.co.za', passwordHash: hash });
  });

  it('trims the email and keeps UTF-8 intact', () => {
    const token = encodeLoginToken('  zoë@example.com ', hash);
    expect(decodeLoginToken(token)).toEqual({ email: 'zoë@example.com', passwordHash: hash });
  });

  it('splits at the last colon', () => {
    const token = Buffer.from(`odd:name@x.co:${hash}`).toString('base64');
    expect(decodeLoginToken(token)).toEqual({ email: 'odd:name@x.co', passwordHash: hash });
  });

  it.each([
    ['no colon', Buffer.from('nocolon').toString('base64')],
    ['empty email', Buffer.from(`:${hash}`).toString('base64')],
    ['empty hash', Buffer.from('a@b.co:').toString('base64')],
    ['not base64', '***'],
    ['invalid UTF-8', Buffer.from([0xff, 0xfe, 0x3a, 0x61]).toString('base64')],
  ])('gives null for %s', (_label, token) => {
    expect(decodeLoginToken(token)).toBeNull();
  });
});

describe('sha256Hex', () => {
  it('is the lowercase hex SHA-256 digest, as the server computes it', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    for (const text of ['', 'staff password', 'Wachtwoord-ḓ-2026 ✓']) {
      expect(await sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });
});
