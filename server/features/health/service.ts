import type { HealthResponse } from '../../../common/api/health';
import type { Config } from '../../config';
import { pingDatabase, type DatabaseHandle } from '../../db/client';
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

export async function checkHealth(database: DatabaseHandle, config: Config): Promise<HealthResponse> {
  const uptimeSeconds = Math.round((Date.now() - startedAt) / 1000);
  const providers = activeProviders(config);
  try {
    const latencyMs = await pingDatabase(database.db);
    const sources = await listCorpusStatus(database.db);
    const degraded = sources.some((source) => source.status !== 'complete');
    return {
      status: degraded ? 'degraded' : 'ok',
      version,
      uptimeSeconds,
      database: { ok: true, driver: database.driver, latencyMs },
      corpus: { sources },
      providers,
    };
  } catch (error) {
    return {
      status: 'degraded',
      version,
      uptimeSeconds,
      database: {
        ok: false,
        driver: database.driver,
        message: `The database is not answering: ${(error as Error).message}`,
      },
      corpus: { sources: [] },
      providers,
    };
  }
}
