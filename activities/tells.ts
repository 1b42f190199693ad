// scanOverfitTells (spec 18 §3.6): the static, AST-level overfit-tell scan of every changed
// non-test Python file, pre-edit against candidate, with the literals of the FAIL_TO_PASS tests
// (read from the pre-edit tree) as the mark of a special case for the tested input. Parses,
// never executes, so it needs no sandbox; read-only over the cached trees, hence idempotent and
// safe to retry. A tell never sets the verdict: the ladder turns it into an unresolved risk that
// raises the required evidence to Level E.
import { patchFiles } from '../domain/patchFiles.js';
import type { OverfitTell } from '../domain/tells/schema.js';
import type { Workspace } from '../domain/schemas.js';
import { protectedKind } from '../domain/protectedFiles.js';
import { readTreeFile } from '../infra/workspace.js';
import { collectTestLiterals, scanPythonChange } from '../infra/tells.js';
import type { TestLiterals } from '../infra/tells.js';
import type { ActivityDeps } from './deps.js';

export interface ScanOverfitTellsInput {
  workspace: Workspace;
  patch: string;
  failToPass: string[];
}

/** The literals of the FAIL_TO_PASS test functions in the pre-edit tree, each mapped to its test. */
export async function failToPassLiterals(baselineDir: string, failToPass: string[]): Promise<{ literals: TestLiterals; names: Set<string> }> {
  const literals: TestLiterals = new Map();
  const names = new Set<string>();
  for (const id of failToPass) {
    const parts = id.split('::');
    const name = parts[parts.length - 1]!.replace(/\[.*$/s, '');
    if (parts.length < 2 || !parts[0]!.endsWith('.py')) continue;
    names.add(name);
    const source = readTreeFile(baselineDir, parts[0]!);
    if (source === null) continue;
    for (const k of await collectTestLiterals(source, id)) if (!literals.has(k)) literals.set(k, name);
  }
  return { literals, names };
}

export function makeScanOverfitTells(_deps?: ActivityDeps) {
  return async function scanOverfitTells(input: ScanOverfitTellsInput): Promise<OverfitTell[]> {
    const ws = input.workspace;
    if (!ws.candidateDir) return [];
    const files: { before: string | null; after: string }[] = [];
    for (const f of patchFiles(input.patch)) {
      const after = f.newPath;
      // Test files are the tamper audit's business (§3.7); deleted files have no candidate code.
      if (!after || !after.endsWith('.py') || protectedKind(after) !== null) continue;
      files.push({ before: f.oldPath, after });
    }
    if (files.length === 0) return [];
    const { literals, names } = await failToPassLiterals(ws.baselineDir, input.failToPass);
    const tells: OverfitTell[] = [];
    for (const f of files) {
      const after = readTreeFile(ws.candidateDir, f.after);
      if (after === null) continue;
      const before = f.before ? readTreeFile(ws.baselineDir, f.before) : null;
      tells.push(...(await scanPythonChange({ file: f.after, before, after, f2p: literals, testNames: names })));
    }
    return tells;
  };
}
