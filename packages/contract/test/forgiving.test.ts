// The forgiving wire (issue: null as "not set"): every schema of `apiCalls` and `socketEvents`
// is walked, every optional field that does not give null a meaning of its own is found, and
// generated valid bodies with null put at those fields parse exactly as the bodies without them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_PATHS, CLIENT_EVENT_NAMES, apiCalls, dropUnsetNulls, socketEvents, strictSchemaOf } from '../src/index';
import { validValues } from './support/zod-arbitrary';

type AnySchema = z.core.$ZodType;
interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: AnySchema) => schema._zod.def as unknown as Def;

const takesNull = (schema: AnySchema) => z.safeParse(schema, null).success;
const mayBeAbsent = (schema: AnySchema): boolean => {
  const def = defOf(schema);
  if (def.type === 'pipe' && (def.in as AnySchema)._zod.traits.has('$ZodTransform')) return mayBeAbsent(def.out as AnySchema);
  return schema._zod.optin !== undefined;
};

/** Paths ('a.b[].c') of every field where null should mean "not set". */
function unsetPaths(schema: AnySchema, prefix = ''): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return unsetPaths(def.innerType as AnySchema, prefix);
    case 'pipe': {
      const from = def.in as AnySchema;
      return unsetPaths(from._zod.traits.has('$ZodTransform') ? (def.out as AnySchema) : from, prefix);
    }
    case 'array':
      return unsetPaths(def.element as AnySchema, `${prefix}[]`);
    case 'union':
      return (def.options as AnySchema[]).flatMap((option) => unsetPaths(option, prefix));
    case 'object':
      return Object.entries(def.shape as Record<string, AnySchema>).flatMap(([key, field]) => [
        ...(mayBeAbsent(field) && !takesNull(field) ? [`${prefix}${prefix ? '.' : ''}${key}`] : []),
        ...unsetPaths(field, `${prefix}${prefix ? '.' : ''}${key}`),
      ]);
    default:
      return [];
  }
}

/** `value` with null put at every absent or present unset field it has, and the paths it used. */
function withNulls(schema: AnySchema, value: unknown, prefix: string, used: Set<string>): unknown {
  const def = defOf(schema);
  if (['optional', 'nullable', 'default', 'prefault', 'readonly'].includes(def.type)) {
    return withNulls(def.innerType as AnySchema, value, prefix, used);
  }
  if (def.type === 'pipe') {
    const from = def.in as AnySchema;
    return withNulls(from._zod.traits.has('$ZodTransform') ? (def.out as AnySchema) : from, value, prefix, used);
  }
  if (def.type === 'array' && Array.isArray(value)) {
    return value.map((item) => withNulls(def.element as AnySchema, item, `${prefix}[]`, used));
  }
  if (def.type === 'object' && value && typeof value === 'object') {
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [key, field] of Object.entries(def.shape as Record<string, AnySchema>)) {
      const path = `${prefix}${prefix ? '.' : ''}${key}`;
      if (mayBeAbsent(field) && !takesNull(field) && copy[key] === undefined) {
        copy[key] = null;
        used.add(path);
      } else if (key in copy) copy[key] = withNulls(field, copy[key], path, used);
    }
    return copy;
  }
  return value;
}

const schemas: [string, z.ZodType][] = [
  ...API_PATHS.map((path): [string, z.ZodType] => [path, apiCalls[path].body]),
  ...CLIENT_EVENT_NAMES.map((event): [string, z.ZodType] => [`socket ${event}`, socketEvents.clientToServer[event].payload]),
];

describe('null means "not set" on every call body and socket payload', () => {
  it.each(schemas)('%s', (_name, schema) => {
    const strict = strictSchemaOf(schema);
    const expected = new Set(unsetPaths(strict));
    const used = new Set<string>();
    fc.assert(
      fc.property(validValues(strict), (value) => {
        const nulled = withNulls(strict, value, '', used);
        const plain = schema.safeParse(value);
        const forgiven = schema.safeParse(nulled);
        expect(forgiven.error?.issues ?? []).toEqual([]);
        expect(forgiven.data).toEqual(plain.data);
      }),
      { numRuns: 40 },
    );
    // Every such field was reached by at least one generated body.
    expect([...expected].filter((path) => !used.has(path))).toEqual([]);
  });

  it('finds the fields the issue names', () => {
    const paths = (path: keyof typeof apiCalls) => unsetPaths(strictSchemaOf(apiCalls[path].body));
    expect(paths('/auth/register')).toContain('referrerToken');
    expect(paths('/search/auction')).toEqual(expect.arrayContaining(['departmentID', 'categoryID', 'sort']));
    expect(paths('/orders/history')).toContain('status');
  });

  it('keeps required fields and nullable fields as they were', () => {
    const register = apiCalls['/auth/register'].body;
    expect(register.safeParse({ email: null, referrerToken: null }).success).toBe(false);
    const parsed = register.parse({ email: 'a@b.co', referrerToken: null, campaignSrc: null });
    expect(parsed).toEqual({ email: 'a@b.co' });
    // profile/update: null location clears it; it is not dropped.
    const profile = apiCalls['/profile/update'].body.parse({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      nickName: 'ab',
      location: null,
      referrerToken: null,
    });
    expect(profile).toEqual({ firstName: 'A', lastName: 'B', email: 'a@b.co', nickName: 'ab', location: null });
  });

  it('applies defaults after a null and reaches nested objects and arrays', () => {
    const schema = z.object({
      sort: z.enum(['rel', 'new']).default('rel'),
      lines: z.array(z.object({ id: z.int(), note: z.string().optional() })).optional(),
    });
    expect(dropUnsetNulls(schema, { sort: null, lines: [{ id: 1, note: null }] })).toEqual({ lines: [{ id: 1 }] });
    expect(z.preprocess((v) => dropUnsetNulls(schema, v), schema).parse({ sort: null })).toEqual({ sort: 'rel' });
  });

  it('leaves hostile input for the schema to refuse', () => {
    const body = apiCalls['/search/auction'].body;
    expect(body.safeParse(null).success).toBe(false);
    expect(body.safeParse([null]).success).toBe(false);
    expect(body.safeParse(JSON.parse('{"__proto__": null, "pageNumber": 1, "pageSize": 5}')).success).toBe(true);
  });
});
