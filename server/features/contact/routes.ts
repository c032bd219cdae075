import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/api/errors';
import {
  contactDetailsSchema,
  contactRequestSchema,
  contactResponseSchema,
} from '../../../common/api/contact';
import { tooManyRequests } from '../../lib/http-error';
import { contactDetails, submitContactMessage } from './service';

const CONTACT_WINDOW = '15 minutes';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'How to reach the people running this site (email, phone, location)',
        response: { 200: contactDetailsSchema },
      },
    },
    async (_request, reply) => {
      // Configuration only changes on restart; a short cache keeps the landing page from asking on every visit.
      reply.header('cache-control', 'public, max-age=300');
      return contactDetails(app.config);
    },
  );

  app.post(
    '/contact',
    {
      config: {
        rateLimit: {
          max: app.config.CONTACT_RATE_LIMIT_MAX,
          timeWindow: CONTACT_WINDOW,
          errorResponseBuilder: (_request, context) =>
            tooManyRequests(
              `You have sent several messages in a short time. Please try again in ${context.after}, or write to ${app.config.CONTACT_EMAIL}.`,
            ),
        },
      },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the operator through the contact form',
        body: contactRequestSchema,
        response: { 201: contactResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await submitContactMessage(request.body, {
        db: app.database.db,
        mailer: app.mailer,
        config: app.config,
        log: request.log,
        client: { ipAddress: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null },
      });
      return reply.status(201).send(result);
    },
  );
};
