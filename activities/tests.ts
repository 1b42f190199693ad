// runTests: the task's tests on the baseline or the candidate, in a fresh sandboxed copy with
// the protected files re-applied from the snapshot, through the task's runner (infra/testRunner.ts)
// in the task's interpreter (infra/taskEnv.ts). Baseline results are cached per repo state
// (snapshot, runner, environment, command, ids); candidate runs are deterministic, so retries are
// safe. The run's wall limit adapts to the measured baseline time (infra/runBudget.ts), and each
// test runs under its own time limit (issue 13.3, domain/testTimeouts.ts): the baseline run, which
// has no measured times yet, uses the configured cap; a candidate run uses factor × the baseline's
// measured time per test — given by the caller, or read from the cached baseline run of the same
// ids — within [floor, cap].
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { TestRun, Workspace } from '../domain/schemas.js';
import type { ActivityDeps } from './deps.js';
import { prepareRunDir, removeRunDir } from '../infra/workspace.js';
import { runnerFor } from '../infra/testRunner.js';
import { sandboxEnvFor } from '../infra/taskEnv.js';
import { adaptiveWallSeconds, readBaselineTime, recordBaselineTime } from '../infra/runBudget.js';
import { currentContext, withHeartbeat } from './heartbeat.js';
import { readShared, sharedEvidence } from '../infra/sharedEvidence.js';
import { toolFailure } from '../domain/errors.js';
import { timeoutPolicy } from '../infra/config.js';
import { testLimits } from '../domain/testTimeouts.js';

export interface RunTestsInput {
  workspace: Workspace;
  tree: 'baseline' | 'candidate';
  ids: string[];
  testCommand?: string[];
  /** Protected files to re-apply from the snapshot (empty under the no_tamper_audit ablation). */
  restoreProtected: string[];
  /** Seconds per id measured on the baseline (its TestRun.durations), for the candidate's limits. */
  baselineDurations?: Record<string, number>;
}

export function makeRunTests(deps: ActivityDeps) {
  return async function runTests(input: RunTestsInput): Promise<TestRun> {
    const ws = input.workspace;
    const tree = input.tree === 'baseline' ? ws.baselineDir : ws.candidateDir;
    if (!tree) throw toolFailure('no candidate tree to run tests in', true);
    const runner = runnerFor(ws.runner);
    const workDir = deps.config.workspace.dir;
    const cacheKey = createHash('sha256')
      .update(JSON.stringify([ws.snapshotId, input.testCommand ?? null, input.ids, ...(ws.runner !== 'pytest' || ws.environment ? [ws.runner, ws.environment?.key ?? ws.environment?.python ?? null] : [])]))
      .digest('hex')
      .slice(0, 24);
    const cacheFile = path.join(workDir, 'cache', 'baseline', `${cacheKey}.json`);
    const wallSeconds = adaptiveWallSeconds(input.tree === 'candidate' ? readBaselineTime(workDir, ws.snapshotId, input.ids) : null, deps.config.sandbox.wall_seconds);
    let baselineTimes: Record<string, number> | null = null;
    if (input.tree === 'candidate') baselineTimes = input.baselineDurations ?? readShared<TestRun>(cacheFile)?.durations ?? null;
    const timeouts = testLimits(input.ids, baselineTimes, timeoutPolicy(deps.config));
    const run = async (): Promise<TestRun> => {
      const runDir = prepareRunDir(workDir, tree, input.tree === 'candidate' ? { from: ws.baselineDir, files: input.restoreProtected } : undefined);
      try {
        const r = await withHeartbeat(
          runner.run({ sandbox: deps.sandbox, runDir, ids: input.ids, testCommand: input.testCommand, env: sandboxEnvFor(ws), limits: { wallSeconds }, timeouts }),
          () => ({ tree: input.tree }),
        );
        const { passes: _passes, ...rest } = r;
        return { tree: input.tree, ids: input.ids, ...rest, cached: false };
      } finally {
        removeRunDir(runDir);
      }
    };
    if (input.tree === 'candidate') return run();
    // The baseline is the task's shared evidence: computed once, whichever candidate asks first
    // (concurrent candidates wait for it rather than run it again).
    const ctx = currentContext();
    const shared = await sharedEvidence(
      cacheFile,
      async () => {
        const result = await run();
        if (!result.timedOut) recordBaselineTime(workDir, ws.snapshotId, input.ids, result.wallMs);
        return { value: result, keep: !result.timedOut };
      },
      { heartbeat: () => ctx?.heartbeat({ tree: 'baseline', waiting: 'for the shared baseline run' }) },
    );
    return { ...shared.value, cached: shared.cached };
  };
}
