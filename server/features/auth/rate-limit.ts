import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../../lib/http-error';

/** Per-IP limit on the calls a password or code guesser would hammer. */
export function authRateLimit(app: FastifyInstance, multiplier = 1) {
  return {
    rateLimit: {
      max: app.config.AUTH_RATE_LIMIT_MAX * multiplier,
      timeWindow: 60_000,
      errorResponseBuilder: (_request: unknown, context: { ttl: number }) =>
        tooManyRequests(
          `Too many attempts. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
        ),
    },
  };
}
