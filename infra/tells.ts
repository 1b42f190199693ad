// Parsing for the overfit-tell scan of spec 18 §3.6: the rules themselves are pure and live in
// domain/tells/ (one file per tell kind, a registry, the statement-alignment walker); this
// module only turns source text into tree-sitter trees (infra/pythonParser.ts loads the grammar
// from disk) and hands them over, freeing the trees afterwards.
import { scanTrees } from '../domain/tells/scan.js';
import { testLiteralsOf } from '../domain/tells/units.js';
import type { OverfitTell } from '../domain/tells/schema.js';
import type { TestLiterals } from '../domain/tells/literals.js';
import { withPythonTree, withPythonTrees } from './pythonParser.js';

export { TELL_KINDS } from '../domain/tells/registry.js';
export type { TellKind } from '../domain/tells/registry.js';
export type { TestLiterals } from '../domain/tells/literals.js';

/**
 * The literals of one test function (body and decorators, so `parametrize` values count),
 * found by the node id's class path and name. Empty when the function is not in the source.
 */
export async function collectTestLiterals(source: string, nodeId: string): Promise<Set<string>> {
  return withPythonTree(source, (root) => testLiteralsOf(root, nodeId));
}

export interface ScanInput {
  file: string;
  /** Pre-edit source; null when the candidate creates the file. */
  before: string | null;
  after: string;
  /** Literals of the FAIL_TO_PASS tests (key -> test name). */
  f2p?: TestLiterals;
  /** FAIL_TO_PASS test function names, so a string naming one is a test hack. */
  testNames?: Set<string>;
}

/** The overfit tells of one changed Python file. Deterministic; parses, never executes. */
export async function scanPythonChange(input: ScanInput): Promise<OverfitTell[]> {
  return withPythonTrees(input.before ?? '', input.after, (broot, aroot) =>
    scanTrees({ file: input.file, before: input.before === null ? null : broot, after: aroot, f2p: input.f2p, testNames: input.testNames }),
  );
}
