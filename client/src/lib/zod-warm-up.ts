import { z } from 'zod';

/** A task boundary that is no timer: the browser runs other work (a frame, input) before the next group. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/*
 * Awaited before the API client loads (use-auth.ts). Building the contract's schemas is most of the client's
 * start-up cost, and most of that is the first use of each kind of schema (the browser compiles zod's code as it
 * first runs). Building one schema of each kind here does that part first, one group per task (zod's own module
 * evaluation, then strings, then objects and unions, then numbers and refinements), and the contract's own
 * schemas in the client's task: each a few milliseconds, where one task of all of it was a long task on a slow
 * phone (bench/README.md, "The landing page's module evaluations").
 */
export async function warmUpZod(): Promise<void> {
  await nextTask();
  z.preprocess((input) => input, z.string().trim().min(1).max(9).regex(/^a$/).optional());
  z.string().toLowerCase().pipe(z.email('e'));
  await nextTask();
  z.strictObject({
    kind: z.enum(['a', 'b'], { message: 'k' }),
    either: z.union([z.literal('a'), z.null()]),
    flag: z.boolean().optional(),
    any: z.unknown(),
  });
  await nextTask();
  z.discriminatedUnion('type', [z.object({ type: z.literal('a'), n: z.number().int() })]);
  z.string()
    .refine((input) => input.length > 0, 'r')
    .transform((input) => input);
}
