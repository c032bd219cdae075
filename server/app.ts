import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { registerErrorHandling } from './lib/error-handler';
import { handleFrameworkError } from './lib/malformed-url';
import { registerNulGuard } from './lib/nul-characters';
import { registerOpenApi } from './lib/openapi';
import { rememberingValidatorCompiler } from './lib/query-validation-cache';
import { OneLinePerRequest, BatchedLogStream, requestLogFields } from './lib/request-logging';
import { registerRequestEntry } from './lib/request-entry';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { registerSpa } from './lib/spa';
import { serveDatabaseBackups } from './lib/backup-socket';
import { RedisLink } from './lib/redis-link';
import { sharedRateLimitStore } from './lib/shared-rate-limit-store';
import { shareCacheInvalidation } from './lib/shared-invalidation';
import { healthRoutes } from './features/health/routes';
import { scriptureRoutes } from './features/scriptures/routes';
import { searchRoutes } from './features/search/routes';
import { contactRoutes } from './features/contact/routes';
import { registerMailer } from './lib/mail';
import { registerIdentity } from './lib/identity';
import { registerGuestMergeHandler } from './lib/guest-merge';
import { mergeGuestProgress } from './features/progress/guest-merge';
import { mergeGuestChat } from './features/chat/guest-merge';
import { mergeGuestStudy } from './features/study/guest-merge';
import { mergeGuestReadingPlaces } from './features/reading-places/guest-merge';
import { readingPlacesRoutes } from './features/reading-places/routes';
import { registerSms } from './lib/sms';
import { authRoutes } from './features/auth/routes';
import { progressRoutes } from './features/progress/routes';
import { chatRoutes } from './features/chat/routes';
import { moderationRoutes } from './features/moderation/routes';
import { ttsRoutes } from './features/tts/routes';
import { studyRoutes } from './features/study/routes';
import { shareRoutes } from './features/share/routes';
import { transcriptionRoutes } from './features/transcription/routes';
import { parallelsRoutes } from './features/parallels/routes';
import { planRoutes } from './features/plans/routes';
import { circleNotificationRoutes } from './features/circles/notifications/routes';
import { accountExportRoutes } from './features/account-export/routes';
import { mergeGuestPlans } from './features/plans/guest-merge';
import { retentionRoutes } from './features/retention/routes';
import { announcePostRemoval, circlePostRoutes } from './features/circles/post-routes';
import { circleRoutes } from './features/circles/routes';
import { createPublicScholar } from './features/chat/circle-scholar';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    /** The Redis the app servers share (REDIS_URL), absent when one server keeps its state in memory. */
    redis: RedisLink | undefined;
  }
}

export type BuildAppOptions = {
  config?: Config;
  /** An already-open database (tests pass a fresh PGlite); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** Run migrations before serving (default true). */
  migrate?: boolean;
  /** Folder of the built client (default dist/client). */
  clientDir?: string;
  logger?: boolean;
  /** Where log lines go instead of stdout (a test reads them). */
  logStream?: { write(line: string): void };
  /** Sees every route as it is added (the fuzzer lists routes and their zod schemas with it). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Close every open connection on close, streams included (tests: a live stream a test left open held each file's
   * close until the connection's keep-alive ran out, ~70 s). The served app keeps Fastify's default (idle ones only).
   */
  forceCloseConnections?: boolean;
};

export function databaseOptionsFromConfig(config: Config) {
  return config.DATABASE_URL
    ? ({
        driver: 'postgres',
        url: config.DATABASE_URL,
        poolSize: config.DATABASE_POOL_SIZE,
        connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
        queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
      } as const)
    : ({ driver: 'pglite', dataDir: path.join(config.dataDir, 'db') } as const);
}

/** Builds the whole HTTP app without listening: `main.ts` listens, tests call `inject()`. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const database = options.database ?? (await openDatabase(databaseOptionsFromConfig(config)));
  if (options.migrate !== false) await database.migrate();

  const app = Fastify({
    ...(options.forceCloseConnections ? { forceCloseConnections: true } : {}),
    logger:
      options.logger === false || config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            // Headers are never logged (not redacted after the fact): see requestLogFields.
            serializers: { req: requestLogFields },
            stream: options.logStream ?? new BatchedLogStream(),
          },
    logController: new OneLinePerRequest(),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // A path whose %-escape does not decode is a 400 in the app's shape (the query string: see below).
    frameworkErrors: handleFrameworkError,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // zod, with the valid queries of routes marked remembersValidQueries kept (query-validation-cache.ts).
  app.setValidatorCompiler(rememberingValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.addHook('onClose', async () => {
    await database.close();
  });
  // Counted in flight (for the PGlite importer), security headers, the query string checked: one hook, first.
  registerRequestEntry(app, database.driver === 'pglite' ? database.requestsInFlight : undefined);

  registerErrorHandling(app, { exposeDetails: config.NODE_ENV !== 'production' });
  registerNulGuard(app);
  await app.register(fastifyCookie);
  const redis = await connectRedis(app, config);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { store: sharedRateLimitStore(redis) } : {}),
  });
  await registerOpenApi(app);

  // One mailer for the whole app (sign-in codes, the contact form).
  registerMailer(app);
  registerSms(app);
  // Who is calling (bearer token, session cookie or guest), for every feature's routes.
  registerIdentity(app);
  // What each feature moves when a guest signs up or in, in this order, inside one transaction.
  registerGuestMergeHandler('progress', mergeGuestProgress);
  registerGuestMergeHandler('chat', mergeGuestChat);
  registerGuestMergeHandler('study', mergeGuestStudy);
  registerGuestMergeHandler('plans', mergeGuestPlans);
  registerGuestMergeHandler('reading-places', mergeGuestReadingPlaces);
  await app.register(authRoutes, { prefix: '/api' });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(scriptureRoutes, { prefix: '/api' });
  await app.register(searchRoutes, { prefix: '/api' });
  await app.register(contactRoutes, { prefix: '/api' });
  await app.register(progressRoutes, { prefix: '/api' });
  await app.register(chatRoutes, { prefix: '/api' });
  await app.register(moderationRoutes, { prefix: '/api', onCirclePostRemoved: announcePostRemoval(app) });
  await app.register(ttsRoutes, { prefix: '/api' });
  await app.register(studyRoutes, { prefix: '/api' });
  await app.register(readingPlacesRoutes, { prefix: '/api' });
  await app.register(shareRoutes, { prefix: '/api' });
  await app.register(transcriptionRoutes, { prefix: '/api' });
  await app.register(parallelsRoutes, { prefix: '/api' });
  await app.register(planRoutes, { prefix: '/api' });
  await app.register(circleNotificationRoutes, { prefix: '/api' });
  await app.register(accountExportRoutes, { prefix: '/api' });
  await app.register(retentionRoutes, { prefix: '/api' });
  await app.register(circleRoutes, { prefix: '/api' });
  // The circle's scholar is chat's engine, handed over here: features never import each other.
  await app.register(circlePostRoutes, { prefix: '/api', scholar: createPublicScholar(app) });

  // The embedded database this configuration names (not a test's in-memory one) can be backed up while it runs.
  const own = databaseOptionsFromConfig(config);
  if (own.driver === 'pglite' && database.pglite && database.location === own.dataDir) {
    serveDatabaseBackups(app, database.pglite, own.dataDir);
  }

  await registerSpa(app, options.clientDir ?? path.resolve(config.CLIENT_DIR));
  return app;
}

/** With REDIS_URL: limits counted once across app servers and their library caches emptied together. */
async function connectRedis(app: FastifyInstance, config: Config): Promise<RedisLink | undefined> {
  if (!config.REDIS_URL) {
    app.decorate('redis', undefined);
    return undefined;
  }
  const redis = new RedisLink({
    url: config.REDIS_URL,
    keyPrefix: config.REDIS_KEY_PREFIX,
    commandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS,
    log: { warn: (message) => app.log.warn(message), info: (message) => app.log.info(message) },
  });
  app.decorate('redis', redis);
  await redis.connect();
  const stopSharing = shareCacheInvalidation(app.database.db, redis);
  app.addHook('onClose', async () => {
    stopSharing();
    await redis.close();
  });
  return redis;
}
