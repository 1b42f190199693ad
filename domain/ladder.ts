// Spec 18 §3.1 `assemble_evidence`: fold the typed results of the battery into the monotonic
// ladder A→E, recording the failing tier. Pure arithmetic over typed evidence; no model.
import type { Ablation, ChangeClass, EvidenceLevel, FailingTier, SyntaxReport, TamperReport, TestOutcome, TestRun } from './schemas.js';
import { maxLevel, requireEvidenceLevel } from './thresholds.js';

export interface SemanticEvidence {
  /** 'not run: …' / 'skipped: …' / 'violation: …' when no judgment exists. */
  judgment: string | null;
  confidence: number | null;
}

export interface DifferentialEvidence {
  probes: number;
  divergences: number;
  outcome: string;
  counterexamples: string[];
}

export interface FuzzEvidence {
  ran: boolean;
  iterations: number;
  counterexamples: number;
  outcome: string;
  details: string[];
}

export interface ImpactEvidence {
  selected: number;
  passed: number;
  failed: number;
  coverageReached: number;
  /** Changed executable lines exist but no selected test executes any of them. */
  vacuous: boolean;
  excludedFlaky: string[];
  failedIds: string[];
}

export interface OverfitTell {
  kind: string;
  file: string;
  line: number;
  detail: string;
}

export interface EvidenceBundle {
  changeClass: ChangeClass;
  ablations: Ablation[];
  applyFailure: { kind: string; message: string } | null;
  syntax: SyntaxReport | null;
  tamper: TamperReport | null;
  failToPass: string[];
  passToPass: string[];
  f2pBaseline: TestRun | null;
  f2pCandidate: TestRun | null;
  p2pBaseline: TestRun | null;
  p2pCandidate: TestRun | null;
  impact: ImpactEvidence | null;
  tells: OverfitTell[] | null;
  differential: DifferentialEvidence | null;
  fuzz: FuzzEvidence | null;
  semantic: SemanticEvidence;
}

export interface LadderResult {
  required: EvidenceLevel;
  highest: EvidenceLevel | null;
  failingTier: FailingTier | null;
  fixed: boolean;
  unbroken: boolean;
  bugDiscriminating: boolean;
  guards: string[];
  nonGuards: string[];
  /** Named risks that remain unresolved (P3's INCONCLUSIVE triggers). */
  risks: string[];
  /** Why a tier failed, or what evidence is missing. */
  reasons: string[];
}

const FAILING: ReadonlySet<TestOutcome> = new Set(['failed', 'error', 'timeout', 'killed']);

function outcome(run: TestRun | null, id: string): TestOutcome | 'not_run' {
  return run ? (run.outcomes[id] ?? 'missing') : 'not_run';
}

/** Level E is needed when the class demands it, or when an overfit tell must be attacked. */
export function effectiveRequiredLevel(b: Pick<EvidenceBundle, 'changeClass' | 'ablations' | 'tells'>): EvidenceLevel {
  if (b.ablations.includes('flat_level_c')) return 'C';
  let req = requireEvidenceLevel(b.changeClass);
  if (b.tells && b.tells.length > 0) req = maxLevel(req, 'E');
  return req;
}

export function assembleEvidence(b: EvidenceBundle): LadderResult {
  const required = effectiveRequiredLevel(b);
  const r: LadderResult = {
    required,
    highest: null,
    failingTier: null,
    fixed: false,
    unbroken: false,
    bugDiscriminating: false,
    guards: [],
    nonGuards: [],
    risks: [],
    reasons: [],
  };
  const fail = (tier: FailingTier, why: string): LadderResult => {
    r.failingTier = tier;
    r.reasons.push(why);
    return r;
  };

  // Level A — syntactic plausibility. A failure here halts immediately.
  if (b.applyFailure) return fail('A', `patch rejected before apply: ${b.applyFailure.kind}: ${b.applyFailure.message}`);
  if (!b.syntax) return fail('A', 'Level A evidence missing');
  if (b.syntax.failure || !b.syntax.parsed || !b.syntax.linted || b.syntax.built === false) {
    const f = b.syntax.failure;
    return fail('A', f ? `${f.kind}${f.file ? ` in ${f.file}` : ''}: ${f.message}` : 'syntax, lint or build failed');
  }
  r.highest = 'A';

  // Tamper audit (P2): a detection is a REJECT typed to tamper.
  if (!b.ablations.includes('no_tamper_audit')) {
    if (!b.tamper) return fail('tamper', 'tamper audit evidence missing');
    if (b.tamper.detections.length > 0) {
      const d = b.tamper.detections.map((x) => `${x.file}: ${x.kind}${x.detail ? ` (${x.detail})` : ''}`);
      return fail('tamper', `tamper detected: ${d.join('; ')}`);
    }
  }

  // Level B — plausible repair: the reproducer fails on the baseline and passes on the candidate.
  const vacuousB = b.failToPass.length === 0 && (b.changeClass === 'comment_documentation' || b.changeClass === 'local_refactor');
  let reachedB = false;
  if (b.failToPass.length === 0) {
    if (vacuousB) reachedB = true;
    else r.risks.push('no FAIL_TO_PASS reproducer was given: fixed? cannot be established');
  } else {
    const candFails = b.failToPass.filter((id) => outcome(b.f2pCandidate, id) !== 'passed');
    if (candFails.length > 0) {
      const detail = candFails.map((id) => `${id} ${outcome(b.f2pCandidate, id)}`).join(', ');
      return fail('fixed?', `reproducer does not pass on the candidate: ${detail}`);
    }
    const notDiscriminating = b.failToPass.filter((id) => !FAILING.has(outcome(b.f2pBaseline, id) as TestOutcome));
    if (notDiscriminating.length > 0) {
      for (const id of notDiscriminating) {
        const o = outcome(b.f2pBaseline, id);
        r.risks.push(
          o === 'missing'
            ? `reproducer ${id} does not exist on the baseline: the flip is unproven`
            : `reproducer ${id} already ${o} on the baseline: it proves nothing`,
        );
      }
    } else {
      r.bugDiscriminating = true;
      r.fixed = true;
      reachedB = true;
    }
  }
  if (vacuousB) r.fixed = true;
  if (reachedB) r.highest = 'B';

  // Level C — regression-safe: the guard set holds. Baseline failures are not guards.
  const flaky = new Set(b.impact?.excludedFlaky ?? []);
  for (const id of b.passToPass) {
    const o = outcome(b.p2pBaseline, id);
    if (o === 'passed' && !flaky.has(id)) r.guards.push(id);
    else r.nonGuards.push(`${id} (${flaky.has(id) ? 'flaky on baseline' : `baseline ${o}`})`);
  }
  const broken = r.guards.filter((id) => outcome(b.p2pCandidate, id) !== 'passed');
  const impactFailed = b.impact?.failedIds ?? [];
  if (broken.length > 0 || impactFailed.length > 0) {
    const detail = [...broken.map((id) => `${id} ${outcome(b.p2pCandidate, id)}`), ...impactFailed.map((id) => `${id} (impacted test) failed`)];
    return fail('unbroken?', `guard set broken: ${detail.join(', ')}`);
  }
  if (r.nonGuards.length > 0) r.reasons.push(`not guards: ${r.nonGuards.join(', ')}`);
  let reachedC = false;
  if (r.guards.length === 0 && (b.impact?.selected ?? 0) === 0) {
    r.risks.push('empty guard set: no PASS_TO_PASS test passes on the baseline, unbroken? cannot be established');
  } else {
    r.unbroken = true;
    reachedC = true;
  }
  if (b.impact?.vacuous) r.risks.push('vacuous green: no selected test executes the changed lines');
  if (reachedB && reachedC) r.highest = 'C';

  // Level E attacks can REJECT regardless of the level reached: a counterexample always wins.
  if (b.differential && b.differential.divergences > 0) {
    return fail('unbroken?', `differential execution diverged from the pre-edit repository: ${b.differential.counterexamples.slice(0, 3).join(' | ')}`);
  }
  if (b.fuzz && b.fuzz.counterexamples > 0) {
    return fail('E', `fuzz/property attack found a counterexample: ${b.fuzz.details.slice(0, 3).join(' | ')}`);
  }

  // Level D — the semantic veto's root-cause judgment (the single L entry), folded in.
  const reachedD = r.highest === 'C' && b.semantic.judgment === 'root-cause-addressed';
  if (reachedD) r.highest = 'D';

  // Level E — behaviourally challenged: the attacks ran and found nothing.
  const diffClean = b.differential !== null && b.differential.outcome === 'no-divergence' && b.differential.probes > 0;
  const fuzzClean = b.fuzz !== null && (b.fuzz.outcome === 'none-found' || b.fuzz.outcome.startsWith('not_required'));
  if (reachedD && diffClean && fuzzClean) r.highest = 'E';

  for (const t of b.tells ?? []) {
    if (r.highest !== 'E') r.risks.push(`overfit tell ${t.kind} at ${t.file}:${t.line} (${t.detail}) not cleared by a Level E attack`);
  }
  return r;
}
