// The body a call's schema sees: text made well-formed, so a half of a surrogate pair never reaches
// the database (which stores it as U+FFFD in a text column but refuses it inside JSON).
import { describe, expect, it } from 'vitest';
import { callBody } from '../../src/http/call-body';
import { buildTestApp } from '../helpers/build-test-app';
import { createStaff } from '../modules/staff/staff-helpers';

describe('callBody', () => {
  it('is an empty envelope without a body', () => {
    expect(callBody(undefined)).toEqual({});
  });

  it('puts U+FFFD for each lone half of a surrogate pair, in values and keys at any depth, and keeps whole pairs', () => {
    const body = JSON.parse('{"title":"a\\ud800b","texts":{"z\\udc00":["\\udfff\\ud800","\\ud83d\\ude00"]},"n":1,"x":null}');
    expect(callBody(body)).toEqual({ title: 'a\uFFFDb', texts: { 'z\uFFFD': ['\uFFFD\uFFFD', '😀'] }, n: 1, x: null });
    expect(callBody('\ud800')).toBe('\uFFFD');
  });

  it('keeps the keys in order and, where two keys become one, the later value, as JSON.parse does', () => {
    const body = JSON.parse('{"first":1,"a\\ud800":2,"a\\ufffd":3,"last":4}');
    const fixed = callBody(body) as Record<string, unknown>;
    expect(Object.entries(fixed)).toEqual([
      ['first', 1],
      ['a\uFFFD', 3],
      ['last', 4],
    ]);
    const proto = callBody(JSON.parse('{"\\ud800":1,"__proto__":{"polluted":true}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
    expect(Object.keys(proto)).toEqual(['\uFFFD', '__proto__']);
  });

  it('walks JSON nested far deeper than the call stack allows', () => {
    const depth = 100_000;
    const body = JSON.parse(`${'['.repeat(depth)}"\\ud800"${']'.repeat(depth)}`);
    let inner: unknown = callBody(body);
    for (let level = 0; level < depth; level += 1) inner = (inner as unknown[])[0];
    expect(inner).toBe('\uFFFD');
  });
});

describe('a staff save with half a surrogate pair in its title', () => {
  it('is saved with U+FFFD in its place, audit entry included, on both databases', async () => {
    for (const kind of ['pglite', ...(process.env.DATABASE_URL ? ['postgres' as const] : [])] as const) {
      const t = await buildTestApp({ kind, seed: false });
      try {
        const owner = await createStaff(t.app, 'surrogates@example.test', 'owner');
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/staff/catalogue/items/save',
          headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
          payload: '{"title":"Kettle \\udfff\\ud800","description":""}',
        });
        expect(response.statusCode, kind).toBe(200);
        expect(response.json().title).toBe('Kettle \uFFFD\uFFFD');
      } finally {
        await t.close();
      }
    }
  });
});
