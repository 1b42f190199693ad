// The overfit-tell scan of spec 18 §3.6 over one changed Python file, given both parsed trees:
// Qi et al.'s functionality deletions, operationalized as AST patterns over the pre-edit and
// candidate versions. Deterministic, no model, never executes code. A tell is a flag, not a
// verdict: it names what an execution attack must target (issue 10 item 4), and the ladder
// decides what to make of it.
//
// Step 1, normalization, is units.ts (which units changed) and walker.ts (statement alignment);
// step 2, the rules, is rules/, one file per tell kind, run in the order of registry.ts. Parsing
// is infra/tells.ts: this module only reads the trees it is given.
import { descendants, normalized, flatSigs } from './ast.js';
import type { Node } from './ast.js';
import type { ScanContext } from './context.js';
import { allLiteralKeys } from './literals.js';
import type { TestLiterals } from './literals.js';
import { TELL_RULES } from './registry.js';
import type { Feature } from './rule.js';
import type { OverfitTell } from './schema.js';
import type { Unit } from './units.js';
import { assignmentCounts, collectUnits, countNames, derivedInputs, literalLocals, topLevelNames, unitSignature } from './units.js';
import { AlignmentWalker } from './walker.js';
import { addTell } from './context.js';

/** At most this many tells per file: a rewritten file must not flood the record. */
export const MAX_TELLS_PER_FILE = 25;

export interface TreeScanInput {
  file: string;
  /** Pre-edit root; null when the candidate creates the file. */
  before: Node | null;
  after: Node;
  /** Literals of the FAIL_TO_PASS tests (key -> test name). */
  f2p?: TestLiterals;
  /** FAIL_TO_PASS test function names, so a string naming one is a test hack. */
  testNames?: Set<string>;
}

/** Features the candidate unit has more of than the pre-edit unit, as tells. */
function newFeatures(kind: string, before: Feature[], after: Feature[], cx: ScanContext): void {
  const counts = new Map<string, number>();
  for (const f of before) counts.set(f.key, (counts.get(f.key) ?? 0) + 1);
  for (const f of after) {
    const c = counts.get(f.key) ?? 0;
    if (c > 0) {
      counts.set(f.key, c - 1);
      continue;
    }
    addTell(cx, kind, f.line, f.detail, f.target);
  }
}

/** The overfit tells of one changed file, from its parsed trees; at most one per kind and line. */
export function scanTrees(input: TreeScanInput): OverfitTell[] {
  const tells: OverfitTell[] = [];
  const { before: broot, after: aroot } = input;
  // A file that does not parse is Level A's business; matching on error nodes would mislead.
  if (aroot.hasError || (broot !== null && broot.hasError)) return tells;
  const baselineLiterals = new Set<string>();
  if (broot) allLiteralKeys(broot, baselineLiterals);
  const moduleNames = broot ? topLevelNames(broot) : new Set<string>();
  const refsBefore = broot ? countNames(broot) : new Map<string, number>();
  const refsAfter = countNames(aroot);
  // A created file is compared against an empty module: its module-level statements are inserted.
  const bu: Map<string, Unit> = broot ? collectUnits(broot) : new Map([['module:<module>', { key: 'module:<module>', name: '<module>', node: aroot, header: '', stmts: [], params: new Set<string>() }]]);
  const au = collectUnits(aroot);
  for (const [key, a] of au) {
    const b = bu.get(key);
    if (b && unitSignature(b) === unitSignature(a)) continue;
    const origins = derivedInputs(a);
    const cx: ScanContext = {
      file: input.file,
      entity: a.name,
      f2p: input.f2p ?? new Map(),
      testNames: input.testNames ?? new Set(),
      inputs: new Set(origins.keys()),
      inputOrigins: origins,
      afterText: a.stmts.map(normalized).join(' '),
      afterFlat: flatSigs(a.stmts),
      assignments: assignmentCounts(a.stmts),
      literalLocals: literalLocals(a.stmts),
      baselineLiterals,
      returns: a.stmts.flatMap((x) => [x, ...descendants(x)]).filter((x) => x.type === 'return_statement'),
      moduleNames,
      refsBefore,
      refsAfter,
      tells,
    };
    for (const rule of TELL_RULES) {
      if (!('features' in rule) || !rule.features) continue;
      newFeatures(rule.kind, b ? rule.features(b.stmts, cx) : [], rule.features(a.stmts, cx), cx);
    }
    if (b) new AlignmentWalker(TELL_RULES.map((r) => ('hooks' in r && r.hooks) || {}), cx).alignBlocks(b.stmts, a.stmts);
  }
  const seen = new Set<string>();
  return tells
    .filter((t) => {
      const k = `${t.kind}|${t.line}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .sort((x, y) => x.line - y.line || x.kind.localeCompare(y.kind))
    .slice(0, MAX_TELLS_PER_FILE);
}
