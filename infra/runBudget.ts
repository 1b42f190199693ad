// The per-run sandbox wall limit adapts to the task's measured baseline time (issue 14 §4): a
// real repository's run may need most of the configured maximum, a small one a few seconds, and
// a candidate that hangs should not hold a worker for the whole maximum when the baseline of the
// same tests took three seconds. Baseline runs record their wall time per (snapshot, ids); later
// runs of those tests (either tree) get FACTOR × baseline + SLACK, clamped to [FLOOR, maximum].
// Unknown baseline (the first candidate, racing its baseline) → the configured maximum.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const WALL_FACTOR = 4;
export const WALL_SLACK_SECONDS = 30;
export const WALL_FLOOR_SECONDS = 45;

function fileFor(workDir: string, snapshotId: string, ids: readonly string[]): string {
  const key = createHash('sha256').update(JSON.stringify([snapshotId, [...ids].sort()])).digest('hex').slice(0, 24);
  return path.join(workDir, 'cache', 'timing', `${key}.json`);
}

/** Remember how long the baseline run of these ids took (the slowest seen wins). */
export function recordBaselineTime(workDir: string, snapshotId: string, ids: readonly string[], wallMs: number): void {
  const file = fileFor(workDir, snapshotId, ids);
  const prev = readBaselineTime(workDir, snapshotId, ids);
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify({ wallMs: Math.max(wallMs, prev ?? 0) }));
  renameSync(tmp, file);
}

export function readBaselineTime(workDir: string, snapshotId: string, ids: readonly string[]): number | null {
  try {
    const v = (JSON.parse(readFileSync(fileFor(workDir, snapshotId, ids), 'utf8')) as { wallMs?: unknown }).wallMs;
    return typeof v === 'number' && v >= 0 ? v : null;
  } catch {
    return null;
  }
}

/** The wall limit (seconds) for a run of these ids: adapted to the measured baseline, never above the maximum. */
export function adaptiveWallSeconds(baselineMs: number | null, maximumSeconds: number): number {
  if (baselineMs === null) return maximumSeconds;
  const want = (WALL_FACTOR * baselineMs) / 1000 + WALL_SLACK_SECONDS;
  return Math.min(maximumSeconds, Math.max(WALL_FLOOR_SECONDS, Math.ceil(want)));
}
