import { z } from 'zod';
import { religionIds } from '../scripture/religions';

export const corpusSourceStatusSchema = z.object({
  source: z.string(),
  religion: z.string(),
  title: z.string(),
  status: z.enum(['complete', 'importing', 'failed', 'missing']),
  rows: z.number().int(),
  /** Set when the source is not imported: how an operator can provide it. */
  hint: z.string().optional(),
});

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({
    ok: z.boolean(),
    driver: z.enum(['pglite', 'postgres']),
    latencyMs: z.number().optional(),
    message: z.string().optional(),
  }),
  corpus: z.object({
    sources: z.array(corpusSourceStatusSchema),
  }),
  providers: z.object({
    guide: z.enum(['offline', 'openai-compatible']),
    voices: z.array(z.string()),
    mail: z.enum(['smtp', 'dev-outbox']),
    googleSignIn: z.boolean(),
  }),
  /**
   * Where rate limits are counted: this server's memory (no REDIS_URL), Redis (shared by every app server), or
   * this server's memory while Redis is unreachable (the server keeps serving; its status is then degraded).
   */
  sharedState: z.enum(['memory', 'redis', 'redis-unreachable']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
export type CorpusSourceStatus = z.infer<typeof corpusSourceStatusSchema>;

/** One source the background import has still to do. */
export const importingSourceSchema = z.object({
  source: z.string(),
  religion: z.enum(religionIds),
  title: z.string(),
  phase: z.enum(['queued', 'fetching', 'writing']),
  /** 0-100: fetching its files is the first 30, writing its rows the rest. */
  percent: z.number().int().min(0).max(100),
});
export type ImportingSource = z.infer<typeof importingSourceSchema>;

/** GET /api/library/import: the background import's progress, from memory (it never waits on the database). */
export const importProgressSchema = z.object({
  running: z.boolean(),
  /** Goes up each time a source finishes: a client refetches what it read from the library when it changes. */
  generation: z.number().int(),
  /** Traditions with a source still to import. */
  importing: z.array(z.enum(religionIds)),
  sources: z.array(importingSourceSchema),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;
