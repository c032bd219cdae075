import path from 'node:path';
import type { Config } from '../config';
import { CorpusFetcher } from './fetcher';

/** The fetcher the configuration asks for: the mirror when CORPUS_MIRROR is set, else downloads cached in DATA_DIR. */
export function fetcherFromConfig(config: Config): CorpusFetcher {
  return new CorpusFetcher({
    mirrorDir: config.CORPUS_MIRROR ? path.resolve(config.CORPUS_MIRROR) : undefined,
    baseUrl: config.CORPUS_BASE_URL,
    cacheDir: path.join(config.dataDir, 'corpus-cache'),
  });
}
