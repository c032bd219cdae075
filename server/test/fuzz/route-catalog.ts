import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import type { JsonSchema } from './schema-arbitrary';

/** One method and path of the app, with the JSON Schema of each part zod validates. */
export type FuzzTarget = {
  method: string;
  url: string;
  body?: JsonSchema;
  querystring?: JsonSchema;
  params?: JsonSchema;
  /** Path parameters in the URL, `*` for a wildcard. */
  paramNames: string[];
};

const isZod = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** The request side of a zod schema as JSON Schema; transforms and refinements cannot be said, so they are left out. */
export function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!isZod(schema)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Collects routes as `buildApp({ onRoute })` adds them. */
export class RouteCatalog {
  readonly routes: RouteOptions[] = [];
  readonly onRoute = (route: RouteOptions) => {
    this.routes.push(route);
  };

  /** Every /api route, one target per method, each with its zod schemas turned into JSON Schema. */
  targets(): FuzzTarget[] {
    const targets: FuzzTarget[] = [];
    for (const route of this.routes) {
      if (!route.url.startsWith('/api')) continue;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const paramNames = [...route.url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
      for (const method of methods) {
        targets.push({
          method,
          url: route.url,
          body: toJsonSchema(schema.body),
          querystring: toJsonSchema(schema.querystring),
          params: toJsonSchema(schema.params),
          paramNames,
        });
      }
    }
    // One target per method and path (a route registered twice would otherwise be fuzzed twice).
    const seen = new Set<string>();
    return targets.filter((target) => {
      const key = targetLabel(target);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
}

export const targetLabel = (target: Pick<FuzzTarget, 'method' | 'url'>) => `${target.method} ${target.url}`;

/**
 * Requests to /api paths no route declares reach the SPA fallback (`/*`), which must answer a JSON 404:
 * a target of its own, so that wildcard is fuzzed too.
 */
export const unknownApiTarget: FuzzTarget = {
  method: 'GET',
  url: '/api/*',
  paramNames: ['*'],
};
