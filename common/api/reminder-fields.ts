import { z } from 'zod';

/*
 * A reminder's hour and channels, shared by setting a reminder and by starting a plan with one (the two contracts
 * import these rather than each other).
 */

export const reminderChannels = ['email', 'push'] as const;
export type ReminderChannel = (typeof reminderChannels)[number];

export const reminderHourSchema = z
  .number({ message: 'hour must be a number' })
  .int('hour must be a whole number')
  .min(0, 'hour must be between 0 and 23')
  .max(23, 'hour must be between 0 and 23');

export const reminderChannelsSchema = z
  .array(
    z.enum(reminderChannels, { message: `each channel must be one of ${reminderChannels.join(', ')}` }),
    {
      message: 'channels must be a list',
    },
  )
  .min(1, 'choose at least one channel: email or push')
  .max(2, 'channels lists each channel at most once')
  .refine((channels) => new Set(channels).size === channels.length, {
    message: 'channels lists each channel at most once',
  });
