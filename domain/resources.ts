// How a resource limit a test run ran into (TestRun.resource, issue 13.4) reads in a verdict's
// reason, so a fork bomb or a memory hog is named for what it is rather than by its symptom
// (a failed test, a timeout, "vacuous green"). Pure; the ladder appends it to a failing tier.
import type { TestRun } from './schemas.js';

export const RESOURCE_WORDS: Record<NonNullable<TestRun['resource']>['kind'], string> = {
  processes: 'the process limit (fork bomb or runaway threads)',
  memory: 'the memory limit',
  'file-size': 'the file-size limit',
  output: 'the output cap (output flood)',
  cpu: 'the CPU-time limit',
  disk: 'the scratch-space limit (disk full)',
};

/** ' — resource exhaustion: …' for a run that ran into a limit, '' otherwise. */
export function resourceNote(...runs: (TestRun | null | undefined)[]): string {
  for (const r of runs) {
    const res = r?.resource;
    if (!res) continue;
    return ` — resource exhaustion: ${RESOURCE_WORDS[res.kind]}${res.testId ? ` in ${res.testId}` : ''} (${res.detail})`;
  }
  return '';
}
