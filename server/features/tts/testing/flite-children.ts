import { readdirSync, readFileSync } from 'node:fs';

/**
 * Pids of this process's offline-voice children, read from /proc (Linux): what an operator would see with
 * `ps --ppid`, found without any hook in the app. A child's command line names its script.
 */
export function fliteChildPids(parentPid = process.pid): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command (which may hold spaces) in parentheses: state, then the parent's pid.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent !== parentPid) continue;
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('flite-child.mjs'))
        pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}
