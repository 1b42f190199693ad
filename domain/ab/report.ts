// The A/B report (report.json): the spec measures per arm under the spec's names, each
// candidate's verdicts beside the oracle's judgment, the §7.4 decision, the §7.3 ablation table
// and the spec 22 / spec 10 rules where those arms ran. The zod schema is the contract; its JSON
// Schema is published next to every report. Pure.
import { z } from 'zod';
import { ABLATIONS, EvidenceLevel } from '../schemas.js';
import type { Ablation } from '../schemas.js';
import { CandidateKind } from '../corpus.js';
import { Arm, armRole } from './arms.js';
import type { ArmSupport } from './arms.js';
import { ArmMeasures, armMeasures } from './metrics.js';
import type { ScoredOutcome } from './metrics.js';
import { ArmOutcome, ArmVerdict, OracleJudgment, candidateKey, outcomeKey } from './outcome.js';
import type { AbPlan } from './plan.js';
import { RuleDecision, notEvaluated, spec18Decision } from './decision.js';
import { ABLATION_ORDER, AblationRow, NOISE, ablationRow, compareArms, ablationDecision } from './ablation.js';
import { findingFalsePositiveRate, overVetoRate, spec22Decision, verifiedDefectRecall } from './critic.js';
import { Rate } from './wilson.js';

export const REPORT_SCHEMA_VERSION = 1;

const CandidateResult = z
  .object({
    task: z.string(),
    candidate: z.string(),
    kind: CandidateKind,
    verdict: ArmVerdict,
    evidence_strength: EvidenceLevel.nullable(),
    failing_tier: z.string().nullable(),
    change_class: z.string().nullable(),
    required_level: EvidenceLevel.nullable(),
    oracle_correct: z.boolean().nullable().describe("the oracle's judgment (truth for the measures)"),
    label_correct: z.boolean().nullable().describe('the curated label; null when the candidate has none'),
    reason: z.string(),
    workflow_id: z.string(),
    reused: z.boolean(),
    error: z.string().nullable(),
  })
  .strict();

export const ArmReport = z
  .object({
    config: Arm,
    role: z.string(),
    status: z.enum(['ran', 'not_available']),
    note: z.string().nullable(),
    measures: ArmMeasures.nullable(),
    candidates: z.array(CandidateResult),
  })
  .strict();
export type ArmReport = z.infer<typeof ArmReport>;

const CriticNumbers = z
  .object({ verified_defect_recall: Rate, over_veto_rate: Rate, finding_false_positive_rate: Rate.nullable() })
  .strict()
  .describe('spec 22 §9.1: the two numbers, always together');

export const AbReport = z
  .object({
    schema_version: z.literal(REPORT_SCHEMA_VERSION),
    generated_at: z.string(),
    experiment: z
      .object({
        id: z.string(),
        started_at: z.string(),
        wall_seconds: z.number(),
        continue_as_new_runs: z.number().int(),
        concurrency: z.number().int(),
        fingerprint: z.string().nullable().describe('hash of the gate build and corpus the experiment ran on'),
      })
      .strict(),
    corpus: z
      .object({
        name: z.string(),
        dir: z.string(),
        split: z.string().describe('the split the figures come from'),
        split_declared: z.boolean(),
        split_note: z.string(),
        tasks: z.number().int(),
        tasks_in_corpus: z.number().int(),
        candidates: z.number().int(),
        codebases: z.record(z.string(), z.number().int()),
        kinds: z.record(z.string(), z.number().int()),
      })
      .strict(),
    arm_order: z.array(z.string()),
    arms: z.record(z.string(), ArmReport),
    oracle: z
      .object({
        judged: z.number().int(),
        correct: z.number().int(),
        wrong: z.number().int(),
        unjudged: z.array(z.object({ task: z.string(), candidate: z.string(), reason: z.string() }).strict()),
        label_disagreements: z.array(
          z.object({ task: z.string(), candidate: z.string(), kind: CandidateKind, label: z.boolean(), oracle: z.boolean(), reasons: z.array(z.string()) }).strict(),
        ),
      })
      .strict(),
    decision: RuleDecision.describe('spec 18 §7.4: 18gate vs greencommit'),
    ablations: z
      .object({ rule: z.string(), reference_arm: z.string().nullable(), noise: z.string(), rows: z.array(AblationRow) })
      .strict()
      .describe('spec 18 §7.3'),
    critic: z
      .object({
        decision: RuleDecision,
        numbers: z.record(z.string(), CriticNumbers),
        ablations: z.object({ rule: z.string(), reference_arm: z.string().nullable(), rows: z.array(AblationRow) }).strict(),
      })
      .strict()
      .describe('spec 22 §9.5 / §9.6'),
    edit: z.object({ decision: RuleDecision }).strict().describe('spec 10 §7.4'),
    candidates: z.array(
      z
        .object({
          task: z.string(),
          candidate: z.string(),
          kind: CandidateKind,
          label_correct: z.boolean().nullable(),
          oracle: OracleJudgment.nullable(),
          label_agrees: z.boolean().nullable(),
          verdicts: z.record(z.string(), ArmVerdict),
        })
        .strict(),
    ),
    errors: z.array(z.object({ task: z.string(), candidate: z.string(), arm: z.string(), error: z.string() }).strict()),
  })
  .strict();
export type AbReport = z.infer<typeof AbReport>;

/** The published JSON Schema of report.json (rendered as scripts/genSchemas.ts renders the others). */
export function reportJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(AbReport, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
  return { $id: 'https://patchgate.dev/schemas/ab-report.schema.json', ...schema };
}

export interface BuildReportInput {
  experimentId: string;
  plan: AbPlan;
  arms: readonly Arm[];
  support: Readonly<Record<string, ArmSupport>>;
  outcomes: Readonly<Record<string, ArmOutcome>>;
  judgments: Readonly<Record<string, OracleJudgment>>;
  startedAt: string;
  generatedAt: string;
  runs: number;
  concurrency: number;
  fingerprint: string | null;
}

const inc = (o: Record<string, number>, k: string) => {
  o[k] = (o[k] ?? 0) + 1;
};

/** How the report labels a measuring arm, everywhere it appears. */
export const MEASURING_NOTE =
  'MEASURING ARM, not a model and not a product setting: a loopback stub answers every semantic-veto call with root-cause-addressed, so no veto fires and every class can reach Level D — it measures the deterministic battery alone';

export function buildReport(input: BuildReportInput): AbReport {
  const { plan, arms } = input;
  const cands = plan.tasks.flatMap((t) => t.candidates.map((c) => ({ task: t, c })));
  const oracleOf = (task: string, cand: string): OracleJudgment | null => input.judgments[candidateKey(task, cand)] ?? null;

  const scored = new Map<string, ScoredOutcome[]>();
  const armReports: Record<string, ArmReport> = {};
  const errors: AbReport['errors'] = [];
  for (const arm of arms) {
    const support = input.support[arm.name] ?? { available: true, note: null };
    const rows: ScoredOutcome[] = [];
    const results: z.infer<typeof CandidateResult>[] = [];
    if (support.available) {
      for (const { task, c } of cands) {
        const o = input.outcomes[outcomeKey({ task: task.id, candidate: c.id, arm: arm.name })];
        if (!o) continue;
        const oracle = oracleOf(task.id, c.id)?.correct ?? null;
        rows.push({ outcome: o, kind: c.kind, label: c.correct, oracle });
        if (o.error) errors.push({ task: task.id, candidate: c.id, arm: arm.name, error: o.error });
        results.push({
          task: task.id,
          candidate: c.id,
          kind: c.kind,
          verdict: o.verdict,
          evidence_strength: o.evidence_strength,
          failing_tier: o.failing_tier,
          change_class: o.change_class,
          required_level: o.required_level,
          oracle_correct: oracle,
          label_correct: c.correct,
          reason: o.reason,
          workflow_id: o.workflow_id,
          reused: o.reused,
          error: o.error,
        });
      }
      scored.set(arm.name, rows);
    }
    const missing = support.available ? cands.length - rows.length : 0;
    armReports[arm.name] = {
      config: arm,
      role: armRole(arm),
      status: support.available ? 'ran' : 'not_available',
      note: support.available
        ? [
            arm.measuring ? MEASURING_NOTE : null,
            missing > 0 ? `${missing} candidate(s) have no result` : null,
          ].filter(Boolean).join('; ') || null
        : support.note,
      measures: support.available ? armMeasures(rows) : null,
      candidates: results,
    };
  }

  const measuresOf = (name: string | null) => (name ? (armReports[name]?.measures ?? null) : null);
  const findArm = (pred: (a: Arm) => boolean) => arms.find((a) => pred(a) && armReports[a.name]?.status === 'ran')?.name ?? null;
  const gateName = findArm((a) => armRole(a) === 'gate');
  const baseName = findArm((a) => armRole(a) === 'baseline');

  // Spec 18 §7.4.
  const decision =
    gateName && baseName
      ? spec18Decision(gateName, measuresOf(gateName)!, baseName, measuresOf(baseName)!)
      : notEvaluated('spec 18 §7.4', `needs both the 18gate arm and the greencommit arm (ran: ${arms.filter((a) => armReports[a.name]?.status === 'ran').map((a) => a.name).join(', ') || 'none'})`, gateName, baseName);

  // Spec 18 §7.3: every ablation, in the spec's order, including those not run.
  const ablationRows = ABLATION_ORDER.filter((ab) => (ABLATIONS as readonly string[]).includes(ab)).map((ab: Ablation) => {
    const armName = findArm((a) => armRole(a) === 'ablation' && a.ablations[0] === ab);
    return ablationRow(ab, armName, measuresOf(gateName), measuresOf(armName));
  });

  // Spec 22 §9.5 / §9.6.
  const criticName = findArm((a) => armRole(a) === 'critic');
  const numbers: Record<string, z.infer<typeof CriticNumbers>> = {};
  for (const name of [gateName, criticName, ...arms.filter((a) => armRole(a) === 'critic_ablation').map((a) => a.name)]) {
    const rows = name ? scored.get(name) : undefined;
    if (name && rows) numbers[name] = { verified_defect_recall: verifiedDefectRecall(rows), over_veto_rate: overVetoRate(rows), finding_false_positive_rate: findingFalsePositiveRate(rows) };
  }
  const criticDecision =
    criticName && gateName
      ? spec22Decision(criticName, scored.get(criticName)!, gateName, scored.get(gateName)!)
      : notEvaluated('spec 22 §9.6', criticName ? 'needs the critic-off arm (18gate)' : 'the critic-on arm did not run (add --arms critic)', criticName, gateName);
  const criticRows: AblationRow[] = arms
    .filter((a) => armRole(a) === 'critic_ablation')
    .map((a) => {
      const mechanism = `critic ${a.critic_ablations.join('+')}`;
      const ran = armReports[a.name]?.status === 'ran';
      const ref = measuresOf(criticName);
      if (!ran || !ref) {
        return { ablation: a.critic_ablations.join('+'), mechanism, arm: a.name, deltas: [], decision: 'NOT_EVALUATED' as const, reason: ran ? 'the critic-on arm did not run' : (armReports[a.name]?.note ?? 'not run') };
      }
      const deltas = compareArms(ref, measuresOf(a.name)!);
      return { ablation: a.critic_ablations.join('+'), mechanism, arm: a.name, deltas, ...ablationDecision(deltas) };
    });

  // Spec 10 §7.4: the edit arms.
  const editArms = arms.filter((a) => armRole(a) === 'edit');
  const editDecision = notEvaluated(
    'spec 10 §7.4',
    editArms.length === 0
      ? 'no edit arms requested (add --arms edit on an edit corpus)'
      : editArms.map((a) => `${a.name}: ${armReports[a.name]?.note ?? 'ran, but results carry no apply-success / collateral-change measures'}`).join('; '),
  );

  // The oracle against the curated labels.
  const judgedList = cands.map(({ task, c }) => ({ task, c, j: oracleOf(task.id, c.id) }));
  const disagreements = judgedList
    .filter((x) => x.j && x.j.correct !== null && x.c.correct !== null && x.j.correct !== x.c.correct)
    .map((x) => ({ task: x.task.id, candidate: x.c.id, kind: x.c.kind, label: x.c.correct as boolean, oracle: x.j!.correct as boolean, reasons: x.j!.reasons }));
  const codebases: Record<string, number> = {};
  for (const t of plan.tasks) inc(codebases, t.codebase);
  const kinds: Record<string, number> = {};
  for (const { c } of cands) inc(kinds, c.kind);
  const started = Date.parse(input.startedAt);
  const generated = Date.parse(input.generatedAt);

  return {
    schema_version: REPORT_SCHEMA_VERSION,
    generated_at: input.generatedAt,
    experiment: {
      id: input.experimentId,
      started_at: input.startedAt,
      wall_seconds: Number.isFinite(started) && Number.isFinite(generated) ? Math.max(0, Math.round((generated - started) / 100) / 10) : 0,
      continue_as_new_runs: input.runs,
      concurrency: input.concurrency,
      fingerprint: input.fingerprint,
    },
    corpus: {
      name: plan.corpus.name,
      dir: plan.corpus.dir,
      split: plan.corpus.split,
      split_declared: plan.corpus.split_declared,
      split_note: plan.corpus.split_note,
      tasks: plan.tasks.length,
      tasks_in_corpus: plan.corpus.tasks_in_corpus,
      candidates: cands.length,
      codebases,
      kinds,
    },
    arm_order: arms.map((a) => a.name),
    arms: armReports,
    oracle: {
      judged: judgedList.filter((x) => x.j?.correct !== null && x.j !== null).length,
      correct: judgedList.filter((x) => x.j?.correct === true).length,
      wrong: judgedList.filter((x) => x.j?.correct === false).length,
      unjudged: judgedList
        .filter((x) => !x.j || x.j.correct === null)
        .map((x) => ({ task: x.task.id, candidate: x.c.id, reason: x.j ? (x.j.error ?? x.j.reasons.join('; ')) : 'no oracle judgment' })),
      label_disagreements: disagreements,
    },
    decision,
    ablations: { rule: 'spec 18 §7.3', reference_arm: gateName, noise: `|Δ| ≤ ${NOISE * 100} pp for rates, ≤ ${NOISE * 100}% relative for costs, Δ = 0 for counts`, rows: ablationRows },
    critic: { decision: criticDecision, numbers, ablations: { rule: 'spec 22 §9.5', reference_arm: criticName, rows: criticRows } },
    edit: { decision: editDecision },
    candidates: judgedList.map(({ task, c, j }) => ({
      task: task.id,
      candidate: c.id,
      kind: c.kind,
      label_correct: c.correct,
      oracle: j,
      label_agrees: j && j.correct !== null && c.correct !== null ? j.correct === c.correct : null,
      verdicts: Object.fromEntries(
        arms
          .map((a) => [a.name, input.outcomes[outcomeKey({ task: task.id, candidate: c.id, arm: a.name })]?.verdict] as const)
          .filter((e): e is readonly [string, ArmVerdict] => e[1] !== undefined),
      ),
    })),
    errors,
  };
}

/** What the experiment workflow returns and the command line prints: the decision and the KEY measures. */
export interface AbSummary {
  experiment: string;
  split: string;
  decision: RuleDecision;
  key: Record<string, { correctness_at_acceptance: Rate; false_reject_rate: Rate; evidence_cost_per_acceptance: number | null; verdicts: Record<string, number> }>;
  skipped_arms: { arm: string; note: string }[];
  label_disagreements: number;
  unjudged: number;
  errors: number;
  files: { json: string; markdown: string; chart: string; schema: string };
}

export function summarize(r: AbReport, files: AbSummary['files']): AbSummary {
  const key: AbSummary['key'] = {};
  for (const a of r.arm_order) {
    const m = r.arms[a]?.measures;
    if (!m) continue;
    key[a] = {
      correctness_at_acceptance: m.correctness_at_acceptance,
      false_reject_rate: m.false_reject_rate,
      evidence_cost_per_acceptance: m.evidence_cost_per_acceptance.sandbox_cpu_seconds,
      verdicts: { ...m.verdicts },
    };
  }
  return {
    experiment: r.experiment.id,
    split: r.corpus.split,
    decision: r.decision,
    key,
    skipped_arms: r.arm_order.filter((a) => r.arms[a]?.status === 'not_available').map((a) => ({ arm: a, note: r.arms[a]!.note ?? 'not available' })),
    label_disagreements: r.oracle.label_disagreements.length,
    unjudged: r.oracle.unjudged.length,
    errors: r.errors.length,
    files,
  };
}
