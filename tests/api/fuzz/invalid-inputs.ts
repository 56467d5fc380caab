import fc from 'fast-check';

/**
 * fast-check arbitraries that build request parts which break a JSON Schema from the contract by
 * construction: each value is invalid for a reason the generator knows (wrong type, missing
 * required field, unknown field, out-of-range number, pattern or enum miss), so the server must
 * answer 4xx for every one of them.
 */
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  oneOf?: Schema[];
};

const anyJson = fc.jsonValue({ maxDepth: 2 });
const typeOf = (s: Schema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** A JSON value whose type the schema does not allow. */
function wrongType(schema: Schema): fc.Arbitrary<unknown> {
  const allowed = typeOf(schema);
  const candidates: [string, fc.Arbitrary<unknown>][] = [
    ['string', fc.string()],
    ['integer', fc.integer()],
    ['number', fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n))],
    ['boolean', fc.boolean()],
    ['null', fc.constant(null)],
    ['array', fc.array(anyJson, { maxLength: 3 })],
    ['object', fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), anyJson, { maxKeys: 3 })],
  ];
  const usable = candidates.filter(([name]) => {
    if (allowed.length === 0) return false;
    if (allowed.includes(name)) return false;
    if (name === 'integer' && allowed.includes('number')) return false;
    return true;
  });
  return usable.length ? fc.oneof(...usable.map(([, arb]) => arb)) : fc.constant(Symbol.for('skip'));
}

/** A value of the right type that breaks one of the schema's constraints, when it has one. */
export function brokenConstraint(schema: Schema): fc.Arbitrary<unknown> | undefined {
  const options: fc.Arbitrary<unknown>[] = [];
  if (schema.enum) options.push(fc.string().filter((s) => !schema.enum!.includes(s)));
  if (schema.format === 'date') {
    options.push(fc.oneof(fc.string({ maxLength: 12 }).filter((s) => !/^\d{4}-\d{2}-\d{2}$/.test(s)), fc.constantFrom('2026-02-30', '2026-13-01', '2026-00-10', '2025-02-29')));
  }
  if (schema.pattern) {
    const re = new RegExp(schema.pattern, 'u');
    options.push(fc.string({ maxLength: 30 }).filter((s) => !re.test(s)));
  }
  if (schema.minimum !== undefined) options.push(fc.integer({ min: -1e9, max: schema.minimum - 1 }));
  if (schema.maximum !== undefined) options.push(fc.integer({ min: schema.maximum + 1, max: schema.maximum + 1e9 }));
  if (schema.minLength) options.push(fc.string({ maxLength: schema.minLength - 1 }));
  if (schema.maxLength !== undefined && schema.maxLength < 10_000) {
    options.push(fc.string({ minLength: schema.maxLength + 1, maxLength: schema.maxLength + 20 }));
  }
  if (schema.maxItems !== undefined) options.push(fc.array(anyJson, { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 3 }));
  return options.length ? fc.oneof(...options) : undefined;
}

/** Arbitrary values for an object's declared properties (valid or not: the case makes it invalid). */
function someProperties(schema: Schema) {
  const keys = Object.keys(schema.properties ?? {});
  return fc.record(Object.fromEntries(keys.map((k) => [k, anyJson])), { requiredKeys: [] });
}

/** Object bodies that break the schema, each labelled with why. */
export function invalidBodies(schema: Schema): fc.Arbitrary<{ why: string; body: unknown }> {
  const cases: fc.Arbitrary<{ why: string; body: unknown }>[] = [
    wrongType(schema).filter((v) => v !== Symbol.for('skip')).map((body) => ({ why: 'wrong top-level type', body })),
  ];
  if (schema.additionalProperties === false) {
    cases.push(
      fc
        .tuple(someProperties(schema), fc.string({ minLength: 1, maxLength: 12 }), anyJson)
        .filter(([, key]) => !(key in (schema.properties ?? {})) && key !== '__proto__')
        .map(([props, key, value]) => ({ why: `unknown field ${key}`, body: { ...props, [key]: value } })),
    );
  }
  for (const key of schema.required ?? []) {
    cases.push(
      someProperties(schema).map((props) => {
        const { [key]: _dropped, ...rest } = props as Record<string, unknown>;
        return { why: `missing ${key}`, body: rest };
      }),
    );
  }
  for (const [key, propertySchema] of Object.entries(schema.properties ?? {})) {
    const bad = fc.oneof(
      wrongType(propertySchema).filter((v) => v !== Symbol.for('skip')),
      ...(brokenConstraint(propertySchema) ? [brokenConstraint(propertySchema)!] : []),
    );
    cases.push(bad.map((value) => ({ why: `${key} invalid`, body: { [key]: value } })));
  }
  return fc.oneof(...cases);
}

/** Malformed JSON texts. */
export const malformedJson = fc.constantFrom('{', '{"a":', '[1,2', 'nul', '{"a":1}}', '\u0000', '{"__proto__":{"x":1}', "{'a':1}");

/** Path parameter values that are not a valid id. */
export function invalidPathValue(schema: Schema): fc.Arbitrary<string> {
  const numeric = typeOf(schema).some((t) => t === 'integer' || t === 'number');
  // '.' and '..' are dot segments, not values: a URL resolves them away (RFC 3986 §5.2.4), so
  // /reservations/. is the list, not a reservation called '.'.
  const nonNumeric = fc
    .string({ minLength: 1, maxLength: 20 })
    .filter((s) => !/^\s*-?\d+(\.\d+)?\s*$/.test(s) && s !== '.' && s !== '..');
  if (!numeric) return nonNumeric;
  return fc.oneof(
    nonNumeric,
    fc.constantFrom('0', '-1', '1.5', '2147483648', '99999999999999999999', '1e3', 'NaN', '0x10', ' '),
  );
}
