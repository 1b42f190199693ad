// computeChangeFacts: what the diff touches, parsed (never imported) in the sandbox; the
// workflow's pure computeChangeClass runs over these facts. Idempotent, read-only.
import { patchFiles } from '../domain/patchFiles.js';
import { ChangeFacts } from '../domain/schemas.js';
import type { Workspace } from '../domain/schemas.js';
import type { ActivityDeps } from './deps.js';
import { runPythonTool } from '../infra/pythonTool.js';
import { sandboxEnvFor } from '../infra/taskEnv.js';

export function countPatchLines(patch: string): { added: number; removed: number } {
  const files = patchFiles(patch);
  return { added: files.reduce((n, f) => n + f.added.length, 0), removed: files.reduce((n, f) => n + f.removed.length, 0) };
}

export function makeComputeChangeFacts(deps: ActivityDeps) {
  return async function computeChangeFacts(input: { workspace: Workspace; patch: string }): Promise<ChangeFacts & { cpuSeconds?: number }> {
    const ws = input.workspace;
    if (!ws.candidateDir || ws.changedFiles.length === 0) return { files: [], addedLines: 0, removedLines: 0 };
    let cpuSeconds = 0;
    const raw = await runPythonTool<ChangeFacts>(deps.sandbox, 'analyze_change', [ws.baselineDir, ws.candidateDir, ...ws.changedFiles], {
      cwd: ws.candidateDir,
      charge: (s) => void (cpuSeconds += s),
      env: sandboxEnvFor(ws),
    });
    const { added, removed } = countPatchLines(input.patch);
    return { ...ChangeFacts.parse({ ...raw, addedLines: added, removedLines: removed }), cpuSeconds };
  };
}
