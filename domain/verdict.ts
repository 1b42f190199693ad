// Spec 18 §3.4 `compute_two_part_verdict`: fixed? and unbroken? are separate clauses, both
// required; any failed tier → REJECT typed to it; evidence below the required level or an
// unresolved risk → INCONCLUSIVE naming the missing evidence; else ACCEPT.
import type { Ablation, FailingTier, Verdict } from './schemas.js';
import { levelAtLeast } from './thresholds.js';
import type { LadderResult } from './ladder.js';

export interface TwoPartVerdict {
  verdict: Verdict;
  /** Tier or clause a REJECT is typed to; for INCONCLUSIVE, null. */
  failingTier: FailingTier | null;
  fixed: boolean;
  unbroken: boolean;
  /** One line an operator reads first. */
  reason: string;
  /** INCONCLUSIVE: the specific missing evidence that would reopen the decision. */
  missing: string[];
}

export function computeTwoPartVerdict(ladder: LadderResult, ablations: readonly Ablation[] = []): TwoPartVerdict {
  const base = { fixed: ladder.fixed, unbroken: ladder.unbroken };
  if (ladder.failingTier) {
    return { ...base, verdict: 'REJECT', failingTier: ladder.failingTier, reason: ladder.reasons[0] ?? `tier ${ladder.failingTier} failed`, missing: [] };
  }
  const missing: string[] = [];
  if (!ladder.fixed) missing.push('fixed?: the FAIL_TO_PASS flip is not established under harness execution');
  if (!ladder.unbroken) missing.push('unbroken?: the guard set is not established');
  if (!levelAtLeast(ladder.highest, ladder.required)) {
    missing.push(`evidence: the change needs Level ${ladder.required}, reached ${ladder.highest ?? 'none'}`);
  }
  missing.push(...ladder.risks);
  if (missing.length > 0) {
    if (ablations.includes('inconclusive_to_accept')) {
      return { ...base, verdict: 'ACCEPT', failingTier: null, reason: `ablation inconclusive_to_accept: ${missing[0]}`, missing };
    }
    return { ...base, verdict: 'INCONCLUSIVE', failingTier: null, reason: missing[0]!, missing };
  }
  return { ...base, verdict: 'ACCEPT', failingTier: null, reason: `fixed? and unbroken? hold at Level ${ladder.highest} (needs ${ladder.required})`, missing };
}
