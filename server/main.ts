import cluster from 'node:cluster';
import os from 'node:os';
import { buildApp, databaseOptionsFromConfig } from './app';
import { ConfigError, loadConfig } from './config';
import { runBackgroundImport } from './corpus/background';
import { openDatabase } from './db/client';
import { DatabaseStartError, waitForDatabase } from './db/wait-for-database';
import { compileRulePatterns } from './lib/moderation/rules';
import { superviseWorkers, workerCount } from './lib/workers';

async function main() {
  let config;
  let workers;
  try {
    config = loadConfig();
    workers = workerCount(config, os.availableParallelism());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // With several workers this process only supervises them; each of them runs the rest of main().
  if (workers > 1 && cluster.isPrimary) {
    superviseWorkers(workers, (line) => console.error(line));
    return;
  }
  const database = await openDatabase(databaseOptionsFromConfig(config));
  try {
    await waitForDatabase(database, {
      limitSeconds: config.DATABASE_START_TIMEOUT_S,
      attemptTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      log: (line) => console.error(line),
    });
  } catch (error) {
    if (error instanceof DatabaseStartError) {
      // One line, no stack: the operator needs to know which server did not answer, not where in the code.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({ config, database });
  // The guard's first reader should not wait the second its patterns take to compile.
  compileRulePatterns();
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: closing the server, then the database');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Browsers keep spare sockets open that never carry a request; Node does not count them as idle, so
    // close() would wait on them until the force exit. In-flight requests get a second, then all sockets close.
    setTimeout(() => app.server.closeAllConnections(), 1_000).unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Sacred Circle is ready at http://localhost:${config.PORT} (database: ${app.database.driver})`,
  );
  // The reader serves the traditions already imported while the rest import.
  if (config.CORPUS_AUTO_IMPORT) void runBackgroundImport(app);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
