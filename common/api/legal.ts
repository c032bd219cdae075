import { z } from 'zod';

/** How long personal data is kept, from the server's configuration: the privacy page states these numbers. */
export const retentionPeriodsSchema = z.object({
  /** A guest record and all its data are deleted after this many days without activity. */
  guestDays: z.number().int().positive(),
  /** Chat messages are deleted this many months after they were written. */
  chatMonths: z.number().int().positive(),
  /** A deleted account's moderation records keep their content this many days, pseudonymised, then lose it. */
  moderationContentDays: z.number().int().positive(),
});
export type RetentionPeriods = z.infer<typeof retentionPeriodsSchema>;
