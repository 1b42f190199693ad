// runIssueReproducers: the reproducers a bug report states, generated and run (spec 18 §3.1
// Level B: "a generated reproduction test validated against the buggy baseline"). The claims are
// read out of the issue text and run beside the FAIL_TO_PASS tests, with their fixtures, by
// python/patchgate_tools/issue_claims.py inside the sandbox; the pure rules of
// domain/behaviour/issueClaims.ts decide which are validated and which the candidate still fails.
// The pre-edit half is the task's shared evidence: computed once per (snapshot, issue, reproducer
// files, tool, environment), whichever candidate asks first. Idempotent; a candidate run is
// deterministic, so a retry is safe.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Workspace } from '../domain/schemas.js';
import type { ActivityDeps } from './deps.js';
import { ClaimRun, judgeClaims, validatedClaims } from '../domain/behaviour/issueClaims.js';
import type { IssueReproducerEvidence } from '../domain/behaviour/issueClaims.js';
import type { CpuCharge } from '../domain/battery/cost.js';
import { runPythonTool } from '../infra/pythonTool.js';
import { makeIoDir, protectedTestFiles } from '../infra/probes.js';
import { prepareRunDir, removeRunDir } from '../infra/workspace.js';
import { sandboxEnvFor } from '../infra/taskEnv.js';
import { sharedEvidence } from '../infra/sharedEvidence.js';
import { PYTHON_TOOLS_DIR } from '../infra/config.js';
import { currentContext } from './heartbeat.js';

/** Wall limit of one tree's claim run (claims time out after 5 s each inside it). */
const CLAIM_RUN_SECONDS = 120;

export interface IssueReproducersInput {
  workspace: Workspace;
  issue: string;
  failToPass: string[];
  /** Where generated reproducers run when no FAIL_TO_PASS test is given: beside the first guard's file. */
  passToPass?: string[];
  testCommand?: string[];
}

export type IssueReproducersResult = IssueReproducerEvidence & { cpu: CpuCharge };

let toolHash: string | null = null;
function toolVersion(): string {
  toolHash ??= createHash('sha256').update(readFileSync(path.join(PYTHON_TOOLS_DIR, 'patchgate_tools', 'issue_claims.py'))).digest('hex').slice(0, 12);
  return toolHash;
}

export function makeRunIssueReproducers(deps: ActivityDeps) {
  return async function runIssueReproducers(input: IssueReproducersInput): Promise<IssueReproducersResult> {
    const ws = input.workspace;
    const none = (note: string): IssueReproducersResult => ({ extracted: 0, validated: 0, claims: [], notes: [note], cpu: { own: 0, shared: [] } });
    if (!input.issue.trim()) return none('no issue text: no reproducer to generate from it');
    if (ws.runner !== 'pytest') return none(`reproducers from the issue need the pytest runner (this task runs ${ws.runner})`);
    const fileOf = (id: string) => id.split('::')[0]!;
    let files = [...new Set(input.failToPass.map(fileOf))].filter((f) => f.endsWith('.py'));
    if (files.length === 0) files = [...new Set((input.passToPass ?? []).map(fileOf))].filter((f) => f.endsWith('.py')).slice(0, 1);
    if (files.length === 0 || !ws.candidateDir) return none('no test file to run generated reproducers beside');
    const env = sandboxEnvFor(ws);
    const workDir = deps.config.workspace.dir;
    const runOn = async (tree: string, restore: string[] | null, claimsJson: string | null, charge: (s: number) => void): Promise<ClaimRun> => {
      const runDir = prepareRunDir(workDir, tree, restore ? { from: ws.baselineDir, files: restore } : undefined);
      const io = makeIoDir(runDir);
      try {
        const issueFile = path.join(io, 'issue.txt');
        writeFileSync(issueFile, input.issue);
        const args = ['--run', '--issue', issueFile, '--out', path.join(io, 'outcomes.jsonl'), '--f2p', ...files];
        if (claimsJson !== null) {
          const claimsFile = path.join(io, 'claims.json');
          writeFileSync(claimsFile, claimsJson);
          args.push('--claims', claimsFile);
        }
        const raw = await runPythonTool<unknown>(deps.sandbox, 'issue_claims', args, { cwd: runDir, writable: [runDir, io], wallSeconds: CLAIM_RUN_SECONDS, charge, env });
        return ClaimRun.parse(raw);
      } finally {
        removeRunDir(io);
        removeRunDir(runDir);
      }
    };

    // the pre-edit half: shared by every candidate of the task
    const key = createHash('sha256')
      .update(JSON.stringify([ws.snapshotId, input.issue, files, toolVersion(), ws.environment?.key ?? ws.environment?.python ?? null]))
      .digest('hex')
      .slice(0, 24);
    const cacheFile = path.join(workDir, 'cache', 'issue-claims', `${key}.json`);
    const ctx = currentContext();
    let baseCpu = 0;
    const shared = await sharedEvidence(
      cacheFile,
      async () => {
        const run = await runOn(ws.baselineDir, null, null, (s) => (baseCpu += s));
        return { value: { run, cpuSeconds: baseCpu }, keep: true };
      },
      { heartbeat: () => ctx?.heartbeat({ tree: 'baseline', waiting: 'for the shared issue-claim run' }) },
    );
    const base = shared.value.run;
    const sharedCharge = [{ key: `issue-claims:${key}`, cpuSeconds: shared.value.cpuSeconds }];
    const { claims, notes } = validatedClaims(base);
    if (claims.length === 0) {
      return { extracted: base.claims.length, validated: 0, claims: [], notes: base.claims.length ? notes : ['the issue text states no runnable claim with an expectation'], cpu: { own: 0, shared: sharedCharge } };
    }
    // the candidate, with the reproducer files and conftests taken from the pre-edit (it cannot change what is observed)
    let own = 0;
    const cand = await runOn(ws.candidateDir, protectedTestFiles(ws, files), JSON.stringify(claims), (s) => (own += s));
    return {
      extracted: base.claims.length,
      validated: claims.length,
      claims: judgeClaims(claims, base.outcomes, cand.outcomes),
      notes,
      cpu: { own, shared: sharedCharge },
    };
  };
}
