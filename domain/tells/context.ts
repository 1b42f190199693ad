// What every tell rule knows about the unit pair being scanned (spec 18 §3.6): the FAIL_TO_PASS
// literals, the unit's inputs, its literal tables, the pre-edit file's vocabulary, and the list
// the tells are added to. Built once per changed unit by scan.ts; read by the rules. Pure.
import { valueIdentifiers } from './ast.js';
import type { Node } from './ast.js';
import { isTrivialKey, showKey } from './literals.js';
import type { TestLiterals } from './literals.js';
import type { OverfitTell, TellTarget } from './schema.js';

export interface ScanContext {
  file: string;
  /** Qualified name of the candidate unit: the tell's `entity`. */
  entity: string;
  f2p: TestLiterals;
  /** FAIL_TO_PASS test function names, so a string naming one is a test hack. */
  testNames: Set<string>;
  /** Inputs of the candidate unit: parameters and derived locals, each with the parameters it derives from. */
  inputs: Set<string>;
  inputOrigins: Map<string, Set<string>>;
  /** Normalized text of the candidate unit, to tell a moved condition from a deleted one. */
  afterText: string;
  afterFlat: Set<string>;
  /** How often each target is assigned in the candidate unit (an initializer is not a constant result). */
  assignments: Map<string, number>;
  /** Locals the candidate unit binds once to a literal (a lookup table of answers is a literal). */
  literalLocals: Map<string, { keys: string[]; node: Node }>;
  /** Literal keys already in the pre-edit file: the code's own vocabulary, not test inputs. */
  baselineLiterals: Set<string>;
  /** Return statements of the candidate unit (what a special-case branch may mirror). */
  returns: Node[];
  /** Names the pre-edit file defines at module level, and how often each file references a name. */
  moduleNames: Set<string>;
  refsBefore: Map<string, number>;
  refsAfter: Map<string, number>;
  tells: OverfitTell[];
}

/** Add a tell of `kind` (each rule passes its own kind; the registry derives the list). */
export function addTell(cx: ScanContext, kind: string, line: number, detail: string, target: TellTarget): void {
  cx.tells.push({ kind, file: cx.file, line, detail, entity: cx.entity, target });
}

/** "260 appears in the FAIL_TO_PASS test test_f", or '' when no key is a test literal. */
export function f2pNote(cx: ScanContext, keys: string[]): string {
  const hits = [...new Set(keys.filter((k) => !isTrivialKey(k) && cx.f2p.has(k)))];
  if (hits.length === 0) return '';
  const tests = [...new Set(hits.map((k) => cx.f2p.get(k)!))];
  return `${hits.map(showKey).join(', ')} ${hits.length === 1 ? 'appears' : 'appear'} in the FAIL_TO_PASS test${tests.length === 1 ? '' : 's'} ${tests.join(', ')}`;
}

/** The parameters the given subtrees read, directly or through derived locals, in first-use order. */
export function paramsOf(cx: ScanContext, ...nodes: (Node | null | undefined)[]): string[] {
  const out: string[] = [];
  for (const n of nodes) {
    if (!n) continue;
    for (const id of valueIdentifiers(n)) for (const p of cx.inputOrigins.get(id) ?? []) if (!out.includes(p)) out.push(p);
  }
  return out;
}
