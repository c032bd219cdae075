import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { databaseUrl, withAdminClient } from '../../corpus/test-template';
import { corpusTemplate } from '../test-database';

/**
 * The database a fault test hands to a server child process: a new PostgreSQL database when TEST_DATABASE_URL
 * is set, otherwise a PGlite folder in DATA_DIR/db. Both start from the corpus template when the integration
 * globalSetup built one (study items need real verses). `query` opens its own connection; for PGlite only
 * while no server has the folder open.
 */
export type FaultDatabase = {
  readonly driver: 'postgres' | 'pglite';
  readonly dataDir: string;
  readonly databaseUrl?: string;
  readonly withCorpus: boolean;
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  dispose(): Promise<void>;
};

export async function createFaultDatabase(): Promise<FaultDatabase> {
  const template = corpusTemplate();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sc-fault-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `sc_fault_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const from = template.available && template.kind === 'postgres' ? ` template ${template.database}` : '';
    await withAdminClient(serverUrl, (client) => client.query(`create database ${name}${from}`));
    const url = databaseUrl(serverUrl, name);
    return {
      driver: 'postgres',
      dataDir,
      databaseUrl: url,
      withCorpus: from !== '',
      query: async <T>(text: string, params?: unknown[]) =>
        withAdminClient(url, async (client) => (await client.query(text, params)).rows as T[]),
      async dispose() {
        await withAdminClient(serverUrl, (client) =>
          client.query(`drop database if exists ${name} with (force)`),
        );
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const dbDir = path.join(dataDir, 'db');
  const withCorpus = template.available && template.kind === 'pglite';
  if (withCorpus) await cp(template.folder, dbDir, { recursive: true });
  return {
    driver: 'pglite',
    dataDir,
    withCorpus,
    async query<T>(text: string, params?: unknown[]) {
      const pglite = await PGlite.create(dbDir);
      try {
        return (await pglite.query<T>(text, params)).rows;
      } finally {
        await pglite.close();
      }
    },
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}
