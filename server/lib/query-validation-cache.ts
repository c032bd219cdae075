import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';

/** How many distinct valid query strings a route remembers, and the longest one it keeps. */
export const REMEMBERED_QUERIES = 1_000;
const LONGEST_KEY = 1_000;

const repeatable = new WeakSet<object>();

/**
 * Marks a route's query schema as depending on nothing but the query (no clock, no state): the same query
 * string then validates to the same value, and the app validates each one seen before from memory instead of
 * running zod again. A chapter read spent ~4% of its server CPU in zod for the same few hundred queries.
 * The route's handler then gets a frozen `request.query`, shared by the requests that sent the same query.
 */
export function remembersValidQueries<T extends object>(schema: T): T {
  repeatable.add(schema);
  return schema;
}

type Primitive = string | number | boolean | null | undefined;
type FlatValue = Record<string, Primitive | Primitive[]>;

const isPrimitive = (value: unknown): value is Primitive =>
  value === null || (typeof value !== 'object' && typeof value !== 'function');

/**
 * The key of a parsed query: its fields in order, each name and value prefixed with its length so that no two
 * queries share a key. Only strings, or lists of them when a name repeats; anything else, or a very long query,
 * is not remembered.
 */
function keyOf(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  let key = '';
  for (const name in data) {
    const value = (data as Record<string, unknown>)[name];
    key += `${name.length}:${name}`;
    if (typeof value === 'string') {
      key += `${value.length}:${value}`;
    } else if (Array.isArray(value)) {
      key += `[${value.length}`;
      for (const item of value) {
        if (typeof item !== 'string') return undefined;
        key += `${item.length}:${item}`;
      }
    } else {
      return undefined;
    }
    if (key.length > LONGEST_KEY) return undefined;
  }
  return key;
}

/** Only a flat result can be frozen whole and handed to every request that sends the same query. */
function flat(value: unknown): value is FlatValue {
  if (!value || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(
    (field) => isPrimitive(field) || (Array.isArray(field) && field.every(isPrimitive)),
  );
}

function frozen(value: FlatValue): Readonly<FlatValue> {
  for (const field of Object.values(value)) if (Array.isArray(field)) Object.freeze(field);
  return Object.freeze(value);
}

/** What fastify-type-provider-zod's validators return. */
type ValidationResult = { error?: Error | FastifySchemaValidationError[]; value?: unknown };

/**
 * fastify-type-provider-zod's validator compiler, remembering the valid queries of the routes whose query schema
 * is marked with remembersValidQueries (least recently used forgotten first, at most REMEMBERED_QUERIES a route).
 * An invalid query is not remembered: zod runs on it every time and the answer is its 400, as before.
 */
export const rememberingValidatorCompiler: FastifySchemaCompiler<FastifySchema> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]) as (
    data: unknown,
  ) => ValidationResult;
  if (route.httpPart !== 'querystring' || !repeatable.has(route.schema as object)) return validate;
  const remembered = new LRUCache<string, Readonly<FlatValue>>({ max: REMEMBERED_QUERIES });
  return (data: unknown) => {
    const key = keyOf(data);
    if (key === undefined) return validate(data);
    const known = remembered.get(key);
    if (known) return { value: known };
    const result = validate(data);
    if (result.error || !flat(result.value)) return result;
    // Frozen: every request with this query gets this same object, so no handler may change it.
    const value = frozen(result.value);
    remembered.set(key, value);
    return { value };
  };
};
