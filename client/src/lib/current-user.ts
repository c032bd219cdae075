import { z } from 'zod';

/*
 * The fields of GET /api/auth/user that the shell relies on. The auth feature owns the full contract; when
 * it publishes one in common/api, useAuth should take that schema instead of this one.
 */
export const currentUserSchema = z.looseObject({
  id: z.string(),
  /** The spec's guest flag: a visitor with a real guest identity behind a cookie. */
  guest: z.boolean().optional(),
  email: z.string().nullish(),
  username: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  profileImageUrl: z.string().nullish(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
