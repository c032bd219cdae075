import fc from 'fast-check';
import { nastyNumber, nastyString, nastyValue, wrongType } from './nasty-values';

/** The part of JSON Schema (draft 2020-12, as `z.toJSONSchema()` writes it) the contract uses. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
};

/**
 * Realistic values for fields the app looks up (a religion id, a book that exists), so that valid requests
 * get past "not found" into the handlers. Picked now and then, beside values drawn from the schema.
 */
const hints: Record<string, readonly (string | number)[]> = {
  religion: ['christianity', 'islam', 'judaism', 'hinduism', 'buddhism'],
  book: ['John', 'Genesis', "Qur'an", 'Dhammapada', 'Bhagavad Gita', 'Psalms'],
  chapter: [1, 2, 3],
  verse: [1, 5, 16],
  translation: ['web', 'kjv', 'saheeh-international', 'jps-1917', 'sujato'],
  q: ['love', 'light', 'mercy', 'peace'],
  theme: ['love', 'forgiveness', 'suffering'],
  message: ['What does John 3:16 say about love?', 'Tell me about mercy in the Quran, please.'],
  timeZone: ['UTC', 'Europe/Berlin', 'Asia/Jerusalem', 'Nope/Nowhere'],
  // Text to speak: a reply past the length that once crashed the offline voice, digits (each read as a word),
  // a long run of one symbol.
  text: [
    'In the beginning God created the heavens and the earth.',
    'Blessed are the merciful, for they shall obtain mercy. '.repeat(26),
    `John 3:16 ${'9'.repeat(400)}`,
    '.'.repeat(3000),
  ],
  voiceId: ['flite-kal16', 'flite-slt', 'flite-rms', 'flite-awb'],
};

/** Verses that are in the imported corpus, one per tradition, for bodies and queries that name a verse. */
const knownVerses: ReadonlyArray<Record<string, string | number>> = [
  { religion: 'christianity', book: 'John', chapter: 3, verse: 16, translation: 'web' },
  { religion: 'christianity', book: 'Genesis', chapter: 1, verse: 1, translation: 'kjv' },
  { religion: 'islam', book: "Qur'an", chapter: 1, verse: 1, translation: 'saheeh-international' },
  { religion: 'judaism', book: 'Genesis', chapter: 1, verse: 1, translation: 'jps-1917' },
  { religion: 'buddhism', book: 'Dhammapada', chapter: 1, verse: 5, translation: 'sujato' },
  { religion: 'hinduism', book: 'Bhagavad Gita', chapter: 2, verse: 47 },
];

/** A hint as the schema types it: numbers become digit strings in a query, strings never fill a number. */
function fitHint(value: string | number, schema: JsonSchema): string | number | undefined {
  const types = typesOf(schema);
  if (types.includes('string')) return String(value);
  if ((types.includes('integer') || types.includes('number')) && typeof value === 'number') return value;
  return undefined;
}

function hintFor(name: string, schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  if (schema.enum || schema.const !== undefined) return undefined;
  if (name === 'email' && typesOf(schema).includes('string')) {
    return fc.oneof(fc.constantFrom('ruth@example.org', 'a.b-c@example.co.uk'), fc.emailAddress());
  }
  const values = (hints[name] ?? [])
    .map((value) => fitHint(value, schema))
    .filter((value) => value !== undefined);
  return values.length ? fc.constantFrom(...values) : undefined;
}

const stringFormat = (format: string | undefined): fc.Arbitrary<string> | undefined => {
  switch (format) {
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'uri':
    case 'url':
      return fc.webUrl();
    default:
      return undefined;
  }
};

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const formatted = stringFormat(schema.format);
  if (formatted) return formatted;
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, Math.max(minLength, 60));
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern);
      return fc
        .stringMatching(pattern, { size: 'small' })
        .filter((value) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity));
    } catch {
      // A pattern fast-check cannot invert: plain strings instead (mostly invalid, which is fine too).
    }
  }
  // Any code point, control characters and lone surrogates included: valid to zod, hard on what lies behind.
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    fc.string({ unit: 'binary', minLength, maxLength }),
  );
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1e6);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1e6);
  if (integer) {
    const low = Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER);
    const high = Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER);
    // Small values are the ones that name real rows (ids, chapters); bounds are where the bugs are.
    return fc.oneof(
      fc.integer({ min: low, max: Math.min(high, low + 20) }),
      fc.constantFrom(low, high),
      fc.maxSafeInteger().filter((value) => value >= low && value <= high),
    );
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** Values the schema accepts (modulo refinements JSON Schema cannot say), with realistic hints by field name. */
export function validValue(schema: JsonSchema, name?: string): fc.Arbitrary<unknown> {
  const fromSchema = validFromSchema(schema);
  const hinted = name ? hintFor(name, schema) : undefined;
  return hinted ? fc.oneof(hinted, fromSchema) : fromSchema;
}

function validFromSchema(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((alternative) => validValue(alternative)));
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf) as JsonSchema);
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...schema, type })));
  switch (types[0]) {
    case 'object':
      return validObject(schema);
    case 'array':
      return fc.array(validValue(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, Math.max(schema.minItems ?? 0, 5)),
      });
    case 'string':
      return validString(schema);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) record[key] = validValue(property, key);
  const random = fc.record(record, {
    requiredKeys: (schema.required ?? []).filter((key) => key in properties),
  });
  if (!('religion' in properties && 'book' in properties)) return random;
  // A verse that exists, so that the handler gets past "not found" to the code that reads it.
  const withVerse = fc.tuple(random, fc.constantFrom(...knownVerses)).map(([value, verse]) => {
    const merged: Record<string, unknown> = { ...value };
    for (const [key, field] of Object.entries(verse)) {
      const fitted = properties[key] ? fitHint(field, properties[key]) : undefined;
      if (fitted !== undefined && !properties[key]?.enum) merged[key] = fitted;
      else if (properties[key]?.enum?.includes(field)) merged[key] = field;
    }
    return merged;
  });
  return fc.oneof(random, withVerse);
}

/** A value of the wrong kind for this schema: another type, or a string/number past its bounds. */
export function invalidValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const options: fc.Arbitrary<unknown>[] = [wrongType(), nastyValue()];
  if (types.includes('string') || schema.enum) {
    const min = schema.minLength ?? 0;
    const max = schema.maxLength;
    options.push(nastyString());
    if (max !== undefined) options.push(fc.constant('x'.repeat(max + 1)));
    if (min > 0) options.push(fc.constant('x'.repeat(min - 1)));
  }
  if (types.includes('integer') || types.includes('number')) {
    options.push(nastyNumber());
    if (schema.maximum !== undefined) options.push(fc.constant(schema.maximum + 1));
    if (schema.minimum !== undefined) options.push(fc.constant(schema.minimum - 1));
  }
  return fc.oneof(...options);
}

/** The parts of an object the mutation below can change. */
type Mutation =
  | { kind: 'replace-field'; key: string; value: unknown }
  | { kind: 'drop-field'; key: string }
  | { kind: 'extra-field'; key: string; value: unknown };

/**
 * Valid objects with one to three faults each: a field of the wrong type or out of bounds, a required field
 * missing, or an unknown field (prototype-pollution keys among them). Non-objects: a wrong value outright.
 */
export function mutatedValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  if (!typesOf(schema).includes('object') || keys.length === 0) {
    const alternatives = schema.anyOf ?? schema.oneOf;
    const objectAlternative = alternatives?.find((alternative) => alternative.properties);
    if (objectAlternative) return mutatedValue(objectAlternative);
    return invalidValue(schema);
  }
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.constantFrom(...keys).chain((key) =>
        invalidValue(properties[key] ?? {}).map((value) => ({
          kind: 'replace-field' as const,
          key,
          value,
        })),
      ),
    },
    { weight: 2, arbitrary: fc.constantFrom(...keys).map((key) => ({ kind: 'drop-field' as const, key })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'role', 'userId', 'id', ''),
          nastyValue(),
        )
        .map(([key, value]) => ({ kind: 'extra-field' as const, key, value })),
    },
  );
  return fc
    .tuple(validObject(schema), fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([base, changes]) => {
      const value: Record<string, unknown> = { ...base };
      for (const change of changes) {
        if (change.kind === 'drop-field') delete value[change.key];
        // defineProperty, so that a '__proto__' key is an own field the JSON text carries.
        else
          Object.defineProperty(value, change.key, {
            value: change.value,
            enumerable: true,
            writable: true,
            configurable: true,
          });
      }
      return value;
    });
}
