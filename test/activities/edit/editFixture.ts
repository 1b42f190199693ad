// A small Python repository for the edit-pipeline activity tests, the edit activities wired to
// a real sandbox, and an LLM provider probe that fails the test if anything consults it.
import { makeCheckCollateral } from '../../../activities/edit/collateral.js';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tempConfig } from '../../helpers/env.js';
import { Sandbox } from '../../../infra/sandbox.js';
import { createEditActivities } from '../../../activities/edit/index.js';
import type { LlmProvider } from '../../../infra/llm/types.js';
import type { EditIntentInput, EditRequestInput } from '../../../domain/edit/schemas.js';
import { EditRequest } from '../../../domain/edit/schemas.js';
import { runEditPipeline } from '../../../domain/edit/pipeline.js';

export { FIXTURE_PY, OTHER_PY, lineOf } from './fixtureSource.js';
import { FIXTURE_PY, OTHER_PY } from './fixtureSource.js';

export function makeFixtureRepo(files: Record<string, string> = { 'inv/stock.py': FIXTURE_PY, 'inv/other.py': OTHER_PY }): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pg-editfx-'));
  chmodSync(dir, 0o755);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** An LLM provider that fails loudly if anything calls it (spec 10 §5: "probe the LLM client to raise"). */
export function raisingLlm(): LlmProvider & { calls: number } {
  const p = {
    configured: true,
    model: 'must-not-be-called',
    calls: 0,
    async call(): Promise<never> {
      p.calls++;
      throw new Error('the LLM was consulted outside the adjudication step');
    },
  };
  return p;
}

export function editHarness(llm?: LlmProvider) {
  const tmp = tempConfig();
  const sandbox = Sandbox.fromConfig(tmp.config);
  const acts = { ...createEditActivities({ config: tmp.config, sandbox, llm }), checkCollateral: makeCheckCollateral({ config: tmp.config, sandbox }) };
  let n = 0;
  return {
    config: tmp.config,
    acts,
    cleanup: tmp.cleanup,
    /** Run the whole write path directly over the activities (no Temporal). */
    run: (req: EditRequestInput) => runEditPipeline(EditRequest.parse(req), acts, { runKey: `t-${process.pid}-${++n}-${Date.now()}` }),
    workspace: (repoDir: string) => acts.prepareEditWorkspace({ repo: { path: repoDir, commit: 'HEAD' }, runKey: `w-${process.pid}-${++n}-${Date.now()}` }),
  };
}

export function sr(search: string, replace: string): EditIntentInput['content'] {
  return { kind: 'search_replace', blocks: [{ search, replace }] };
}
