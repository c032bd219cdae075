import type { HealthResponse } from '../../../common/api/health';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { listCorpusStatus } from '../../corpus/status';

const startedAt = Date.now();
const version = process.env.npm_package_version ?? '0.1.0';

export function activeProviders(config: Config): HealthResponse['providers'] {
  const voices = ['browser', 'offline'];
  if (config.TTS_BASE_URL) voices.unshift('openai-compatible');
  if (config.ELEVENLABS_API_KEY) voices.unshift('elevenlabs');
  return {
    guide: config.LLM_BASE_URL ? 'openai-compatible' : 'offline',
    voices,
    mail: config.SMTP_URL ? 'smtp' : 'dev-outbox',
    googleSignIn: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
  };
}

/** How long /api/health waits for the database before it answers 503: a health check must itself never hang. */
export const healthDatabaseTimeoutMs = 2_000;

class DatabaseDeadlineError extends Error {}

/** `work`, or a DatabaseDeadlineError once ms have passed (the work goes on; its own limits end it). */
function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseDeadlineError()), ms);
  });
  // A late failure of the work must not surface as an unhandled rejection once the deadline has answered.
  work.catch(() => undefined);
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export async function checkHealth(
  database: DatabaseHandle,
  config: Config,
  sharedState: HealthResponse['sharedState'],
): Promise<HealthResponse> {
  const uptimeSeconds = Math.round((Date.now() - startedAt) / 1000);
  const providers = activeProviders(config);
  try {
    const { latencyMs, sources } = await withinDeadline(
      (async () => {
        const latencyMs = await database.ping(healthDatabaseTimeoutMs);
        return { latencyMs, sources: await listCorpusStatus(database.db) };
      })(),
      healthDatabaseTimeoutMs,
    );
    // Redis away is degraded, not down: the server keeps serving and a load balancer must keep sending readers.
    const degraded =
      sources.some((source) => source.status !== 'complete') || sharedState === 'redis-unreachable';
    return {
      status: degraded ? 'degraded' : 'ok',
      version,
      uptimeSeconds,
      database: { ok: true, driver: database.driver, latencyMs },
      corpus: { sources },
      providers,
      sharedState,
    };
  } catch (error) {
    const reason =
      error instanceof DatabaseDeadlineError
        ? `no reply within ${healthDatabaseTimeoutMs / 1000} s`
        : (error as Error).message;
    return {
      status: 'degraded',
      version,
      uptimeSeconds,
      database: {
        ok: false,
        driver: database.driver,
        message: `The database is not answering: ${reason}`,
      },
      corpus: { sources: [] },
      providers,
      sharedState,
    };
  }
}
