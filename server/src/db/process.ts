import { readFileSync } from 'node:fs';

/** kill(pid, 0): does a process with this pid exist (ours or someone else's)? */
export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  return true;
}

/**
 * Linux /proc/<pid>/stat, state 'Z': the process died and its parent has not reaped it yet. A killed
 * orphan postmaster stays so until init reaps it, and meanwhile still "exists" for kill(pid, 0).
 */
export function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

/** Linux /proc/<pid>/cmdline; null where /proc does not exist. */
export function commandLine(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return null;
  }
}
