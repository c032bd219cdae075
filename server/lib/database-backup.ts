import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/*
 * A backup of the embedded database is taken by the server that has it open: PGlite is one process, and a data
 * folder copied file by file while it writes is not a database. The server answers on a Unix socket beside its
 * data folder (never on the network, so no proxy can forward a request to it) and asks for a key derived from the
 * server secret, which only someone who can read DATA_DIR (or JWT_SECRET) has.
 */

// sun_path holds 108 bytes on Linux and 104 on macOS; a longer path goes to the temp folder under a hash.
const SOCKET_PATH_MAX = 100;

/** Where the server with the PGlite folder `pgliteFolder` open answers backup requests. */
export function backupSocketPath(pgliteFolder: string): string {
  const resolved = path.resolve(pgliteFolder);
  const beside = `${resolved}-backup.sock`;
  if (Buffer.byteLength(beside) <= SOCKET_PATH_MAX) return beside;
  const hash = createHash('sha256').update(resolved).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `sacred-circle-backup-${hash}.sock`);
}

/** The key a backup request presents, derived from the server secret (never the secret itself). */
export function backupKey(serverSecret: Buffer): string {
  return createHmac('sha256', serverSecret).update('sacred-circle database backup').digest('hex');
}

export function backupKeyMatches(presented: string | undefined, serverSecret: Buffer): boolean {
  const expected = Buffer.from(backupKey(serverSecret));
  const given = Buffer.from(presented ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The whole data folder as an uncompressed tar, consistent: taken inside a transaction of its own, and PGlite runs
 * transactions one at a time, so no other transaction is half done in it; CHECKPOINT first writes every committed
 * change into the data files, so a restored copy starts without replaying the log. Every other query waits
 * meanwhile (a second or two for a small database, longer for the full library).
 */
export function dumpPglite(pglite: PGlite): Promise<Blob> {
  return pglite.transaction(async (tx) => {
    await tx.query('CHECKPOINT');
    return pglite.dumpDataDir('none');
  });
}
