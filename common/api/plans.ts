import { z } from 'zod';
import { isValidTimeZone } from '../journey/time-zone';
import { planCalendars, planKinds } from '../plans/plan-types';
import { religionIds } from '../scripture/religions';
import { scriptureRefSchema } from '../scripture/scripture-ref';
import { reminderChannelsSchema, reminderHourSchema } from './reminder-fields';

/*
 * Reading plans: the library, a plan's days, and the caller's own plans (guests too). Dates are the reader's
 * local days ('YYYY-MM-DD'); a plan day is numbered from 1.
 */

const localDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const planSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(planKinds),
  traditions: z.array(z.enum(religionIds)),
  /** How many days the plan has. */
  days: z.number().int().positive(),
  introduction: z.string(),
  /** A calendar plan's calendars (Diaspora or Israel, Western or Orthodox); the first is the default. */
  calendars: z.array(z.enum(planCalendars)),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;
export const planListResponseSchema = z.array(planSummarySchema);

export const planPassageSchema = scriptureRefSchema.extend({
  /** 'Matthew 22:34-40'. */
  reference: z.string(),
});
export type PlanPassage = z.infer<typeof planPassageSchema>;

export const planDaySchema = z.object({
  day: z.number().int().positive(),
  title: z.string(),
  /** A cross-tradition day's theme: Compare opens on it. */
  theme: z.string().nullable(),
  passages: z.array(planPassageSchema),
});
export type PlanDayView = z.infer<typeof planDaySchema>;

export const planStatuses = ['active', 'paused', 'finished'] as const;

export const stripDaySchema = z.object({
  day: z.number().int().positive(),
  date: localDaySchema.nullable(),
  done: z.boolean(),
  today: z.boolean(),
});

/** One plan the caller follows, as it stands today in their time zone. */
export const myPlanSchema = z.object({
  planId: z.string(),
  title: z.string(),
  kind: z.enum(planKinds),
  traditions: z.array(z.enum(religionIds)),
  status: z.enum(planStatuses),
  startedOn: localDaySchema,
  timeZone: z.string(),
  calendar: z.enum(planCalendars).nullable(),
  totalDays: z.number().int().positive(),
  /** Today's reading: one day, several when portions are read together, none outside a calendar plan's season. */
  today: z.array(planDaySchema),
  /** When a calendar plan's season next begins, when today has no reading. */
  nextStart: localDaySchema.nullable(),
  completedDays: z.array(z.number().int().positive()),
  percent: z.number().int().min(0).max(100),
  /** Days before today's not read yet (a plan by the calendar is never behind). */
  behind: z.number().int().min(0),
  strip: z.array(stripDaySchema),
});
export type MyPlan = z.infer<typeof myPlanSchema>;
export const myPlansResponseSchema = z.array(myPlanSchema);

export const planDetailSchema = planSummarySchema.extend({
  dayList: z.array(planDaySchema),
  /** The caller's progress in this plan, or null when they do not follow it. */
  mine: myPlanSchema.nullable(),
});
export type PlanDetail = z.infer<typeof planDetailSchema>;

export const planIdParamsSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,60}$/, 'id is not a plan id'),
});
export const planDayParamsSchema = planIdParamsSchema.extend({
  day: z.coerce
    .number({ message: 'day must be a number' })
    .int('day must be a whole number')
    .min(1, 'day must be at least 1')
    .max(400, 'day must be at most 400'),
});

export const startPlanRequestSchema = z.strictObject({
  timeZone: z
    .string({ message: 'timeZone must be text' })
    .refine(isValidTimeZone, { message: 'timeZone is not a known IANA time zone' }),
  calendar: z
    .enum(planCalendars, { message: `calendar must be one of ${planCalendars.join(', ')}` })
    .optional(),
  /** A daily reminder set in the same step, at this hour in timeZone. */
  reminder: z
    .strictObject(
      { hour: reminderHourSchema, channels: reminderChannelsSchema },
      { message: 'reminder must hold hour and channels' },
    )
    .optional(),
});
export type StartPlanRequest = z.infer<typeof startPlanRequestSchema>;

export const planActions = ['pause', 'resume', 'catch-up', 'restart'] as const;
export type PlanAction = (typeof planActions)[number];
export const updateMyPlanRequestSchema = z.strictObject({
  action: z.enum(planActions, { message: `action must be one of ${planActions.join(', ')}` }),
});
export type UpdateMyPlanRequest = z.infer<typeof updateMyPlanRequestSchema>;
