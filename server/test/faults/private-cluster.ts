import { execFile } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findFreePort } from '../child-process';

const run = promisify(execFile);

/**
 * A throw-away PostgreSQL cluster of our own (initdb + pg_ctl on a free port in a temporary folder), so a
 * test can stop and start the database server without touching the shared one on 5432. initdb refuses to
 * run as root: as root every command runs as the `postgres` user through runuser.
 */
export type PrivateCluster = {
  readonly url: string;
  /** The cluster's data directory (its postmaster.pid names the server process). */
  readonly dataDir: string;
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
};

/** Why a private cluster cannot run here, or undefined when it can. */
export function privateClusterUnavailable(): string | undefined {
  if (!binDir()) return 'no PostgreSQL server binaries in /usr/lib/postgresql/*/bin';
  if (process.getuid?.() === 0 && !existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser')) {
    return 'running as root without runuser, so initdb cannot run as the postgres user';
  }
  return undefined;
}

function binDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run('id', ['-u', 'postgres']),
    run('id', ['-g', 'postgres']),
  ]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

export async function startPrivateCluster(): Promise<PrivateCluster> {
  const bin = binDir();
  if (!bin) throw new Error(privateClusterUnavailable());
  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sc-pg-cluster-'));
  const dataDir = path.join(dir, 'data');
  if (asRoot) {
    const { uid, gid } = await postgresIds();
    chownSync(dir, uid, gid);
  }
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);
  const port = await findFreePort();
  await pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await pg('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await pg('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir,
    start,
    stop,
    async dispose() {
      await stop('immediate').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
