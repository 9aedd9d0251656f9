// Forgiving about what we accept (DESIGN.md): `null` for an optional field of a call body or a
// socket payload means "not set". `forgiving(schema)` derives that once for a whole schema, so
// every call of `apiCalls` and every command of `socketEvents` gets it without a schema of its
// own spelling `.nullish()`. Before parsing, a `null` at a key whose field may be absent and does
// not itself take `null` is dropped, at any depth (objects, arrays, unions, intersections); the
// schema then parses as it always did, defaults included. Required fields still refuse `null`,
// and fields that give `null` a meaning of their own (`.nullable()`) keep it.
// The exported entity schemas stay strict: they describe what we send.
import { z } from 'zod';

type AnySchema = z.core.$ZodType;

/**
 * A schema whose input and output types are those of `T`: callers still send no `null` (the
 * input type says so), while the parser takes it as "not set".
 */
export type Forgiving<T extends z.ZodType> = z.ZodPreprocess<T, z.input<T>>;

export function forgiving<T extends z.ZodType>(schema: T): Forgiving<T> {
  return z.preprocess((input: z.input<T>) => dropUnsetNulls(schema, input) as z.input<T>, schema);
}

/** The schema a forgiving schema wraps (itself for any other schema). */
export function strictSchemaOf(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as { type: string; in?: AnySchema; out?: AnySchema };
  if (def.type === 'pipe' && def.in?._zod.traits.has('$ZodTransform')) return def.out as z.ZodType;
  return schema;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema that gives a value its shape, past optional/default/readonly wrappers and pipes. */
function shapeOf(schema: AnySchema): AnySchema {
  let current = schema;
  for (let depth = 0; depth < 32; depth += 1) {
    const def = current._zod.def as {
      type: string;
      innerType?: AnySchema;
      in?: AnySchema;
      out?: AnySchema;
      getter?: () => AnySchema;
    };
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in && def.out) current = def.in._zod.traits.has('$ZodTransform') ? def.out : def.in;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else return current;
  }
  return current;
}

/** May the key be absent? Read as the JSON Schema emitter does: past a leading transform. */
function mayBeAbsent(field: AnySchema): boolean {
  const def = field._zod.def as { type: string; in?: AnySchema; out?: AnySchema };
  if (def.type === 'pipe' && def.in?._zod.traits.has('$ZodTransform') && def.out) {
    return mayBeAbsent(def.out);
  }
  return field._zod.optin !== undefined;
}

const takesNullCache = new WeakMap<AnySchema, boolean>();
function takesNull(field: AnySchema): boolean {
  let known = takesNullCache.get(field);
  if (known === undefined) {
    known = z.safeParse(field, null).success;
    takesNullCache.set(field, known);
  }
  return known;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A copy of `value` without the nulls that mean "not set" for `schema`; other values as they are. */
export function dropUnsetNulls(schema: AnySchema, value: unknown, depth = 0): unknown {
  if (depth > 64 || value === null || typeof value !== 'object') return value;
  const shape = shapeOf(schema);
  const def = shape._zod.def as {
    type: string;
    shape?: Record<string, AnySchema>;
    element?: AnySchema;
    options?: AnySchema[];
    left?: AnySchema;
    right?: AnySchema;
  };
  switch (def.type) {
    case 'object': {
      if (!isPlainObject(value) || !def.shape) return value;
      let copy: Record<string, unknown> | null = null;
      for (const [key, field] of Object.entries(def.shape)) {
        if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
        const item = value[key];
        const next = item === null && mayBeAbsent(field) && !takesNull(field) ? undefined : dropUnsetNulls(field, item, depth + 1);
        if (next === item && item !== null) continue;
        if (item === null && next === null) continue;
        copy ??= { ...value };
        if (next === undefined) delete copy[key];
        else copy[key] = next;
      }
      return copy ?? value;
    }
    case 'array': {
      if (!Array.isArray(value) || !def.element) return value;
      const element = def.element;
      const mapped = value.map((item) => dropUnsetNulls(element, item, depth + 1));
      return mapped.some((item, index) => item !== value[index]) ? mapped : value;
    }
    case 'union': {
      // The first option the cleaned value fits; the value as it came when none does.
      for (const option of def.options ?? []) {
        const cleaned = dropUnsetNulls(option, value, depth + 1);
        if (cleaned !== value && z.safeParse(option, cleaned).success) return cleaned;
      }
      return value;
    }
    case 'intersection': {
      if (!def.left || !def.right) return value;
      return dropUnsetNulls(def.right, dropUnsetNulls(def.left, value, depth + 1), depth + 1);
    }
    default:
      return value;
  }
}
