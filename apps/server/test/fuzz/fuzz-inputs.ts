/**
 * Inputs for the fuzzing of every call and socket event: bodies generated from the contract's
 * schemas (valid ones, as a client would send), mutations of them (a field dropped, of the wrong
 * type, null, huge, odd unicode, deeply nested, an unknown or `__proto__` key), and hostile raw
 * requests (huge bodies, deep nesting, wrong content types, broken JSON, prototype keys).
 * A body is raw JSON text, so keys such as `__proto__` reach the server as sent.
 */
import { validValues } from '@blitz/contract/testing';
import fc from 'fast-check';
import type { z } from 'zod';

/** Strings that have broken servers: NUL, lone surrogates, direction marks, combining marks, emoji, SQL and paths. */
export const oddStrings: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff\ud800',
    '\u202e\u2066evil',
    '\u200b\u200d\ufeff',
    'e\u0301\u0301\u0301\u0301',
    '🧨👩🏽‍💻',
    "'; drop table users; --",
    '../../etc/passwd',
    '%00%ff',
    '{{7*7}}${7*7}',
    ' ',
    '',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

/** Values of every JSON type, including the edges of numbers and huge strings and arrays. */
const wrongValues: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, -0, 1.5, 1e308, -1e308, 2 ** 53 + 2, [], {}, [null], 'x'.repeat(100_000)),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  oddStrings,
  fc.array(fc.integer(), { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A JSON text nested `depth` levels deep. */
export const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

type Json = Record<string, unknown>;
const isPlainObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A mutation of a valid object body, as JSON text. */
function mutate(body: unknown, pick: { kind: number; key: number; value: unknown; odd: string; extra: string }): string {
  const copy: Json = isPlainObject(body) ? { ...body } : {};
  const keys = Object.keys(copy);
  const key = keys.length ? keys[pick.key % keys.length]! : 'field';
  const json = (value: unknown) => JSON.stringify(value);
  switch (pick.kind % 9) {
    case 0: // a field dropped
      delete copy[key];
      return json(copy);
    case 1: // a field of the wrong type (or null, or huge)
      copy[key] = pick.value;
      return json(copy);
    case 2: // a field of odd unicode
      copy[key] = pick.odd;
      return json(copy);
    case 3: // a field nested deeply
      return json(copy).replace(/}$/, `${keys.length ? ',' : ''}${json(key)}:${nestedObject(200)}}`);
    case 4: // an unknown field
      copy[pick.extra || 'x'] = pick.value;
      return json(copy);
    case 5: // prototype keys, as raw JSON
      return json(copy)
        .replace(/^{/, `{"__proto__":{"isAdmin":true,"status":200},"constructor":{"prototype":{"polluted":1}},`)
        .replace(/,}$/, '}');
    case 6: // the body is not an object
      return json(pick.value === null || typeof pick.value !== 'object' || Array.isArray(pick.value) ? pick.value : [body]);
    case 7: // every field null
      return json(Object.fromEntries(keys.map((k) => [k, null])));
    default: // every field a wrong value
      return json(Object.fromEntries(keys.map((k) => [k, pick.value])));
  }
}

/**
 * A body for `schema`: valid, or a mutation of a valid one; as JSON text. Most valid bodies carry
 * `session` too (a shopper's refresh token), so the calls get past their session check.
 */
export function bodyFor(schema: z.ZodType, session: Json = {}): fc.Arbitrary<{ kind: 'valid' | 'mutated'; text: string }> {
  const valid = fc
    .tuple(validValues(schema) as fc.Arbitrary<Json>, fc.boolean(), fc.boolean())
    .map(([body, signed, alsoSigned]) => (isPlainObject(body) && (signed || alsoSigned) ? { ...body, ...session } : body));
  return fc.oneof(
    valid.map((body) => ({ kind: 'valid' as const, text: JSON.stringify(body) })),
    fc
      .record({
        body: valid,
        kind: fc.nat(),
        key: fc.nat(),
        value: wrongValues,
        odd: oddStrings,
        extra: fc.oneof(
          fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'),
          fc.string({ maxLength: 12 }),
        ),
      })
      .map(({ body, ...pick }) => ({ kind: 'mutated' as const, text: mutate(body, pick) })),
  );
}

export interface RawRequest {
  contentType: string | undefined;
  payload: string | Buffer;
  what: string;
}

/** Hostile requests that do not come from a schema, each one tried on its own as well. */
export const HOSTILE_REQUESTS: RawRequest[] = [
  { what: 'a body over the size limit', contentType: 'application/json', payload: `{"a":"${'x'.repeat(1_100_000)}"}` },
  { what: 'arrays nested 100 000 deep', contentType: 'application/json', payload: nested(100_000) },
  { what: 'objects nested 20 000 deep', contentType: 'application/json', payload: nestedObject(20_000) },
  { what: 'broken JSON', contentType: 'application/json', payload: '{"pageNumber": 1,' },
  { what: 'JSON with a BOM', contentType: 'application/json', payload: '\ufeff{}' },
  { what: 'an empty JSON body', contentType: 'application/json', payload: '' },
  { what: 'a JSON string', contentType: 'application/json', payload: '"text"' },
  { what: 'JSON null', contentType: 'application/json', payload: 'null' },
  { what: 'a prototype key', contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true}}' },
  { what: 'a constructor.prototype key', contentType: 'application/json', payload: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { what: 'plain text', contentType: 'text/plain', payload: 'hello' },
  { what: 'XML', contentType: 'application/xml', payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "a">]><x>&a;</x>' },
  { what: 'a form', contentType: 'application/x-www-form-urlencoded', payload: 'a=1&__proto__[x]=1' },
  {
    what: 'multipart',
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  },
  { what: 'a wrong charset', contentType: 'application/json; charset=utf-16', payload: '{}' },
  { what: 'an odd content type', contentType: 'application/json\u0000', payload: '{}' },
  { what: 'no content type', contentType: undefined, payload: '{}' },
];

/** The hostile requests above and random bytes and JSON. */
export const hostileRequests: fc.Arbitrary<RawRequest> = fc.oneof(
  fc.constantFrom(...HOSTILE_REQUESTS),
  fc.record({
    what: fc.constant('random bytes as JSON'),
    contentType: fc.constant('application/json'),
    payload: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  }),
  fc.record({ what: fc.constant('random JSON'), contentType: fc.constant('application/json'), payload: fc.json({ maxDepth: 4 }) }),
);
