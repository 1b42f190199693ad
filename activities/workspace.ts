// prepareWorkspace: the pre-edit snapshot and the candidate (snapshot + patch), both
// content-addressed, so a retry or a rerun reuses them. Idempotent. The first call of a worker
// also checks the sandbox can work in the work directory (infra/sandbox.ts checkSandbox), so a
// worker started without the CLI's check fails every run with one clear, typed setup error
// (PatchgateSandboxUnavailable) rather than "permission denied" deep inside a test run.
import { AcceptRequest, Workspace } from '../domain/schemas.js';
import type { ActivityDeps } from './deps.js';
import { materializeCandidate, materializeSnapshot } from '../infra/workspace.js';
import { badRequest, sandboxUnavailable } from '../infra/errors.js';
import { checkSandbox } from '../infra/sandbox.js';

export function makePrepareWorkspace(deps: ActivityDeps) {
  let sandboxChecked: Promise<string | null> | null = null;
  return async function prepareWorkspace(input: { request: AcceptRequest }): Promise<Workspace> {
    const parsed = AcceptRequest.safeParse(input.request);
    if (!parsed.success) throw badRequest(`invalid request: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    sandboxChecked ??= checkSandbox(deps.config.sandbox.mode, { workDir: deps.config.workspace.dir });
    const problem = await sandboxChecked;
    if (problem) {
      sandboxChecked = null; // the operator may fix it while the worker runs
      throw sandboxUnavailable(problem);
    }
    const req = parsed.data;
    const snap = await materializeSnapshot(deps.config.workspace.dir, req.repo);
    const ws = await materializeCandidate(deps.config.workspace.dir, snap, req.patch, req.patchId);
    return Workspace.parse({ ...ws, reused: ws.reused && snap.reused });
  };
}
