import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { retentionPeriodsSchema } from '../../../common/api/legal';
import { scheduleRetention } from './maintenance';
import { retentionPeriods } from './service';

export const retentionRoutes: FastifyPluginAsyncZod = async (app) => {
  scheduleRetention(app);

  app.get(
    '/legal/retention',
    {
      schema: {
        tags: ['legal'],
        summary: 'How long personal data is kept (the numbers the privacy page states)',
        response: { 200: retentionPeriodsSchema },
      },
    },
    async (_request, reply) => {
      // Configuration only changes on restart.
      reply.header('cache-control', 'public, max-age=300');
      return retentionPeriods(app.config);
    },
  );
};
