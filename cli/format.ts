// Plain-text rendering of results for the terminal.
import type { AcceptanceResult } from '../domain/record.js';

export function printResult(r: AcceptanceResult): void {
  const rec = r.record;
  console.log(`${r.verdict}${r.failingTier ? ` (${r.failingTier})` : ''}  ${r.reason}`);
  console.log(`  mode ${r.mode}  class ${r.changeClass ?? '-'}  needs ${r.requiredLevel ?? '-'}  reached ${rec?.evidence_strength ?? '-'}`);
  if (rec) {
    console.log(`  reproducer: baseline ${rec.bug_reproduction.baseline_result}; candidate ${rec.bug_reproduction.candidate_result}`);
    console.log(`  guard set: ${rec.regressions.passed}/${rec.regressions.guard_set} passed`);
    console.log(`  differential: ${rec.differential_testing.outcome}; fuzzing: ${rec.fuzzing.outcome}; semantic: ${rec.semantic_assessment.judgment}`);
    for (const risk of rec.unresolved_risks) console.log(`  unresolved: ${risk}`);
  }
  for (const d of r.tamperDetections) console.log(`  tamper: ${d.file}: ${d.kind} ${d.detail}`);
  console.log(`  cost: ${r.cost.sandboxCpuSeconds.toFixed(2)} sandbox CPU s, ${r.cost.testExecutions} test executions, ${r.llm.calls} LLM calls`);
}

export function pad(s: string, n: number): string {
  return s.length >= n ? s.slice(0, n) : s + ' '.repeat(n - s.length);
}
