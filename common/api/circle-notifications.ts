import { z } from 'zod';

/*
 * A circle's notifications beyond the member's settings (digest and pushReplies, in common/api/circles.ts): the
 * digest e-mail's unsubscribe link, which works signed out.
 *
 *   GET  /api/circles/digest/unsubscribe?token=   a confirmation page with one button
 *   POST /api/circles/digest/unsubscribe?token=   the digest of that circle off (the button, or RFC 8058 one-click)
 */

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export const digestUnsubscribeQuerySchema = z.object({
  token: z
    .string({ message: 'token is missing' })
    .regex(new RegExp(`^${UUID}\\.${UUID}\\.[A-Za-z0-9_-]{32}$`), 'This unsubscribe link is not valid.'),
});
export type DigestUnsubscribeQuery = z.infer<typeof digestUnsubscribeQuerySchema>;
