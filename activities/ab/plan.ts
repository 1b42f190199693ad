// loadAbPlan and buildGateRequest: the experiment's view of the corpus, and the gate's view of
// one candidate under one arm (repo/, issue, visible ids, the diff — never oracle/, kind or
// label). Both read files only; safe to retry.
import { readEnv } from '../../infra/env.js';
import { AbPlan } from '../../domain/ab/plan.js';
import { Arm, armRequestFlags } from '../../domain/ab/arms.js';
import type { AcceptRequestInput } from '../../domain/schemas.js';
import { gateRequestFor, loadTask } from '../../infra/corpus.js';
import { badRequest } from '../../domain/errors.js';
import { loadCorpusView } from '../../infra/ab/corpusView.js';

export function makeLoadAbPlan() {
  /** The corpus (its chosen split) as an experiment plan. A bad corpus is a bad request. */
  return async function loadAbPlan(input: { corpusDir: string; split: string | null; tasks?: string[] }): Promise<AbPlan> {
    try {
      return AbPlan.parse(loadCorpusView(input.corpusDir, input.split, input.tasks).plan);
    } catch (e) {
      throw badRequest(`cannot load the corpus ${input.corpusDir}: ${(e as Error).message}`);
    }
  };
}

export function makeBuildGateRequest() {
  /** The acceptPatch request of one candidate under one arm. */
  return async function buildGateRequest(input: { taskDir: string; candidateId: string; arm: Arm; label: string }): Promise<AcceptRequestInput> {
    const arm = Arm.parse(input.arm);
    try {
      // a deployment that names its sandbox queue names it for every child it starts
      const queue = readEnv().PATCHGATE_SANDBOX_TASK_QUEUE?.trim();
      return gateRequestFor(loadTask(input.taskDir), input.candidateId, { ...(armRequestFlags(arm) as Partial<AcceptRequestInput>), label: input.label, ...(queue ? { sandboxTaskQueue: queue } : {}) });
    } catch (e) {
      throw badRequest(`cannot build the request for ${input.taskDir} / ${input.candidateId}: ${(e as Error).message}`);
    }
  };
}
