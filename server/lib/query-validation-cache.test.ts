import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import {
  REMEMBERED_QUERIES,
  rememberingValidatorCompiler,
  remembersValidQueries,
} from './query-validation-cache';

type Result = { value?: unknown; error?: unknown };

/** A query schema that counts how often zod really runs it. */
function countedSchema() {
  const runs = { count: 0 };
  const schema = z.object({
    book: z.string().min(1, 'book is required'),
    chapter: z
      .string()
      .regex(/^\d+$/, 'chapter must be a whole number')
      .transform((value) => {
        runs.count += 1;
        return Number(value);
      }),
    parallel: z
      .string()
      .transform((value) => value.split(','))
      .optional(),
  });
  return { schema, runs };
}

function compile(schema: object, httpPart = 'querystring') {
  const compiler = rememberingValidatorCompiler as FastifySchemaCompiler<FastifySchema>;
  const validate = compiler({ schema, method: 'GET', url: '/test', httpPart } as never);
  return (data: Record<string, unknown>) => validate(data) as Result;
}

describe('the validated-query cache', () => {
  it('answers a valid query seen before from memory, with the same frozen value', () => {
    const { schema, runs } = countedSchema();
    const validate = compile(remembersValidQueries(schema));
    const first = validate({ book: 'John', chapter: '3', parallel: 'kjv,web' });
    const second = validate({ book: 'John', chapter: '3', parallel: 'kjv,web' });
    expect(first.value).toEqual({ book: 'John', chapter: 3, parallel: ['kjv', 'web'] });
    expect(second.value).toBe(first.value);
    expect(runs.count).toBe(1);
    expect(Object.isFrozen(second.value)).toBe(true);
    expect(Object.isFrozen((second.value as { parallel: string[] }).parallel)).toBe(true);
    // Another query (or the same fields in another order of values) is validated on its own.
    expect(validate({ book: 'John', chapter: '4' }).value).toEqual({ book: 'John', chapter: 4 });
    expect(runs.count).toBe(2);
  });

  it('gives the same 400 for a bad query every time, validating it each time', () => {
    const { schema } = countedSchema();
    const validate = compile(remembersValidQueries(schema));
    validate({ book: 'John', chapter: '3' });
    const first = validate({ book: 'John', chapter: 'three' });
    const second = validate({ book: 'John', chapter: 'three' });
    // fastify-type-provider-zod's issues, which the app's error handler turns into the 400.
    expect(first.error).toBeTruthy();
    expect(second.error).not.toBe(first.error);
    expect(JSON.stringify(second.error)).toBe(JSON.stringify(first.error));
    expect(JSON.stringify(second.error)).toContain('chapter must be a whole number');
    expect(second.value).toBeUndefined();
  });

  it(`keeps at most ${REMEMBERED_QUERIES} queries, forgetting the least recently used`, () => {
    const { schema, runs } = countedSchema();
    const validate = compile(remembersValidQueries(schema));
    validate({ book: 'John', chapter: '1' });
    validate({ book: 'John', chapter: '2' });
    for (let chapter = 3; chapter <= REMEMBERED_QUERIES + 1; chapter += 1) {
      validate({ book: 'John', chapter: String(chapter) });
      validate({ book: 'John', chapter: '2' }); // used again and again: kept
    }
    expect(runs.count).toBe(REMEMBERED_QUERIES + 1);
    validate({ book: 'John', chapter: '2' });
    expect(runs.count).toBe(REMEMBERED_QUERIES + 1);
    validate({ book: 'John', chapter: '1' }); // pushed out by the last new one
    expect(runs.count).toBe(REMEMBERED_QUERIES + 2);
  });

  it('runs zod every time for a schema not marked, and for bodies', () => {
    const unmarked = countedSchema();
    const validateQuery = compile(unmarked.schema);
    validateQuery({ book: 'John', chapter: '3' });
    validateQuery({ book: 'John', chapter: '3' });
    expect(unmarked.runs.count).toBe(2);

    const body = countedSchema();
    const validateBody = compile(remembersValidQueries(body.schema), 'body');
    validateBody({ book: 'John', chapter: '3' });
    validateBody({ book: 'John', chapter: '3' });
    expect(body.runs.count).toBe(2);
  });

  it('does not remember a query whose fields are not strings, or a very long one', () => {
    const { schema, runs } = countedSchema();
    const validate = compile(remembersValidQueries(schema));
    const nested = { book: 'John', chapter: '3', extra: { nested: 'x' } };
    validate(nested);
    validate(nested);
    expect(runs.count).toBe(2);
    const long = { book: 'J'.repeat(2_000), chapter: '3' };
    validate(long);
    validate(long);
    expect(runs.count).toBe(4);
  });
});
