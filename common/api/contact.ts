import { z } from 'zod';

export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

/** The landing page's contact form; the same schema validates the form in the browser and the body on the server. */
export const contactRequestSchema = z.strictObject({
  name: z
    .string({ error: 'Please enter your name.' })
    .trim()
    .min(1, 'Please enter your name.')
    .max(CONTACT_NAME_MAX, `Your name can be at most ${CONTACT_NAME_MAX} characters.`),
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .min(1, 'Please enter your email address.')
    .max(CONTACT_EMAIL_MAX, `Your email address can be at most ${CONTACT_EMAIL_MAX} characters.`)
    // Trimmed before the format check, so a pasted address with a trailing space is accepted.
    .pipe(z.email('Please enter a valid email address.')),
  message: z
    .string({ error: 'Please write a message.' })
    .trim()
    .min(CONTACT_MESSAGE_MIN, `Your message needs at least ${CONTACT_MESSAGE_MIN} characters.`)
    .max(CONTACT_MESSAGE_MAX, `Your message can be at most ${CONTACT_MESSAGE_MAX} characters.`),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactFormValues = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({
  id: z.number().int(),
  receivedAt: z.string(),
  message: z.string(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** How to reach the people running this site, from the server's configuration (CONTACT_* variables). */
export const contactDetailsSchema = z.object({
  email: z.string(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;
