import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Makes a private cluster hang the way a wedged database server does: every PostgreSQL process (the postmaster
 * and all its children, the backends of open connections included) is stopped with SIGSTOP. The kernel still
 * accepts TCP connections on the listening socket and keeps established ones open, so a client sees a server
 * that is there but never answers: a new connection never gets its start-up reply, a query on an open one never
 * gets a result. That is the case a server-side statement_timeout cannot cover. SIGCONT resumes it exactly where
 * it stopped, with its connections intact.
 *
 * Chosen over a TCP proxy that stops forwarding because it freezes the real server, not a stand-in, needs no
 * port rewiring, and cannot leak bytes through a half-stopped proxy buffer.
 */
export type FrozenPostgres = { resume(): Promise<void> };

async function postmasterPid(dataDir: string): Promise<number> {
  const text = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8');
  const pid = Number(text.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`No postmaster pid in ${dataDir}/postmaster.pid`);
  return pid;
}

/** Direct children of `parent`, read from /proc/<pid>/stat (field 4 is the parent pid). */
async function childrenOf(parent: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // The command name (field 2) is in parentheses and may contain spaces: read after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[1]) === parent) children.push(Number(entry));
  }
  return children;
}

export async function freezePostgres(dataDir: string): Promise<FrozenPostgres> {
  const postmaster = await postmasterPid(dataDir);
  // The postmaster first, so it forks no new backend while its children are being stopped.
  process.kill(postmaster, 'SIGSTOP');
  const stopped = new Set<number>();
  // A second pass catches a backend whose fork completed while the first pass was reading /proc.
  for (let pass = 0; pass < 2; pass += 1) {
    for (const pid of await childrenOf(postmaster)) {
      if (stopped.has(pid)) continue;
      try {
        process.kill(pid, 'SIGSTOP');
        stopped.add(pid);
      } catch {
        // It exited in between: nothing to stop.
      }
    }
  }
  return {
    async resume() {
      for (const pid of stopped) {
        try {
          process.kill(pid, 'SIGCONT');
        } catch {
          // Gone.
        }
      }
      process.kill(postmaster, 'SIGCONT');
    },
  };
}
