// Shared per-task evidence, computed once (issue 11 item 2). Baseline evidence (the pre-edit
// test runs, coverage, traces) is stored content-addressed: its file name is a hash of every
// input it depends on (snapshot, ids, command, runner, environment, tools version), so a change
// of any input is a different file — invalidation by construction. This module adds the missing
// piece: two candidates of one task that start at once must not both compute it. The first
// takes a lock file beside the result (O_EXCL create); the others wait for the result, and take
// over when the holder died (its pid is gone on this host) or the lock is older than the stale
// limit. Workers on other hosts share the work directory only through files, so the lock is a
// file, not a process mutex.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, openSync, closeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export interface SharedEvidenceOptions {
  /** Called while waiting for another worker's computation (an activity heartbeats). */
  heartbeat?: () => void;
  /** A lock older than this is taken over (default 20 minutes: longer than any baseline run). */
  staleMs?: number;
  /** How often a waiter looks again (default 300 ms). */
  pollMs?: number;
}

export interface Computed<T> {
  value: T;
  /** false: the result must not be stored (an incomplete run, e.g. a timeout). */
  keep: boolean;
}

/** Read a stored result; null when absent or unreadable (an unreadable one is recomputed). */
export function readShared<T>(file: string): T | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** Store a result atomically (write aside, rename), so a reader never sees half a file. */
export function writeShared(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.tmp`;
  writeFileSync(tmp, JSON.stringify(value));
  renameSync(tmp, file);
}

interface LockOwner {
  pid: number;
  host: string;
  at: number;
}

function tryLock(lock: string): boolean {
  try {
    mkdirSync(path.dirname(lock), { recursive: true });
    const fd = openSync(lock, 'wx');
    writeFileSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), at: Date.now() } satisfies LockOwner));
    closeSync(fd);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  }
}

/** The holder is gone: its process no longer exists on this host, or the lock is stale. */
function abandoned(lock: string, staleMs: number): boolean {
  let owner: LockOwner | null = null;
  let age = 0;
  try {
    age = Date.now() - statSync(lock).mtimeMs;
    owner = JSON.parse(readFileSync(lock, 'utf8')) as LockOwner;
  } catch {
    // vanished, or caught half-written: look again next time (a half-written lock is young)
    return false;
  }
  if (age > staleMs) return true;
  if (owner && owner.host === hostname() && owner.pid !== process.pid) {
    try {
      process.kill(owner.pid, 0);
    } catch (e) {
      return (e as NodeJS.ErrnoException).code === 'ESRCH';
    }
  }
  return false;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The stored result at `file`, computing it at most once across concurrent callers (in this
 * process, other processes, or other hosts sharing the work directory). `cached` says whether
 * this caller reused a result (its own computation otherwise).
 */
export async function sharedEvidence<T>(file: string, compute: () => Promise<Computed<T>>, opts: SharedEvidenceOptions = {}): Promise<{ value: T; cached: boolean }> {
  const lock = `${file}.lock`;
  const staleMs = opts.staleMs ?? 20 * 60_000;
  const pollMs = opts.pollMs ?? 300;
  for (;;) {
    const stored = readShared<T>(file);
    if (stored !== null) return { value: stored, cached: true };
    if (tryLock(lock)) {
      try {
        // another caller may have finished between our read and our lock
        const again = readShared<T>(file);
        if (again !== null) return { value: again, cached: true };
        const r = await compute();
        if (r.keep) writeShared(file, r.value);
        return { value: r.value, cached: false };
      } finally {
        rmSync(lock, { force: true });
      }
    }
    // someone else is computing it: wait for the file, or for the lock to go
    while (existsSync(lock) && readShared<T>(file) === null) {
      if (abandoned(lock, staleMs)) {
        rmSync(lock, { force: true });
        break;
      }
      opts.heartbeat?.();
      await sleep(pollMs);
    }
    // a holder that stored nothing (an incomplete run) leaves the next caller to compute
  }
}
