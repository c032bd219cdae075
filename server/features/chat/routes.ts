import { clientKey } from '../../lib/client-counters';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatClearedSchema,
  chatHistorySchema,
  chatReplySchema,
  chatRequestSchema,
  chatSessionParamsSchema,
  compareRequestSchema,
  compareResultSchema,
  moderationBlockSchema,
  OFFLINE_FALLBACK_LABEL,
} from '../../../common/api/chat';
import { apiErrorSchema } from '../../../common/api/errors';
import { chatEngineOf } from './engine';
import { tooManyRequests } from '../../lib/http-error';
import { identify, requireUser } from '../../lib/identity';
import {
  chatHistory,
  clearChat,
  compareTheme,
  completeTurn,
  MessageBlocked,
  prepareTurn,
  toChatMessage,
  stillImporting,
  type ChatDeps,
} from './service';
import { readerLeft, SseStream } from './sse-stream';
import { warmPresetThemes } from './warm-up';

const tags = ['chat'];
const errors = {
  400: moderationBlockSchema.or(apiErrorSchema),
  403: apiErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
};

/** Per user (per browser for a visitor): who is calling decides the bucket, not the IP a household shares. */
function chatRateLimit(app: FastifyInstance) {
  return {
    rateLimit: {
      max: app.config.CHAT_RATE_LIMIT_MAX,
      timeWindow: 60_000,
      keyGenerator: async (request: FastifyRequest) => {
        const identity = await identify(request).catch(() => null);
        // A guest is counted by address: clearing cookies makes a new guest, not a new allowance.
        return identity && !identity.isGuest ? `chat:user:${identity.userId}` : `chat:ip:${request.ip}`;
      },
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
        tooManyRequests(
          `You are sending messages faster than the scholar can answer. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
        ),
    },
  };
}

async function answerBlocked<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof MessageBlocked) return reply.status(400).send(error.body);
    throw error;
  }
}

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guide, meaning, ranking } = chatEngineOf(app);
  const deps = (request: FastifyRequest): ChatDeps => ({
    db: app.database.db,
    guide,
    config: app.config,
    log: request.log,
    client: clientKey(app.serverSecret, 'ai', request.ip),
    meaning,
    ranking,
  });

  // The preset themes of the compare panel, ranked when the server starts listening and after each import.
  let stopWarming: (() => void) | undefined;
  app.addHook('onListen', async () => {
    stopWarming = warmPresetThemes(app.database.db, app.log, meaning);
  });
  app.addHook('onClose', async () => {
    stopWarming?.();
  });

  app.post(
    '/chat',
    {
      config: chatRateLimit(app),
      schema: {
        tags,
        summary: 'Ask the scholar: stores the message and the grounded reply',
        body: chatRequestSchema,
        response: { 200: chatReplySchema, ...errors },
      },
    },
    async (request, reply) =>
      answerBlocked(reply, async () => {
        const { userId } = await requireUser(request, reply);
        const turn = await prepareTurn(deps(request), userId, request.body);
        const aiMessage = await completeTurn(deps(request), userId, turn, { signal: readerLeft(reply) });
        // The reader left before any answer came: there is no one to answer, and nothing was stored.
        if (!aiMessage) return reply.hijack();
        return {
          userMessage: toChatMessage(turn.userMessage),
          aiMessage: toChatMessage(aiMessage),
          persona: { id: turn.persona.id, name: turn.persona.name },
          guide: guide.kind,
          importing: stillImporting(app.database.db, turn.guideRequest?.traditions ?? []),
        };
      }),
  );

  app.post(
    '/chat/stream',
    {
      config: chatRateLimit(app),
      schema: {
        tags,
        summary: 'Ask the scholar, the reply streamed as server-sent events (start, delta..., done)',
        body: chatRequestSchema,
        response: errors,
      },
    },
    async (request, reply) =>
      answerBlocked(reply, async () => {
        const { userId } = await requireUser(request, reply);
        const turn = await prepareTurn(deps(request), userId, request.body);
        const stream = new SseStream(app.config.CHAT_HEARTBEAT_MS);
        stream.send({
          event: 'start',
          userMessage: toChatMessage(turn.userMessage),
          persona: { id: turn.persona.id, name: turn.persona.name },
          guide: guide.kind,
          importing: stillImporting(app.database.db, turn.guideRequest?.traditions ?? []),
        });
        completeTurn(deps(request), userId, turn, {
          signal: readerLeft(reply),
          onText: (text) => stream.send({ event: 'delta', text }),
          onFallback: () => stream.send({ event: 'fallback', message: OFFLINE_FALLBACK_LABEL }),
        })
          .then((aiMessage) => {
            if (aiMessage) stream.send({ event: 'done', aiMessage: toChatMessage(aiMessage) });
          })
          .catch((error: unknown) => {
            request.log.error({ err: error }, 'chat stream failed');
            stream.send({
              event: 'error',
              error: 'Internal Server Error',
              message: 'The scholar could not finish this answer. Please try again.',
            });
          })
          .finally(() => stream.end());
        return reply
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          .type('text/event-stream; charset=utf-8')
          .send(stream.body as never);
      }),
  );

  app.post(
    '/chat/compare',
    {
      config: chatRateLimit(app),
      schema: {
        tags,
        summary: 'Verses on a theme from every tradition, with an AI summary',
        body: compareRequestSchema,
        response: { 200: compareResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      answerBlocked(reply, async () => {
        const { userId } = await requireUser(request, reply);
        return compareTheme(deps(request), userId, request.body, readerLeft(reply));
      }),
  );

  app.get(
    '/chat/:sessionId',
    {
      schema: {
        tags,
        summary: "A conversation's messages, oldest first (only the caller's own)",
        params: chatSessionParamsSchema,
        response: { 200: chatHistorySchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const identity = await identify(request);
      return chatHistory(app.database.db, identity?.userId ?? null, request.params.sessionId);
    },
  );

  app.delete(
    '/chat/:sessionId',
    {
      schema: {
        tags,
        summary: 'Clear a conversation (the caller’s own messages)',
        params: chatSessionParamsSchema,
        response: { 200: chatClearedSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const identity = await identify(request);
      return clearChat(app.database.db, identity?.userId ?? null, request.params.sessionId);
    },
  );
};
