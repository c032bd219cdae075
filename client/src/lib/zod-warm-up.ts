import { z } from 'zod';

/*
 * Loaded on its own before the API client (use-auth.ts). Building the contract's schemas is most of the client's
 * start-up cost, and most of that is the first use of each kind of schema (the browser compiles zod's code as it
 * first runs). Building one schema of each kind here does that part in this module's task, and the contract's
 * own schemas in the next: two tasks of a few milliseconds instead of one long one on a slow phone.
 */
export const firstSchema = z.strictObject({
  text: z.preprocess((input) => input, z.string().trim().min(1).max(9).regex(/^a$/).optional()),
  email: z.string().toLowerCase().pipe(z.email('e')),
  kind: z.enum(['a', 'b'], { message: 'k' }),
  either: z.union([z.literal('a'), z.null()]),
  tagged: z.discriminatedUnion('type', [z.object({ type: z.literal('a'), n: z.number().int() })]),
  flag: z.boolean().optional(),
  any: z.unknown(),
  checked: z
    .string()
    .refine((input) => input.length > 0, 'r')
    .transform((input) => input),
});
