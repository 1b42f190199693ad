// The spec-22 review layer's activities (the criticReview child workflow's), merged into
// createActivities by one line.
import type { ActivityDeps } from '../deps.js';
import { computeImpactGraph } from '../../infra/critic/codeGraph.js';
import { makeBuildReviewPacket } from './buildPacket.js';
import { makeCallCritic } from './callCritic.js';
import { makeRunReviewVerification } from './runVerification.js';
import { makeAppendReviewLedger } from './ledger.js';
import { Workspace } from '../../domain/schemas.js';
import type { ReviewImpact } from '../../domain/critic/schemas.js';
import { badRequest } from '../../domain/errors.js';
import { withHeartbeat } from '../heartbeat.js';

export function makeComputeReviewImpact(_deps: ActivityDeps) {
  /** The code graph over the pre-edit tree (parsed, never executed). Read-only, idempotent. */
  return async function computeReviewImpact(input: { workspace: Workspace; patch: string }): Promise<ReviewImpact> {
    const ws = Workspace.safeParse(input.workspace);
    if (!ws.success || typeof input.patch !== 'string') throw badRequest('invalid computeReviewImpact input');
    return withHeartbeat(computeImpactGraph(ws.data.baselineDir, ws.data.candidateDir, input.patch), () => ({ stage: 'code graph' }));
  };
}

export function createCriticActivities(deps: ActivityDeps) {
  return {
    computeReviewImpact: makeComputeReviewImpact(deps),
    buildReviewPacket: makeBuildReviewPacket(deps),
    callCritic: makeCallCritic(deps),
    runReviewVerification: makeRunReviewVerification(deps),
    appendReviewLedger: makeAppendReviewLedger(deps),
  };
}
