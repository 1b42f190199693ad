// Hand-made outcomes for the A/B metric tests: every field explicit, so each expected number
// can be computed by hand from the rows a test writes down.
import type { ArmOutcome } from '../../../domain/ab/outcome.js';
import type { ScoredOutcome } from '../../../domain/ab/metrics.js';

export function outcome(over: Partial<ArmOutcome> = {}): ArmOutcome {
  return {
    task: 't1',
    candidate: 'c',
    arm: '18gate',
    workflow_id: 'wf',
    run_id: null,
    reused: false,
    verdict: 'ACCEPT',
    error: null,
    reason: '',
    failing_tier: null,
    evidence_strength: 'C',
    change_class: 'normal_bug_fix',
    required_level: 'C',
    record_present: true,
    record_complete: true,
    fixed: true,
    unbroken: true,
    tamper_detections: 0,
    tamper_audit_installed: true,
    tells: 0,
    counterexamples: 0,
    differential_outcome: null,
    fuzz_outcome: null,
    veto_demoted: false,
    critic: null,
    cpu_seconds: 1,
    test_executions: 10,
    wall_ms: 100,
    tiers_run: ['workspace', 'classify', 'A', 'tamper', 'B/C'],
    llm_calls: 0,
    prompt_tokens: 0,
    completion_tokens: 0,
    cost_usd: 0,
    own_cpu_seconds: null,
    shared_cpu: [],
    decided_at: null,
    ...over,
  } as ArmOutcome;
}

export function row(kind: ScoredOutcome['kind'], oracle: boolean | null, over: Partial<ArmOutcome> = {}, label = oracle ?? false): ScoredOutcome {
  return { kind, oracle, label, outcome: outcome(over) };
}
