// prepareWorkspace: the pre-edit snapshot and the candidate (snapshot + patch), both
// content-addressed, so a retry or a rerun reuses them. Idempotent.
import { AcceptRequest, Workspace } from '../domain/schemas.js';
import type { ActivityDeps } from './deps.js';
import { materializeCandidate, materializeSnapshot } from '../infra/workspace.js';
import { parseOrBadRequest } from '../domain/errors.js';

export function makePrepareWorkspace(deps: ActivityDeps) {
  return async function prepareWorkspace(input: { request: AcceptRequest }): Promise<Workspace> {
    const req = parseOrBadRequest(AcceptRequest, input.request, 'request');
    const snap = await materializeSnapshot(deps.config.workspace.dir, req.repo);
    const ws = await materializeCandidate(deps.config.workspace.dir, snap, req.patch, req.patchId);
    return Workspace.parse({ ...ws, reused: ws.reused && snap.reused });
  };
}
