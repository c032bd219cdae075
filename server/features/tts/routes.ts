import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/api/errors';
import { speakRequestSchema, voicesResponseSchema } from '../../../common/api/tts';
import { tooManyRequests } from '../../lib/http-error';
import { createTtsProvider } from './providers/create-tts-provider';
import { createTtsDeps, listVoices, speak } from './service';

const tags = ['tts'];
/** Fastify sends a Buffer as it is (no serializer); the schema is here for the types and the API docs. */
const audioSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({
    description: 'The audio file: audio/wav (offline voice) or audio/mpeg',
    type: 'string',
    format: 'binary',
  });

export const ttsRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = createTtsProvider(app.config, app.log);
  const tts = createTtsDeps(provider);
  app.addHook('onClose', async () => {
    await provider.close?.();
  });

  const rateLimit = {
    max: app.config.TTS_RATE_LIMIT_MAX,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `tts:${request.ip}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      tooManyRequests(
        `Too many voice requests. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
      ),
  };

  app.get(
    '/tts/voices',
    {
      schema: {
        tags,
        summary: 'Voices of the active text-to-speech provider, with the recommended male voices',
        response: { 200: voicesResponseSchema, 502: apiErrorSchema },
      },
    },
    async () => listVoices(tts),
  );

  app.post(
    '/tts/speak',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Speak text with a voice (or a persona voice id); answers with the audio file',
        body: speakRequestSchema,
        response: {
          200: audioSchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const spoken = await speak(tts, request.body);
      return reply
        .type(spoken.contentType)
        .header('cache-control', 'private, max-age=86400')
        .header('x-tts-provider', spoken.provider)
        .header('x-tts-voice', spoken.voiceId)
        .header('x-tts-cache', spoken.cached ? 'hit' : 'miss')
        .send(spoken.audio);
    },
  );
};
