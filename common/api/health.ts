import { z } from 'zod';

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
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
export type CorpusSourceStatus = z.infer<typeof corpusSourceStatusSchema>;
