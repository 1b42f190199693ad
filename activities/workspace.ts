// prepareWorkspace: the pre-edit snapshot and the candidate (snapshot + patch), both
// content-addressed, so a retry or a rerun reuses them; plus the task's environment (built once
// per repository and dependency hash, infra/taskEnv.ts) and runner (infra/testRunner.ts), carried
// on the Workspace so every later stage runs the task's interpreter and runner. Idempotent.
import { AcceptRequest, Workspace } from '../domain/schemas.js';
import type { ActivityDeps } from './deps.js';
import { materializeCandidate, materializeSnapshot } from '../infra/workspace.js';
import { parseOrBadRequest } from '../domain/errors.js';
import { resolveEnvironment } from '../infra/taskEnv.js';
import { runnerFor } from '../infra/testRunner.js';
import { currentContext, withHeartbeat } from './heartbeat.js';

export function makePrepareWorkspace(deps: ActivityDeps) {
  return async function prepareWorkspace(input: { request: AcceptRequest }): Promise<Workspace> {
    const req = parseOrBadRequest(AcceptRequest, input.request, 'request');
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
