import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/api/errors';
import {
  TRANSCRIPTION_MAX_BYTES,
  transcriptionCapabilitiesSchema,
  transcriptionResponseSchema,
} from '../../../common/api/transcription';
import { tooManyRequests } from '../../lib/http-error';
import { identify, requireUser } from '../../lib/identity';
import { OpenAiTranscriber, transcriptionNotConfigured, type Transcriber } from './transcriber';
import { capabilities, recordingTooLarge, transcribe } from './service';
import { createWorkQueue, workQueueLimits } from '../../lib/work-queue';

const tags = ['voice'];

/**
 * Reads any body that has no parser of its own (audio/*, and whatever else is sent, so the route can answer
 * with a clear 415) into a Buffer, refusing more than the limit before and while it arrives.
 */
function readLimitedBody(
  request: FastifyRequest,
  payload: NodeJS.ReadableStream,
  done: (error: Error | null, body?: Buffer) => void,
) {
  const declared = Number(request.headers['content-length']);
  if (declared > TRANSCRIPTION_MAX_BYTES) {
    done(recordingTooLarge());
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  const finish = (error: Error | null, body?: Buffer) => {
    if (finished) return;
    finished = true;
    done(error, body);
  };
  payload.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > TRANSCRIPTION_MAX_BYTES) {
      payload.removeAllListeners('data');
      payload.resume();
      finish(recordingTooLarge());
      return;
    }
    chunks.push(chunk);
  });
  payload.on('end', () => finish(null, Buffer.concat(chunks)));
  payload.on('error', (error: Error) => finish(error));
}

export const transcriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { TRANSCRIPTION_BASE_URL, TRANSCRIPTION_API_KEY, TRANSCRIPTION_MODEL } = app.config;
  const transcriber: Transcriber | null = TRANSCRIPTION_BASE_URL
    ? new OpenAiTranscriber(
        { baseURL: TRANSCRIPTION_BASE_URL, apiKey: TRANSCRIPTION_API_KEY },
        TRANSCRIPTION_MODEL,
      )
    : null;

  // Each waiting transcription holds its recording (up to 5 MB) in memory: a few go upstream at once, a few wait.
  const transcriptions = createWorkQueue({
    what: 'Transcriptions are',
    ...workQueueLimits(app.config),
  });

  // Only this plugin's routes see the catch-all parser; JSON keeps its own parser everywhere.
  app.addContentTypeParser('*', readLimitedBody);

  const rateLimit = {
    max: app.config.TRANSCRIPTION_RATE_LIMIT_MAX,
    timeWindow: 60_000,
    keyGenerator: async (request: FastifyRequest) => {
      const identity = await identify(request).catch(() => null);
      // A guest is counted by address: clearing cookies makes a new guest, not a new allowance.
      return identity && !identity.isGuest
        ? `transcription:user:${identity.userId}`
        : `transcription:ip:${request.ip}`;
    },
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      tooManyRequests(
        `Too many recordings to transcribe. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
      ),
  };

  app.get(
    '/voice/transcriptions/capabilities',
    {
      schema: {
        tags,
        summary:
          'Whether recordings can be transcribed here (voice input without Web Speech), and the limits',
        response: { 200: transcriptionCapabilitiesSchema },
      },
    },
    async () => capabilities(transcriber),
  );

  app.post(
    '/voice/transcriptions',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary:
          'Transcribe a recording sent as the raw body (audio/webm, audio/ogg, audio/wav, audio/mp4, audio/mpeg; at most 5 MB)',
        response: {
          200: transcriptionResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!transcriber) throw transcriptionNotConfigured();
      await requireUser(request, reply);
      const text = await transcriptions.run(() =>
        transcribe(transcriber, request.body, request.headers['content-type']),
      );
      return { text };
    },
  );
};
