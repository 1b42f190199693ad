// Attack-battery figures per change class (issue 3's benchmark; prints, not a test): probes and
// fuzz iterations run, wall time per tier, and the counterexample yield, over the 18gate runs in
// an acceptance ledger (e.g. the one an `patchgate ab` run appended to).
// Usage: node dist/scripts/attackReport.js [--ledger FILE] [--label-prefix PREFIX]
import path from 'node:path';
import { Ledger } from '../infra/ledger.js';
import { loadConfig } from '../infra/config.js';
import type { AcceptanceResult } from '../domain/record.js';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const ledgerFile = path.resolve(arg('--ledger') ?? loadConfig().workspace.ledger);
const entries = new Ledger(ledgerFile)
  .read()
  .map((e) => e.entry as AcceptanceResult)
  .filter((r) => r.mode === '18gate' && r.record && r.ablations.length === 0);

interface Row {
  runs: number;
  probes: number;
  fuzzIterations: number;
  diffCounterexamples: number;
  fuzzCounterexamples: number;
  tells: number;
  tierMs: Record<string, number>;
  tierRuns: Record<string, number>;
}
const byClass = new Map<string, Row>();
for (const r of entries) {
  const k = r.changeClass ?? 'unclassified';
  const row = byClass.get(k) ?? { runs: 0, probes: 0, fuzzIterations: 0, diffCounterexamples: 0, fuzzCounterexamples: 0, tells: 0, tierMs: {}, tierRuns: {} };
  row.runs++;
  row.probes += r.record!.differential_testing.probes;
  row.fuzzIterations += r.record!.fuzzing.iterations;
  row.diffCounterexamples += r.record!.differential_testing.divergences > 0 ? 1 : 0;
  row.fuzzCounterexamples += r.record!.fuzzing.counterexamples > 0 ? 1 : 0;
  row.tells += r.tells.length > 0 ? 1 : 0;
  for (const [tier, ms] of Object.entries(r.cost.tierWallMs ?? {})) {
    row.tierMs[tier] = (row.tierMs[tier] ?? 0) + ms;
    row.tierRuns[tier] = (row.tierRuns[tier] ?? 0) + 1;
  }
  byClass.set(k, row);
}
console.log(`attack battery per change class — ${entries.length} 18gate runs from ${ledgerFile}\n`);
console.log('change class                | runs | probes run | fuzz iterations | diff. counterex. | fuzz counterex. | with tells | mean wall s per tier (runs that reached it)');
for (const [k, r] of [...byClass.entries()].sort()) {
  const tiers = Object.keys(r.tierMs)
    .sort()
    .map((t) => `${t} ${(r.tierMs[t]! / r.tierRuns[t]! / 1000).toFixed(1)}`)
    .join(', ');
  console.log(
    `${k.padEnd(28)}| ${String(r.runs).padStart(4)} | ${String(r.probes).padStart(10)} | ${String(r.fuzzIterations).padStart(15)} | ${String(r.diffCounterexamples).padStart(16)} | ${String(r.fuzzCounterexamples).padStart(15)} | ${String(r.tells).padStart(10)} | ${tiers}`,
  );
}
const total = [...byClass.values()].reduce((a, r) => a + r.diffCounterexamples + r.fuzzCounterexamples, 0);
console.log(`\ncounterexample yield: ${total} of ${entries.length} runs (${((100 * total) / Math.max(1, entries.length)).toFixed(1)}%) had a differential or fuzz counterexample`);
