// Spec 22 §3.6 / §6 / §9.3 — the deterministic verification standard and `render_acceptance`.
// The OUTCOME of the executed procedure decides, never the critic's confidence or prose:
//
//   test            survives iff the test FAILS on the candidate and PASSES on the pre-edit tree
//                   with the candidate's FAIL_TO_PASS contract replayed (fix-guided: the failure
//                   is the patch's doing, and the test is satisfiable together with what
//                   FAIL_TO_PASS demands — a test pinning the old, buggy behaviour fails there
//                   and is killed); FAIL_TO_PASS must pass on that reference, else the claim
//                   cannot be checked against the contract (`unverifiable`)
//   trace_replay    survives iff ≥ 1 of N candidate runs fails and all N reference runs pass
//   counterfactual  survives iff the test FAILS on the candidate and PASSES on the counterfactual
//                   (the candidate with the edit reverted, or with the critic's repair applied)
//                   AND FAIL_TO_PASS still passes there (a counterfactual that breaks it
//                   contradicts the contract: killed); one that cannot be built is
//                   `unverifiable`, never a defect
//   static_analysis survives iff the check reports on the candidate a diagnostic (compared
//                   without line numbers) that it does not report on the pre-edit tree, AT the
//                   finding's own location (its atomic edit's lines) and FOR its claim (the claim
//                   names the diagnostic's subject or kind) — not any new warning anywhere
//
// The asymmetry (§6): one verified blocking defect REJECTs, regardless of how many other findings
// were killed; no verified blocking defect means the patch proceeds to the spec-18 gate unchanged
// — a silent critic never promotes. `confidence` is not an input to any function here except the
// explicit §9.5 row-4 ablation (no_verification_gate), which exists to measure what trusting it
// would cost. Pure.
import type { CriticAblation, ReviewFinding, Route, VerificationOutcome } from './schemas.js';
import type { ClaimKind } from './route.js';

export type TreeVerdict = 'pass' | 'fail' | 'no-tests';

const FAILING = new Set(['failed', 'error', 'timeout', 'killed']);

/**
 * One pytest run's verdict. `pass`: exit 0, at least one test passed and none failed;
 * `no-tests`: nothing ran (exit 0, 4 or 5 with no passing test: every test missing, skipped or
 * deselected); `fail`: anything else — a failure, an error (collection errors included), a
 * timeout or a kill.
 */
export function treeVerdict(outcomes: Readonly<Record<string, string>>, exitCode: number | null, timedOut: boolean): TreeVerdict {
  if (timedOut) return 'fail';
  const vals = Object.values(outcomes);
  if (vals.some((o) => FAILING.has(o))) return 'fail';
  const passed = vals.filter((o) => o === 'passed').length;
  if (exitCode === 0 && passed > 0) return 'pass';
  if (passed === 0 && (exitCode === 0 || exitCode === 4 || exitCode === 5)) return 'no-tests';
  return 'fail';
}

export interface Judgment {
  outcome: Extract<VerificationOutcome, 'verified' | 'killed' | 'unverifiable'>;
  why: string;
}

/**
 * How the reference tree stands to the FAIL_TO_PASS contract (spec 22 verification must agree
 * with it, issue 13.8). `replayed`: the pre-edit tree with the candidate's FAIL_TO_PASS behaviour
 * replayed; `counterfactual`: the counterfactual tree itself. `honoured`: FAIL_TO_PASS passes on
 * the reference; `plainPreEdit`: the test on the plain pre-edit tree, when it was run to explain
 * a failure on the replayed reference.
 */
export interface ContractCheck {
  kind: 'replayed' | 'counterfactual';
  honoured: boolean;
  why: string;
  plainPreEdit?: readonly TreeVerdict[] | null;
}

/**
 * Whether a claim survived its executed falsification. `reference` is the pre-edit tree (test,
 * trace replay) — with the FAIL_TO_PASS contract replayed when there is one — or the
 * counterfactual tree; null when that tree could not be built. `contract` is null when the task
 * has no FAIL_TO_PASS (nothing to contradict).
 */
export function judgeExecution(
  route: Exclude<Route, 'static_analysis'>,
  candidate: readonly TreeVerdict[],
  reference: readonly TreeVerdict[] | null,
  referenceName: string,
  contract: ContractCheck | null = null,
): Judgment {
  if (candidate.length === 0) return { outcome: 'unverifiable', why: 'the procedure did not run' };
  const candFails = candidate.filter((v) => v === 'fail').length;
  const runs = route === 'trace_replay' ? ` (${candidate.length} runs per tree)` : '';
  if (candFails === 0) {
    const noTests = candidate.every((v) => v === 'no-tests');
    return { outcome: 'killed', why: noTests ? `the falsification collected no test on the candidate${runs}` : `the test passes on the candidate${runs}: the claimed defect does not reproduce` };
  }
  if (reference === null) return { outcome: 'unverifiable', why: `the ${referenceName} could not be built, so the claim cannot be checked` };
  if (reference.length === 0) return { outcome: 'unverifiable', why: 'the procedure did not run' };
  const refPasses = reference.filter((v) => v === 'pass').length;
  if (refPasses !== reference.length) {
    const refFails = reference.filter((v) => v === 'fail').length;
    if (refFails === 0) return { outcome: 'killed', why: `the test collects nothing on the ${referenceName}${runs}` };
    const plain = contract?.plainPreEdit;
    if (contract?.kind === 'replayed' && contract.honoured && plain && plain.length > 0 && plain.every((v) => v === 'pass')) {
      return {
        outcome: 'killed',
        why: `the test passes on the plain pre-edit tree but fails once the candidate's FAIL_TO_PASS behaviour is replayed there (${refFails}/${reference.length})${runs}: it pins the old behaviour, which contradicts what FAIL_TO_PASS demands`,
      };
    }
    return { outcome: 'killed', why: `the test fails on the ${referenceName} too (${refFails}/${reference.length})${runs}: the failure is not the patch's doing` };
  }
  if (contract && !contract.honoured) {
    return contract.kind === 'counterfactual'
      ? { outcome: 'killed', why: `the test passes on the ${referenceName}, but FAIL_TO_PASS fails there (${contract.why}): the claim contradicts what FAIL_TO_PASS demands` }
      : { outcome: 'unverifiable', why: `the ${referenceName} does not honour FAIL_TO_PASS (${contract.why}), so the claim cannot be checked against the contract` };
  }
  return {
    outcome: 'verified',
    why: `the test fails on the candidate (${candFails}/${candidate.length}) and passes on the ${referenceName} (${refPasses}/${reference.length})${runs}${contract ? ', where FAIL_TO_PASS passes' : ''}`,
  };
}

/** A candidate diagnostic with where it is (critic_static's `located`). */
export interface LocatedDiagnostic {
  file: string;
  line: number;
  text: string;
}

/** Where and what a static finding is about: its atomic edit's candidate lines, and its claim. */
export interface StaticScope {
  located: readonly LocatedDiagnostic[];
  /** Candidate line ranges of the finding's location (its edit, or every edit for whole-patch). */
  ranges: readonly { file: string; start: number; end: number }[];
  claim: string;
}

/** Whether a claim is about this diagnostic: it names its subject ('x') or its kind (UndefinedName). */
export function claimNames(claim: string, diagnostic: string): boolean {
  const kind = /^[^:]+: (\w+):/.exec(diagnostic)?.[1] ?? '';
  const subjects = [...diagnostic.replace(/^[^:]+: \w+: /, '').matchAll(/'([^']+)'/g)].map((m) => m[1]!);
  const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (subjects.some((s) => new RegExp(`(^|[^\\w])${esc(s)}($|[^\\w])`).test(claim))) return true;
  const words = kind.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/Error$/, '').trim().toLowerCase();
  return words !== '' && claim.toLowerCase().includes(words);
}

/**
 * Static analysis: diagnostics new on the candidate (line numbers dropped on both sides). With a
 * scope, a new diagnostic counts only at the finding's own location and for its claim (issue
 * 13.8): a new warning elsewhere in the changed files, or about something else, is no evidence.
 */
export function judgeStatic(candidate: readonly string[], preEdit: readonly string[], scope?: StaticScope): Judgment & { newDiagnostics: string[] } {
  const before = new Map<string, number>();
  for (const d of preEdit) before.set(d, (before.get(d) ?? 0) + 1);
  const fresh: string[] = [];
  for (const d of candidate) {
    const n = before.get(d) ?? 0;
    if (n > 0) before.set(d, n - 1);
    else fresh.push(d);
  }
  if (fresh.length === 0) return { outcome: 'killed', why: 'the check reports nothing on the candidate that it does not report on the pre-edit tree', newDiagnostics: [] };
  if (!scope) return { outcome: 'verified', why: `${fresh.length} diagnostic(s) new on the candidate: ${fresh.slice(0, 3).join(' | ')}`, newDiagnostics: fresh };
  const inScope = (d: LocatedDiagnostic) => scope.ranges.some((r) => r.file === d.file && d.line >= r.start && d.line <= r.end);
  const counted = [...new Set(fresh)].filter((text) => scope.located.some((l) => l.text === text && inScope(l)) && claimNames(scope.claim, text));
  if (counted.length === 0) {
    return {
      outcome: 'killed',
      why: `${fresh.length} diagnostic(s) new on the candidate, none at the finding's location and about its claim: ${fresh.slice(0, 3).join(' | ')}`,
      newDiagnostics: [],
    };
  }
  return { outcome: 'verified', why: `${counted.length} diagnostic(s) new on the candidate at the finding's location, as claimed: ${counted.slice(0, 3).join(' | ')}`, newDiagnostics: counted };
}

// ---------------------------------------------------------------------------------------------
// The reviewed finding and render_acceptance.

export interface TreeRunEvidence {
  tree: string;
  verdict: TreeVerdict;
  outcomes: Record<string, string>;
  exitCode: number | null;
  timedOut: boolean;
  /** The run's output tail (bounded), for the record. */
  tail: string;
}

export interface VerificationEvidence {
  route: Route;
  /** 'pre-edit tree' | 'candidate with E1:… reverted' | "candidate with the critic's repair". */
  reference: string;
  candidateRuns: TreeRunEvidence[];
  referenceRuns: TreeRunEvidence[];
  newDiagnostics: string[];
  wallMs: number;
  cpuSeconds: number;
}

export interface ReviewedFinding {
  id: string;
  finding: ReviewFinding;
  downgraded: string | null;
  route: Route | null;
  claimKind: ClaimKind | null;
  outcome: VerificationOutcome;
  why: string;
  evidence: VerificationEvidence | null;
}

export interface CriticAcceptance {
  reject: boolean;
  /** Blocking findings that decide the REJECT (verified by execution, or by an ablated rule). */
  verifiedBlocking: number;
  rejectingFindings: string[];
  decidedBy: 'verification' | 'ablation:no_falsification_routing' | 'ablation:no_verification_gate';
  reason: string;
  /** `unverified`: blocking findings beyond the verification cap (reported, not executed). */
  counts: { blocking: number; verified: number; refuted: number; unverifiable: number; unverified: number; advisory: number };
}

/** The §9.5 row-4 ablation's self-report channel: a blocking finding "counts" at this confidence. */
export const ABLATED_CONFIDENCE_THRESHOLD = 0.5;

export function renderAcceptance(reviewed: readonly ReviewedFinding[], ablations: readonly CriticAblation[] = []): CriticAcceptance {
  const blocking = reviewed.filter((r) => r.finding.severity === 'blocking');
  const counts = {
    blocking: blocking.length,
    verified: blocking.filter((r) => r.outcome === 'verified').length,
    refuted: blocking.filter((r) => r.outcome === 'killed').length,
    unverifiable: blocking.filter((r) => r.outcome === 'unverifiable').length,
    unverified: blocking.filter((r) => r.outcome === 'unverified').length,
    advisory: reviewed.length - blocking.length,
  };
  let decidedBy: CriticAcceptance['decidedBy'] = 'verification';
  let deciding: ReviewedFinding[];
  if (ablations.includes('no_falsification_routing')) {
    // §9.5 row 3: blocking findings act as verdicts, unexecuted (the filibuster limb).
    decidedBy = 'ablation:no_falsification_routing';
    deciding = blocking;
  } else if (ablations.includes('no_verification_gate')) {
    // §9.5 row 4: the critic's self-report decides (the channel this component exists to avoid).
    decidedBy = 'ablation:no_verification_gate';
    deciding = blocking.filter((r) => r.finding.confidence >= ABLATED_CONFIDENCE_THRESHOLD);
  } else {
    deciding = blocking.filter((r) => r.outcome === 'verified');
  }
  const reject = deciding.length > 0;
  const first = deciding[0];
  const reason = reject
    ? decidedBy === 'verification'
      ? `critic (spec 22): ${deciding.length} verified blocking defect(s); ${first!.id} at ${first!.finding.location}: ${first!.finding.claim} — ${first!.why}`
      : `critic (spec 22, ${decidedBy}): ${deciding.length} blocking finding(s) taken as verdicts without execution; ${first!.id}: ${first!.finding.claim}`
    : `critic (spec 22): no verified blocking defect (${counts.blocking} blocking: ${counts.refuted} killed, ${counts.unverifiable} unverifiable${counts.unverified ? `, ${counts.unverified} unverified (over the verification cap)` : ''}; ${counts.advisory} advisory) — the patch proceeds to the spec-18 gate unchanged; silence never promotes`;
  return { reject, verifiedBlocking: deciding.length, rejectingFindings: deciding.map((r) => r.id), decidedBy, reason, counts };
}
