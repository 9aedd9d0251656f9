// fast-check arbitraries read from the contract's zod schemas: values that parse, for the
// forgiving-wire test here and the server's fuzzing (imported as '@blitz/contract/testing').
// Covers the zod features the contract uses; a schema it cannot read fails loudly, so a new kind
// of field is noticed where it is added. Refinements that a generator cannot aim at (the email and
// phone rules) take the examples the schema carries in `.meta({ examples })`.
import fc from 'fast-check';
import { z } from 'zod';

type AnySchema = z.core.$ZodType;
interface Def {
  type: string;
  [key: string]: unknown;
}
interface Bag {
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  patterns?: Set<RegExp>;
  format?: string;
  multipleOf?: number;
  length?: number;
}

const defOf = (schema: AnySchema) => schema._zod.def as unknown as Def;
/** The bounds, patterns and format of a string, number or array, read from its def and checks. */
function bagOf(schema: AnySchema): Bag {
  const def = defOf(schema) as Def & { checks?: AnySchema[]; format?: string; pattern?: RegExp };
  const bag: Bag = { format: def.format, patterns: def.pattern ? new Set([def.pattern]) : undefined };
  for (const check of def.checks ?? []) {
    const c = check._zod.def as unknown as Record<string, unknown>;
    switch (c.check) {
      case 'min_length':
        bag.minimum = c.minimum as number;
        break;
      case 'max_length':
        bag.maximum = c.maximum as number;
        break;
      case 'length_equals':
        bag.length = c.length as number;
        break;
      case 'greater_than':
        if (c.inclusive) bag.minimum = c.value as number;
        else bag.exclusiveMinimum = c.value as number;
        break;
      case 'less_than':
        if (c.inclusive) bag.maximum = c.value as number;
        else bag.exclusiveMaximum = c.value as number;
        break;
      case 'string_format':
        if (c.pattern instanceof RegExp) (bag.patterns ??= new Set()).add(c.pattern);
        break;
      default:
        break;
    }
  }
  return bag;
}

function examplesOf(schema: AnySchema): unknown[] | undefined {
  const meta = z.globalRegistry.get(schema) as { examples?: unknown[] } | undefined;
  return meta?.examples;
}

/** Keep only values the schema itself takes: the generators aim, the schema decides. */
function valid<T>(schema: AnySchema, arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return arbitrary.filter((value) => z.safeParse(schema, value).success);
}

function stringArbitrary(schema: AnySchema): fc.Arbitrary<string> {
  const bag = bagOf(schema);
  const min = bag.minimum ?? bag.length ?? 0;
  const max = Math.min(bag.maximum ?? bag.length ?? 40, min + 40);
  const pattern = bag.patterns ? [...bag.patterns][0] : undefined;
  let base: fc.Arbitrary<string>;
  if (bag.format === 'email') base = fc.emailAddress();
  else if (bag.format === 'datetime')
    base = fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((d) => d.toISOString());
  else if (bag.format === 'date')
    base = fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((d) => d.toISOString().slice(0, 10));
  else if (pattern) base = fc.stringMatching(new RegExp(pattern.source, pattern.flags.replace('i', '')));
  else base = fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
  return valid(schema, base);
}

function numberArbitrary(schema: AnySchema, integer: boolean): fc.Arbitrary<number> {
  const bag = bagOf(schema);
  const isInt = integer || bag.format === 'safeint' || bag.format === 'int32' || bag.format === 'uint32';
  const lower = bag.exclusiveMinimum !== undefined ? bag.exclusiveMinimum + (isInt ? 1 : 1e-6) : bag.minimum;
  const upper = bag.exclusiveMaximum !== undefined ? bag.exclusiveMaximum - (isInt ? 1 : 1e-6) : bag.maximum;
  if (isInt) {
    const min = Math.max(lower ?? -1_000_000, Number.MIN_SAFE_INTEGER);
    const max = Math.min(upper ?? 1_000_000, Number.MAX_SAFE_INTEGER);
    return valid(schema, fc.integer({ min: Math.ceil(min), max: Math.floor(max) }));
  }
  const min = lower ?? -1_000_000;
  const max = upper ?? 1_000_000;
  return valid(
    schema,
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => Math.round(n * 100) / 100),
  );
}

function arbitraryOf(schema: AnySchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 20) throw new Error('schema nests too deep to generate');
  const examples = examplesOf(schema);
  if (examples?.length) return fc.constantFrom(...examples);
  const def = defOf(schema);
  const inner = (key: string) => arbitraryOf(def[key] as AnySchema, depth + 1);
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'number':
      return numberArbitrary(schema, false);
    case 'int':
      return numberArbitrary(schema, true);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 2 });
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'optional':
      // Absent a third of the time (fast-check's default is a sixth), so a short run reaches every
      // absent field.
      return fc.option(inner('innerType'), { nil: undefined, freq: 2 });
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null });
    case 'default':
    case 'prefault':
      return fc.option(inner('innerType'), { nil: undefined, freq: 2 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe': {
      const from = def.in as AnySchema;
      const side = from._zod.traits.has('$ZodTransform') ? (def.out as AnySchema) : from;
      return valid(schema, arbitraryOf(side, depth + 1));
    }
    case 'array': {
      const bag = bagOf(schema);
      const minLength = bag.minimum ?? bag.length ?? 0;
      const maxLength = Math.min(bag.maximum ?? bag.length ?? 4, minLength + 4);
      return fc.array(inner('element'), { minLength, maxLength });
    }
    case 'tuple':
      return fc.tuple(...(def.items as AnySchema[]).map((item) => arbitraryOf(item, depth + 1)));
    case 'record':
      return fc.dictionary(arbitraryOf(def.keyType as AnySchema, depth + 1) as fc.Arbitrary<string>, inner('valueType'), { maxKeys: 3 });
    case 'union':
      return fc.oneof(...(def.options as AnySchema[]).map((option) => arbitraryOf(option, depth + 1)));
    case 'object': {
      const shape = def.shape as Record<string, AnySchema>;
      const fields: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, field] of Object.entries(shape)) fields[key] = arbitraryOf(field, depth + 1);
      // An optional field's `undefined` leaves the key out, as a client would.
      return fc.record(fields).map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)));
    }
    default:
      throw new Error(`no arbitrary for zod type '${def.type}'`);
  }
}

/** Valid values of `schema` (as a client would send them). */
export function validValues(schema: z.ZodType): fc.Arbitrary<unknown> {
  return valid(schema, arbitraryOf(schema));
}
