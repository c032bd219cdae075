import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config';
import { loadServerSecret } from '../lib/server-secret';
import { BackupError, backupDatabase, restoreDatabase, type BackupTarget } from './backup';

/*
 * npm run backup -- --out FILE      the database this configuration names (DATABASE_URL, else DATA_DIR)
 * npm run restore -- FILE           into an empty data folder or an empty database
 */

/** The database the app opens with this configuration (databaseOptionsFromConfig, without loading the app). */
function targetOf(config: Config): BackupTarget {
  return config.DATABASE_URL
    ? { driver: 'postgres', url: config.DATABASE_URL }
    : { driver: 'pglite', folder: path.join(config.dataDir, 'db') };
}

const describe = (target: BackupTarget) =>
  target.driver === 'postgres'
    ? `PostgreSQL ${new URL(target.url).host}${new URL(target.url).pathname}`
    : `the embedded database in ${target.folder}`;

async function main(command: string | undefined, args: string[]) {
  const config = loadConfig();
  const target = targetOf(config);
  if (command === 'backup') {
    const { values } = parseArgs({ args, options: { out: { type: 'string' } } });
    if (!values.out) throw new BackupError('Usage: npm run backup -- --out FILE');
    const result = await backupDatabase(target, values.out, () => loadServerSecret(config));
    console.log(`Backed up ${describe(target)} to ${values.out} (${result.bytes} bytes, via ${result.via}).`);
  } else if (command === 'restore') {
    const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
    const [file] = positionals;
    if (!file || positionals.length > 1) throw new BackupError('Usage: npm run restore -- FILE');
    await restoreDatabase(target, file);
    console.log(`Restored ${file} into ${describe(target)}. Start the app on it as usual.`);
  } else {
    throw new BackupError('Usage: tsx server/db/backup-cli.ts backup --out FILE | restore FILE');
  }
}

main(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
