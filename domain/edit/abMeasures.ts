// The spec-10 §7 editing instruments, computed from edit logs (pure; the A/B driver calls it per
// arm). Apply success (§7.1, KEY): the edit landed, parses, lints AND stays in scope — a green
// apply that leaks out of scope is scored a failure, never a win. Collateral-change rate (§7.2,
// co-KEY): landed edits whose diff bleeds outside the declared scope, over landed edits.
// Representation robustness (§7.7): apply success per scope × representation.
import type { EditLogEntry, EditMode, RejectStage, Representation, ScopeLabel } from './schemas.js';
import { REJECT_STAGES } from './schemas.js';

export interface RobustnessCell {
  attempts: number;
  successes: number;
  rate: number;
}

export interface ArmMeasures {
  mode: EditMode | 'mixed';
  intents: number;
  /** Edits whose bytes reached the repository. */
  landed: number;
  /** Landed ∧ parses ∧ lints ∧ in scope. */
  applySuccess: number;
  applySuccessRate: number;
  /** Landed edits that bleed outside the declared scope. */
  collateral: number;
  /** collateral / landed (0 when nothing landed). */
  collateralRate: number;
  /** collateral / intents, for readers who want one denominator. */
  collateralPerIntent: number;
  /** Landed edits that do not parse or do not lint. */
  broken: number;
  rejectedByStage: Record<RejectStage, number>;
  /** scope label → representation → cell (unclassified / none when a stage never ran). */
  robustness: Record<string, Record<string, RobustnessCell>>;
}

export function isApplySuccess(e: EditLogEntry): boolean {
  const m = e.measure;
  return m.landed && m.parses === true && m.lintClean === true && m.inScope === true;
}

export function isCollateral(e: EditLogEntry): boolean {
  return e.measure.landed && e.measure.inScope === false;
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

export function measureEditLogs(entries: EditLogEntry[]): ArmMeasures {
  const modes = new Set(entries.map((e) => e.mode));
  const rejectedByStage = Object.fromEntries(REJECT_STAGES.map((s) => [s, 0])) as Record<RejectStage, number>;
  const robustness: Record<string, Record<string, RobustnessCell>> = {};
  let landed = 0;
  let success = 0;
  let collateral = 0;
  let broken = 0;
  for (const e of entries) {
    const ok = isApplySuccess(e);
    if (e.measure.landed) landed++;
    if (ok) success++;
    if (isCollateral(e)) collateral++;
    if (e.measure.landed && (e.measure.parses === false || e.measure.lintClean === false)) broken++;
    if (e.status === 'rejected' && e.stage) rejectedByStage[e.stage]++;
    const scope: ScopeLabel | 'unclassified' = e.classification?.scope ?? 'unclassified';
    const rep: Representation | 'none' = e.representation ?? 'none';
    const row = (robustness[scope] ??= {});
    const cell = (row[rep] ??= { attempts: 0, successes: 0, rate: 0 });
    cell.attempts++;
    if (ok) cell.successes++;
    cell.rate = ratio(cell.successes, cell.attempts);
  }
  return {
    mode: modes.size === 1 ? [...modes][0]! : 'mixed',
    intents: entries.length,
    landed,
    applySuccess: success,
    applySuccessRate: ratio(success, entries.length),
    collateral,
    collateralRate: ratio(collateral, landed),
    collateralPerIntent: ratio(collateral, entries.length),
    broken,
    rejectedByStage,
    robustness,
  };
}

export interface EditArmComparison {
  /** §7.4: apply success must STRICTLY improve (the KEY measure). */
  applySuccessImproved: boolean;
  /** §7.4: collateral-change rate must STRICTLY drop (the co-KEY measure). */
  collateralDropped: boolean;
  applySuccessDelta: number;
  collateralRateDelta: number;
  /** Both editing measures hold (solve / cost / tokens are judged end to end by the A/B driver). */
  editingWins: boolean;
}

export function compareEditArms(gated: ArmMeasures, baseline: ArmMeasures): EditArmComparison {
  const applySuccessImproved = gated.applySuccessRate > baseline.applySuccessRate;
  const collateralDropped = gated.collateralRate < baseline.collateralRate;
  return {
    applySuccessImproved,
    collateralDropped,
    applySuccessDelta: gated.applySuccessRate - baseline.applySuccessRate,
    collateralRateDelta: gated.collateralRate - baseline.collateralRate,
    editingWins: applySuccessImproved && collateralDropped,
  };
}
