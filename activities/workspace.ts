// prepareWorkspace: the pre-edit snapshot and the candidate (snapshot + patch), both
// content-addressed, so a retry or a rerun reuses them; plus the task's environment (built once
// per repository and dependency hash, infra/taskEnv.ts) and runner (infra/testRunner.ts), carried
// on the Workspace so every later stage runs the task's interpreter and runner. Idempotent. The
// first call of a worker also checks the sandbox can work in the work directory (infra/sandbox.ts
// checkSandbox), so a worker started without the CLI's check fails every run with one clear,
// typed setup error (PatchgateSandboxUnavailable) rather than "permission denied" deep inside a
// test run.
import { AcceptRequest, Workspace } from '../domain/schemas.js';
import type { ActivityDeps } from './deps.js';
import { materializeCandidate, materializeSnapshot } from '../infra/workspace.js';
import { parseOrBadRequest, sandboxUnavailable } from '../domain/errors.js';
import { checkSandbox } from '../infra/sandbox.js';
import { resolveEnvironment } from '../infra/taskEnv.js';
import { runnerFor } from '../infra/testRunner.js';
import { currentContext, withHeartbeat } from './heartbeat.js';

export function makePrepareWorkspace(deps: ActivityDeps) {
  let sandboxChecked: Promise<string | null> | null = null;
  return async function prepareWorkspace(input: { request: AcceptRequest }): Promise<Workspace> {
    const req = parseOrBadRequest(AcceptRequest, input.request, 'request');
    sandboxChecked ??= checkSandbox(deps.config.sandbox.mode, { workDir: deps.config.workspace.dir });
    const problem = await sandboxChecked;
    if (problem) {
      sandboxChecked = null; // the operator may fix it while the worker runs
      throw sandboxUnavailable(problem);
    }
    const runner = runnerFor(req.runner).name;
    const snap = await materializeSnapshot(deps.config.workspace.dir, req.repo);
    const ws = await materializeCandidate(deps.config.workspace.dir, snap, req.patch, req.patchId, { testPatchFiles: req.testPatchFiles });
    const ctx = currentContext();
    const environment = await withHeartbeat(
      resolveEnvironment(deps.config.workspace.dir, req.environment, snap.dir, { heartbeat: () => ctx?.heartbeat({ phase: 'environment' }) }),
      () => ({ phase: 'environment' }),
    );
    return Workspace.parse({ ...ws, environment, runner, reused: ws.reused && snap.reused });
  };
}
