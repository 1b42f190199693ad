// Spec 18 §3.1 `assemble_evidence`: fold the typed results of the battery into the monotonic
// ladder A→E, recording the failing tier. Pure arithmetic over typed evidence; no model.
import { resourceNote } from './resources.js';
import type { Ablation, ChangeClass, EvidenceLevel, FailingTier, SyntaxReport, TamperReport, TestOutcome, TestRun } from './schemas.js';
import { requireEvidenceLevel } from './thresholds.js';
import { issueReproducerFailure } from './behaviour/issueClaims.js';
import type { IssueReproducerEvidence } from './behaviour/issueClaims.js';

export interface SemanticEvidence {
  /** 'not run: …' / 'skipped: …' / 'violation: …' when no judgment exists. */
  judgment: string | null;
  confidence: number | null;
}

export interface DifferentialEvidence {
  probes: number;
  /** Unexplained divergences: the regression evidence. */
  divergences: number;
  outcome: string;
  counterexamples: string[];
  /** Divergences explained by the fix (its footprint); absent in evidence recorded before attribution. */
  footprint?: { count: number; kinds: Record<string, number>; examples: string[] };
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

/** An overfit tell (domain/tells): what it saw, where, and what an execution attack must target. */
export type { OverfitTell } from './tells/schema.js';
import type { OverfitTell } from './tells/schema.js';

/** What execution made of one tell (domain/behaviour/tells.ts). */
export interface TellStatus {
  kind: string;
  file: string;
  line: number;
  detail: string;
  status: 'confirmed' | 'cleared' | 'unresolved';
  why: string;
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
  /** Reproducers generated from the issue text and validated on the pre-edit (absent: not run, or recorded before them). */
  issueReproducers?: IssueReproducerEvidence | null;
  impact: ImpactEvidence | null;
  tells: OverfitTell[] | null;
  /** Per tell, whether execution confirmed or cleared it (null: the Level E attack did not run). */
  tellStatus?: TellStatus[] | null;
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

/**
 * The class's level (spec 18 §3.3). A tell never raises it: a tell points an attack, and what the
 * attack found decides (issue 10 item 4); an unresolved tell stays a named risk.
 */
export function effectiveRequiredLevel(b: Pick<EvidenceBundle, 'changeClass' | 'ablations'>): EvidenceLevel {
  if (b.ablations.includes('flat_level_c')) return 'C';
  return requireEvidenceLevel(b.changeClass);
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
  // Without a reproducer, fixed? is never waived: only a documentation change (the AST is
  // unchanged) or a refactor proven behaviour-preserving by differential execution (probes > 0,
  // no divergence at all) claims nothing that needs a reproducer (issue 10 item 6, issue 13 item
  // 1). Any other class claims a change of behaviour, which only a reproducer can establish.
  const docOnly = b.failToPass.length === 0 && b.changeClass === 'comment_documentation';
  const preserving =
    b.failToPass.length === 0 &&
    b.changeClass === 'local_refactor' &&
    b.differential !== null &&
    b.differential.outcome === 'no-divergence' &&
    b.differential.probes > 0 &&
    (b.differential.footprint?.count ?? 0) === 0;
  const vacuousB = docOnly || preserving;
  let reachedB = false;
  // A reproducer generated from the issue text and validated on the pre-edit is a reproducer like
  // a FAIL_TO_PASS test: one the candidate still fails is fixed? unestablished (a second entry point
  // the report names, another input it shows).
  const issueFailure = issueReproducerFailure(b.issueReproducers);
  const issueFlipped = (b.issueReproducers?.validated ?? 0) > 0 && issueFailure === null;
  if (b.failToPass.length === 0) {
    if (issueFailure) return fail('fixed?', issueFailure);
    if (vacuousB) reachedB = true;
    else if (issueFlipped) {
      r.bugDiscriminating = true;
      r.fixed = true;
      reachedB = true;
    } else
      r.risks.push(
        b.differential && b.differential.divergences + (b.differential.footprint?.count ?? 0) > 0
          ? 'no FAIL_TO_PASS reproducer was given and the change alters behaviour: fixed? cannot be established'
          : b.changeClass === 'local_refactor'
            ? 'no FAIL_TO_PASS reproducer was given and the refactor is not proven behaviour-preserving (differential execution needs probes > 0 with no divergence): fixed? cannot be established'
            : `no FAIL_TO_PASS reproducer was given for a ${b.changeClass} change: fixed? cannot be established (only a documentation change or a refactor proven behaviour-preserving needs none)`,
      );
  } else {
    const candFails = b.failToPass.filter((id) => outcome(b.f2pCandidate, id) !== 'passed');
    if (candFails.length > 0) {
      const detail = candFails.map((id) => `${id} ${outcome(b.f2pCandidate, id)}`).join(', ');
      return fail('fixed?', `reproducer does not pass on the candidate: ${detail}${resourceNote(b.f2pCandidate)}`);
    }
    if (issueFailure) return fail('fixed?', issueFailure);
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
    return fail('unbroken?', `guard set broken: ${detail.join(', ')}${resourceNote(b.p2pCandidate)}`);
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
  // An unexplained divergence is regression evidence found by a Level E attack: typed E, so the
  // record's guard-set `regressions` (Level C, which held) stays consistent with the type.
  if (b.differential && b.differential.divergences > 0) {
    return fail('E', `differential execution: ${b.differential.divergences} divergence(s) from the pre-edit repository that the fix does not explain: ${b.differential.counterexamples.slice(0, 3).join(' | ')}`);
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

  // A tell is a risk only while execution neither confirmed nor cleared it (§3.6: it feeds the
  // veto's context and the record, never the verdict by itself).
  const status = new Map((b.tellStatus ?? []).map((s) => [`${s.kind}\u0000${s.file}\u0000${s.line}`, s]));
  for (const t of b.tells ?? []) {
    const s = status.get(`${t.kind}\u0000${t.file}\u0000${t.line}`);
    if (s?.status === 'cleared' || s?.status === 'confirmed') continue;
    r.risks.push(`overfit tell ${t.kind} at ${t.file}:${t.line} (${t.detail}) neither confirmed nor cleared by execution${s ? `: ${s.why}` : ' (the Level E attack did not run)'}`);
  }
  return r;
}
