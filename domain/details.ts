// The Markdown an operator reads in the Temporal UI (current details, ≤ 20 KB).
import type { AcceptanceResult } from './record.js';

export function renderDetails(r: AcceptanceResult): string {
  const rec = r.record;
  const lines = [
    `## ${r.verdict}${r.failingTier ? ` — typed to \`${r.failingTier}\`` : ''}`,
    '',
    `**reason:** ${r.reason}`,
    '',
    `| | |`,
    `|---|---|`,
    `| mode | ${r.mode} |`,
    `| change class | ${r.changeClass ?? '—'} (needs Level ${r.requiredLevel ?? '—'}) |`,
    `| evidence strength | ${rec?.evidence_strength ?? '—'} |`,
    `| fixed? / unbroken? | ${r.fixed} / ${r.unbroken} |`,
  ];
  if (rec) {
    lines.push(
      `| reproducer | baseline: ${rec.bug_reproduction.baseline_result}; candidate: ${rec.bug_reproduction.candidate_result} |`,
      `| guard set | ${rec.regressions.passed}/${rec.regressions.guard_set} passed |`,
      `| differential | ${rec.differential_testing.outcome} (${rec.differential_testing.probes} probes) |`,
      `| fuzzing | ${rec.fuzzing.outcome} (${rec.fuzzing.iterations} iterations) |`,
      `| semantic | ${rec.semantic_assessment.judgment ?? 'null'} |`,
    );
  }
  lines.push(`| cost | ${r.cost.sandboxCpuSeconds.toFixed(2)} sandbox CPU s, ${r.cost.testExecutions} test executions |`);
  if (r.tamperDetections.length) lines.push('', '**tamper:**', ...r.tamperDetections.map((d) => `- ${d.file}: ${d.kind}`));
  if (r.missingEvidence.length) lines.push('', '**unresolved:**', ...r.missingEvidence.slice(0, 20).map((m) => `- ${m}`));
  return lines.join('\n').slice(0, 20_000);
}
