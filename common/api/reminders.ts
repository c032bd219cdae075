import { z } from 'zod';
import { isValidTimeZone } from '../journey/time-zone';
import { planIdParamsSchema } from './plans';
import { reminderChannels, reminderChannelsSchema, reminderHourSchema } from './reminder-fields';

/*
 * Reading-plan reminders: one per followed plan, at an hour of the reader's choosing in their IANA time zone, by
 * e-mail, Web Push or both; switched off without losing the settings. Push subscriptions belong to the reader,
 * one per browser that allowed notifications.
 */

export const planReminderSchema = z.object({
  /** The reminder's own id, the one its e-mails' unsubscribe link names (signed); the reader's, so not secret. */
  id: z.number().int().positive(),
  planId: z.string(),
  planTitle: z.string(),
  /** The local hour, 0 to 23. */
  hour: z.number().int().min(0).max(23),
  timeZone: z.string(),
  channels: z.array(z.enum(reminderChannels)),
  enabled: z.boolean(),
});
export type PlanReminder = z.infer<typeof planReminderSchema>;

export const remindersResponseSchema = z.object({
  reminders: z.array(planReminderSchema),
  /** Where e-mail reminders go; null when the account has no verified address (e-mail is then unavailable). */
  email: z.string().nullable(),
  /** Browsers of this reader that receive Web Push. */
  pushSubscriptions: z.number().int().min(0),
});
export type RemindersResponse = z.infer<typeof remindersResponseSchema>;

export const putReminderRequestSchema = z.strictObject({
  planId: planIdParamsSchema.shape.id,
  hour: reminderHourSchema,
  timeZone: z
    .string({ message: 'timeZone must be text' })
    .refine(isValidTimeZone, { message: 'timeZone is not a known IANA time zone' }),
  channels: reminderChannelsSchema,
  enabled: z.boolean({ message: 'enabled must be true or false' }).default(true),
});
export type PutReminderRequest = z.infer<typeof putReminderRequestSchema>;

export const reminderPlanParamsSchema = z.object({ planId: planIdParamsSchema.shape.id });

export const pushKeyResponseSchema = z.object({
  /** The VAPID public key (base64url) a browser's PushManager.subscribe needs as applicationServerKey. */
  publicKey: z.string(),
});

const base64Url = (name: string, max: number) =>
  z
    .string({ message: `${name} must be text` })
    .regex(/^[A-Za-z0-9_-]+=*$/, `${name} must be base64url`)
    .min(8, `${name} is too short`)
    .max(max, `${name} is too long`);

/** A browser's PushSubscription, as its toJSON() gives it. */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: z
    .url({ message: 'endpoint must be a URL', protocol: /^https?$/ })
    .max(2000, 'endpoint is too long'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    { p256dh: base64Url('keys.p256dh', 200), auth: base64Url('keys.auth', 100) },
    { message: 'keys must hold p256dh and auth' },
  ),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

export const pushEndpointRequestSchema = z.strictObject({
  endpoint: pushSubscriptionRequestSchema.shape.endpoint,
});

export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ message: 'token is missing' })
    .regex(/^[0-9]+\.[A-Za-z0-9_-]{16,64}$/, 'This unsubscribe link is not valid.'),
});

/** What a push notification carries: the service worker shows it and opens `url` on a click. */
export const reminderPushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
});
export type ReminderPushPayload = z.infer<typeof reminderPushPayloadSchema>;
