// The A/B harness's activities (spec 18 §7): the oracle, the plan, the report, and the lookup
// of children finished by an earlier run. Merged into createActivities by one line.
import type { ActivityDeps } from '../deps.js';
import { makeJudgeCandidate } from './judge.js';
import { makeBuildGateRequest, makeLoadAbPlan } from './plan.js';
import { makeFetchAbChildResult } from './fetchChild.js';
import { makeWriteAbReport } from './report.js';

export function createAbActivities(deps: ActivityDeps) {
  return {
    judgeCandidate: makeJudgeCandidate(deps),
    loadAbPlan: makeLoadAbPlan(),
    buildGateRequest: makeBuildGateRequest(),
    fetchAbChildResult: makeFetchAbChildResult(),
    writeAbReport: makeWriteAbReport(),
  };
}

export type AbActivities = ReturnType<typeof createAbActivities>;
